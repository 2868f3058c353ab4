/**
 * A review's content type (spec 001 §3 "Review"): resolved from type, then the seo route, then
 * the metadata seo route, then reviewType, then revType; the first present value wins and is
 * placed in the preview or review group.
 */
import type { ReviewGroup } from '../models/review';
import { reviewGroup } from '../models/review';

export interface ReviewTypeSources {
  type?: string;
  seoRoute?: string;
  metaDataSeoRoute?: string;
  reviewType?: string;
  revType?: string;
}

export const REVIEW_TYPE_ORDER = ['type', 'seoRoute', 'metaDataSeoRoute', 'reviewType', 'revType'] as const;

export function resolveReviewType(sources: ReviewTypeSources): string | undefined {
  for (const key of REVIEW_TYPE_ORDER) {
    const value = sources[key]?.trim();
    if (value) return value;
  }
  return undefined;
}

export function resolveReviewGroup(sources: ReviewTypeSources): ReviewGroup | undefined {
  return reviewGroup(resolveReviewType(sources));
}
