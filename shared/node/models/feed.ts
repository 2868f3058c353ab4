import { z } from 'zod';
import { contentDateSchema } from '../../models/date';
import { idSchema } from '../../models/id';
import { imageSchema } from '../../models/image';
import { listOf, maybe, validItems } from '../../models/lenient';

/**
 * The Feeds call (spec 000 §7): `GET /api/neutron/feeds/{site}/{endpoint}/` with offset
 * (default 0) and limit (default 25) answers `data.feed`. The shape is ours
 * (docs/upstream-api.md). An item needs an id, a title, a url and a publication date. The call
 * carries no body text, so feeds have no content:encoded (docs/decisions/030).
 */
export const feedItemSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  url: z.string().min(1),
  datePublished: contentDateSchema,
  dateModified: maybe(contentDateSchema),
  description: maybe(z.string()),
  /** Display names of the byline, in order. */
  authors: listOf(z.string().min(1)),
  categories: listOf(z.string().min(1)),
  image: maybe(imageSchema),
});

export const feedSchema = z.object({
  title: z.string().min(1),
  description: maybe(z.string()),
  /** The site path of the HTML page the feed follows. */
  link: z.string().min(1),
  items: validItems(feedItemSchema),
  paging: z.object({
    offset: z.number().int().nonnegative(),
    limit: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  }),
});

export type FeedItem = z.infer<typeof feedItemSchema>;
export type Feed = z.infer<typeof feedSchema>;
