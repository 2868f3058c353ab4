import { z } from 'zod';
import { availableOnEntrySchema } from './availableOn';
import { contentFields } from './content';
import { contentPlatformSchema } from './contentPlatform';
import { imageSchema } from './image';
import { listOf, maybe } from './lenient';
import { listicleSchema } from './listicle';
import { videoSchema } from './video';

export const mortgageRateSchema = z.object({
  productid: maybe(z.string()),
  productdescription: maybe(z.string()),
  ratevalue: maybe(z.number()),
  apryield: maybe(z.number()),
});

/**
 * An article (spec 001 §3 "Article (extends Content)"). `body` is HTML with
 * `<shortcode type data>` elements (docs/upstream-api.md). `type` is the article type
 * ('News', 'Best List', 'Deals', 'Longform'...); `automotive` marks automotive content
 * (the auto route variants).
 */
export const articleSchema = z.object({
  ...contentFields,
  headline: z.string().min(1),
  body: z.string().catch(''),
  type: maybe(z.string()),
  dek: maybe(z.string()),
  site: maybe(z.string()),
  automotive: z.boolean().catch(false),
  image: maybe(imageSchema),
  mobileImage: maybe(imageSchema),
  promoImage: maybe(imageSchema),
  promoHed: maybe(z.string()),
  promoDek: maybe(z.string()),
  titleTag: maybe(z.string()),
  layoutName: maybe(z.string()),
  pageLayout: maybe(z.string()),
  availableOn: listOf(availableOnEntrySchema),
  listicles: listOf(listicleSchema),
  noIndex: z.boolean().catch(false),
  shortcodeTags: listOf(z.string()),
  additionalShortcodeData: maybe(z.record(z.string(), z.unknown())),
  video: maybe(videoSchema),
  suppressAds: z.boolean().catch(false),
  suppressAutoplay: z.boolean().catch(false),
  suppressBio: z.boolean().catch(false),
  wordCount: maybe(z.number()),
  contentPlatform: maybe(contentPlatformSchema),
  mortgage: listOf(mortgageRateSchema),
  wpArticleFields: maybe(z.record(z.string(), z.unknown())),
});

export type Article = z.infer<typeof articleSchema>;

/** `GET /api/neutron/articles/{site}/{slug}/{experience}` */
export const articleResponseSchema = z.object({
  data: z.object({ article: articleSchema }),
});
