import { z } from 'zod';
import { DEFAULT_EDITION } from '../constants';
import { authorSchema } from './author';
import { collectionSchema } from './collection';
import { contentDateSchema } from './date';
import { idSchema } from './id';
import { imageSchema } from './image';
import { listOf, maybe } from './lenient';
import { relatedObjectSchema } from './relatedObject';
import { tagSchema } from './tag';
import { topicSchema } from './topic';

/**
 * The fields every piece of content shares (spec 001 §3 "Content (base)"). Article, review,
 * gallery and live article spread these into their own object schema. Only id and slug are
 * required here; each content kind adds the title field it cannot render without.
 */
export const contentFields = {
  id: idSchema,
  slug: z.string().min(1),
  headline: maybe(z.string()),
  author: maybe(authorSchema),
  moreAuthors: listOf(authorSchema),
  canonicalUrl: maybe(z.string()),
  collections: listOf(collectionSchema),
  datePublished: maybe(contentDateSchema),
  dateUpdated: maybe(contentDateSchema),
  displayDatePublished: maybe(contentDateSchema),
  displayDateUpdated: maybe(contentDateSchema),
  edition: z.string().min(1).catch(DEFAULT_EDITION),
  relatedObjects: listOf(relatedObjectSchema),
  section: maybe(z.string()),
  seoMetaDescription: maybe(z.string()),
  seoNewsKeywords: listOf(z.string()),
  seoOgDescription: maybe(z.string()),
  seoOgImage: maybe(imageSchema),
  seoOgTitle: maybe(z.string()),
  seoTwitterCreator: maybe(z.string()),
  tags: listOf(tagSchema),
  topics: listOf(topicSchema),
  typeName: maybe(z.string()),
  /** 001 §4: ads.enabled when boolean turns the page's ads on or off (rsc/ads/enabled.ts). */
  ads: maybe(z.object({ enabled: maybe(z.boolean()) })),
};

export const contentBaseSchema = z.object(contentFields);

export type ContentBase = z.infer<typeof contentBaseSchema>;
