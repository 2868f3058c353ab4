import { z } from 'zod';
import { contentFields } from './content';
import { contentPlatformSchema } from './contentPlatform';
import { idSchema } from './id';
import { imageSchema } from './image';
import { listOf, maybe } from './lenient';
import { relatedProductSchema } from './product';

/** Spec 001 §5: review rating scale is 0 to 10. */
export const REVIEW_RATING_MAX = 10;

/** Spec 001 §3 review-type groups. */
export const PREVIEW_REVIEW_TYPES = ['preview', 'First Take', 'firsttake'] as const;
export const FULL_REVIEW_TYPES = ['review', 'In Depth', 'indepth'] as const;

export const subRatingSchema = z.object({
  id: maybe(idSchema),
  name: z.string().min(1),
  rating: z.number().min(0).max(REVIEW_RATING_MAX),
});

/**
 * A review (spec 001 §3 "Review"). `type` is the product type that also ends the review URL
 * (`/reviews/{slug}-{type}/`), `reviewType` the review group. A rating outside 0–10 reads as
 * no rating.
 */
export const reviewSchema = z.object({
  ...contentFields,
  title: z.string().min(1),
  body: z.string().catch(''),
  dek: maybe(z.string()),
  type: maybe(z.string()),
  reviewType: maybe(z.string()),
  rating: maybe(z.number().min(0).max(REVIEW_RATING_MAX)),
  starRating: maybe(z.number()),
  subRatings: listOf(subRatingSchema),
  good: maybe(z.string()),
  bad: maybe(z.string()),
  bottomLine: maybe(z.string()),
  editorsChoice: z.boolean().catch(false),
  editorsChoiceDate: maybe(z.string()),
  preferredProductName: maybe(z.string()),
  targetSlug: maybe(z.string()),
  image: maybe(imageSchema),
  promoImage: maybe(imageSchema),
  promoTitle: maybe(z.string()),
  promoHed: maybe(z.string()),
  promoDek: maybe(z.string()),
  suppressAds: z.boolean().catch(false),
  additionalShortcodeData: maybe(z.record(z.string(), z.unknown())),
  relatedProduct: maybe(relatedProductSchema),
  contentPlatform: maybe(contentPlatformSchema),
});

export type Review = z.infer<typeof reviewSchema>;

export type ReviewGroup = 'preview' | 'review';

/** Which review group a review type belongs to, if any. */
export function reviewGroup(reviewType: string | undefined): ReviewGroup | undefined {
  if (reviewType === undefined) return undefined;
  if ((PREVIEW_REVIEW_TYPES as readonly string[]).includes(reviewType)) return 'preview';
  if ((FULL_REVIEW_TYPES as readonly string[]).includes(reviewType)) return 'review';
  return undefined;
}
