import { z } from 'zod';
import { authorSchema } from './author';
import { contentFields } from './content';
import { contentDateSchema } from './date';
import { idSchema } from './id';
import { imageSchema } from './image';
import { listOf, maybe, validItems } from './lenient';
import { videoSchema } from './video';

/** Spec 000 §3 / 001 §3: live item statuses (client-side state; the API may omit it). */
export const LIVE_ITEM_STATUSES = ['new', 'viewed', 'existing'] as const;
export type LiveItemStatus = (typeof LIVE_ITEM_STATUSES)[number];

/** The live coverage socket channel of a live article. */
export const channelDetailsSchema = z.object({
  namespace: maybe(z.string()),
  name: z.string().min(1),
  key: maybe(z.string()),
});

/**
 * One live coverage item (spec 001 §3 "Live coverage item" plus the live content item fields).
 * `sequence` defaults to 0 when missing; the newest item has the highest sequence. `body` is HTML.
 */
export const liveItemSchema = z.object({
  id: idSchema,
  sequence: z.number().int().min(0).default(0),
  status: maybe(z.enum(LIVE_ITEM_STATUSES)),
  deleted: z.boolean().catch(false),
  namespace: maybe(z.string()),
  parentId: maybe(idSchema),
  headline: maybe(z.string()),
  body: z.string().catch(''),
  author: maybe(authorSchema),
  datePublished: maybe(contentDateSchema),
  dateUpdated: maybe(contentDateSchema),
  displayDatePublished: maybe(contentDateSchema),
  important: z.boolean().catch(false),
  pinned: z.boolean().catch(false),
  type: maybe(z.string()),
  view: maybe(z.string()),
});

/** A live article (spec 001 §3 "Live article"); `type` is 'News' or 'Deals'. */
export const liveArticleSchema = z.object({
  ...contentFields,
  headline: z.string().min(1),
  type: maybe(z.string()),
  dek: maybe(z.string()),
  intro: maybe(z.string()),
  body: z.string().catch(''),
  channelDetails: maybe(channelDetailsSchema),
  eventStart: maybe(contentDateSchema),
  eventEnd: maybe(contentDateSchema),
  eventTimeZone: maybe(z.string()),
  image: maybe(imageSchema),
  promoImage: maybe(imageSchema),
  promoDek: maybe(z.string()),
  titleTag: maybe(z.string()),
  layoutName: maybe(z.string()),
  callToAction: maybe(z.object({ text: maybe(z.string()), url: maybe(z.string()) })),
  video: maybe(videoSchema),
  suppressAds: z.boolean().catch(false),
  items: listOf(liveItemSchema),
});

export type ChannelDetails = z.infer<typeof channelDetailsSchema>;
export type LiveItem = z.infer<typeof liveItemSchema>;
export type LiveArticle = z.infer<typeof liveArticleSchema>;

/** `GET /api/neutron/livearticles/{site}/items/{contentId}/{start}/web` */
export const liveItemsResponseSchema = z.object({
  data: z.object({ items: validItems(liveItemSchema) }),
});
