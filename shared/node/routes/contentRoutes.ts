/**
 * Content pages other than articles (spec 000 §2 "Live coverage", "Replay", "Sponsored",
 * "Other content pages"): live coverage, reviews and products, galleries, videos and profiles,
 * with their roadshow equivalents.
 */
import { COMMERCIAL_SECTION, LIVE_TYPES } from './enumerations';
import {
  CONTENT_MAX_AGE_SECONDS,
  LIVE_MAX_AGE_SECONDS,
  PRODUCT_MAX_AGE_SECONDS,
  PROFILE_MAX_AGE_SECONDS,
} from './maxAges';
import type { MetaInput, RouteBuilder } from './routeBuilder';
import { lowercaseUsername } from './routeParams';
import type { RouteDef, RouteKind } from '../../routes/types';

const content = (kind: RouteKind, pageType: string, extra: Partial<MetaInput> = {}): MetaInput => ({
  kind,
  maxAge: CONTENT_MAX_AGE_SECONDS,
  pageType,
  ...extra,
});

const roadshow = { brand: 'roadshow' } as const;

/** A replay of another content route: the same page, canonical at the original address. */
const replayOf = (original: string, pageType: string, extra: Partial<MetaInput> = {}): MetaInput =>
  content('replay', pageType, { canonical_route: original, ...extra });

/** 000 §2 Live coverage: /{type}-live/{slug}/ where type is news or deals. */
export function liveRoutes(r: RouteBuilder): RouteDef[] {
  const live = (pageType: string) => content('live', pageType, { maxAge: LIVE_MAX_AGE_SECONDS });
  return [
    r('article-live', '/{type}-live/{slug}/', live('article-live'), { constraints: { type: LIVE_TYPES } }),
    r('auto-article-live', '/{type}-live/{slug}/', live('auto-article-live'), {
      constraints: { type: LIVE_TYPES },
      linkOnly: true,
    }),
  ];
}

/**
 * Reviews /reviews/{slug}-{type}/ and products /reviews/{slug}/ (a review without a type,
 * 000 §2 selection rules). A product slug with a hyphen reads as a review: the page asks the
 * content API for `{slug}-{type}` as one slug.
 */
export function reviewRoutes(r: RouteBuilder): RouteDef[] {
  return [
    r('review-replay', '/reviews/replay/{slug}-{type}/', replayOf('review', 'review-replay')),
    r('auto-review-replay', '/reviews/replay/{slug}-{type}/', replayOf('auto-review', 'auto-review-replay'), {
      linkOnly: true,
    }),
    r('review', '/reviews/{slug}-{type}/', content('review', 'review')),
    r('product', '/reviews/{slug}/', content('review', 'product', { maxAge: PRODUCT_MAX_AGE_SECONDS })),
    r('auto-review', '/roadshow/reviews/{slug}-{type}/', content('review', 'auto-review', roadshow)),
    r(
      'auto-product',
      '/roadshow/reviews/{slug}/',
      content('review', 'auto-product', { ...roadshow, maxAge: PRODUCT_MAX_AGE_SECONDS }),
    ),
  ];
}

/** Galleries: /pictures/{slug}/{pageNumber}?/ and the roadshow equivalent. */
export function galleryRoutes(r: RouteBuilder): RouteDef[] {
  return [
    r('gallery', '/pictures/{slug}/{pageNumber}?/', content('gallery', 'gallery')),
    r('auto-gallery', '/roadshow/pictures/{slug}/{pageNumber}?/', content('gallery', 'auto-gallery', roadshow)),
  ];
}

/** Videos, shares, replays and sponsored videos; roadshow equivalents under /roadshow/videos/. */
export function videoRoutes(r: RouteBuilder): RouteDef[] {
  return [
    r('video-replay', '/videos/replay/{slug}/', replayOf('video', 'video-replay')),
    r('video-share', '/videos/share/{slug}/', content('video', 'video-share', { canonical_route: 'video' })),
    r('video', '/videos/{slug}/', content('video', 'video')),
    r('auto-video-replay', '/roadshow/videos/replay/{slug}/', replayOf('auto-video', 'auto-video-replay', roadshow)),
    r(
      'auto-video-share',
      '/roadshow/videos/share/{slug}/',
      content('video', 'auto-video-share', { ...roadshow, canonical_route: 'auto-video' }),
    ),
    r('auto-video', '/roadshow/videos/{slug}/', content('video', 'auto-video', roadshow)),
    r(
      'video-sponsored',
      '/paid-content/videos/{slug}/',
      content('video', 'video-sponsored', { section: COMMERCIAL_SECTION }),
    ),
  ];
}

/** 000 §2 "Profiles: /profiles/{username}/ (username lowercased)": an upper-case username redirects. */
export function profileRoutes(r: RouteBuilder): RouteDef[] {
  return [
    r(
      'profiles',
      '/profiles/{username}/',
      content('profile', 'profiles', { maxAge: PROFILE_MAX_AGE_SECONDS, normalize: lowercaseUsername }),
    ),
  ];
}
