import { z } from 'zod';
import { authorSchema } from './author';
import { contentDateSchema } from './date';
import { idSchema } from './id';
import { imageSchema } from './image';
import { listOf, maybe } from './lenient';
import { topicSchema } from './topic';
import { videoFileSchema } from './video';

/** A child link of a content link (one level only). */
export const contentLinkChildSchema = z.object({
  title: z.string().min(1),
  url: z.string().min(1),
  id: maybe(idSchema),
  slug: maybe(z.string()),
});

/**
 * A content link (spec 001 §3): a card in a content list. A card needs a title and a url;
 * `type` is the article/content type ('News', 'Review', 'Gallery'...), `typeName` the content
 * type name (content_article, content_review...). Video links carry the media fields.
 */
export const contentLinkSchema = z.object({
  title: z.string().min(1),
  url: z.string().min(1),
  id: maybe(idSchema),
  slug: maybe(z.string()),
  type: maybe(z.string()),
  typeName: maybe(z.string()),
  contentType: maybe(z.string()),
  description: maybe(z.string()),
  body: maybe(z.string()),
  label: maybe(z.string()),
  icon: maybe(z.string()),
  section: maybe(z.string()),
  category: maybe(z.string()),
  children: listOf(contentLinkChildSchema),
  metaData: maybe(z.record(z.string(), z.unknown())),
  author: maybe(authorSchema),
  image: maybe(imageSchema),
  topics: listOf(topicSchema),
  datePublished: maybe(contentDateSchema),
  files: listOf(videoFileSchema),
  manifestUrl: maybe(z.string()),
  mp4Url: maybe(z.string()),
  mp4Height: maybe(z.number()),
  mp4Width: maybe(z.number()),
  wordCount: maybe(z.number()),
});

export type ContentLink = z.infer<typeof contentLinkSchema>;
