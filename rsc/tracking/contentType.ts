/**
 * The content-type map of spec 001 §2: "content_article; content_collection (collection);
 * content_feature (feature); content_gallery (gallery, auto-gallery); content_product and
 * content_product_series (product, auto-product); content_updating_story (article-live);
 * content_video (video variants); content_review (review variants, review-replay)".
 * Keyed by the route's base name; a route the map does not name falls back on the kind of its
 * primary data, and article-like content defaults to content_article.
 */

export const CONTENT_TYPES = {
  article: 'content_article',
  collection: 'content_collection',
  feature: 'content_feature',
  gallery: 'content_gallery',
  product: 'content_product',
  productSeries: 'content_product_series',
  updatingStory: 'content_updating_story',
  video: 'content_video',
  review: 'content_review',
} as const;
export type ContentType = (typeof CONTENT_TYPES)[keyof typeof CONTENT_TYPES];

/** The route names the spec lists, each with its content type. */
const BY_ROUTE: Readonly<Record<string, ContentType>> = {
  collection: CONTENT_TYPES.collection,
  feature: CONTENT_TYPES.feature,
  gallery: CONTENT_TYPES.gallery,
  'auto-gallery': CONTENT_TYPES.gallery,
  product: CONTENT_TYPES.product,
  'auto-product': CONTENT_TYPES.product,
  'article-live': CONTENT_TYPES.updatingStory,
  'auto-article-live': CONTENT_TYPES.updatingStory,
  review: CONTENT_TYPES.review,
  'auto-review': CONTENT_TYPES.review,
  'review-replay': CONTENT_TYPES.review,
  'auto-review-replay': CONTENT_TYPES.review,
};

/** Kinds of primary data whose content type does not depend on the route. */
const BY_KIND: Readonly<Record<string, ContentType>> = {
  article: CONTENT_TYPES.article,
  live: CONTENT_TYPES.updatingStory,
  gallery: CONTENT_TYPES.gallery,
  video: CONTENT_TYPES.video,
  review: CONTENT_TYPES.review,
};

/** "video variants": video, video-replay, video-share, video-sponsored and the auto- forms. */
function isVideoRoute(routeName: string): boolean {
  return /^(auto-)?video(-|$)/.test(routeName);
}

export interface ContentTypeInput {
  /** Route base name (without the locale suffix), or null for the 404 page. */
  routeName: string | null;
  /** Kind of the page's primary data (replays give their original's kind). */
  kind: string;
  /** A product page whose product is a series (its seoUrl slugType is 'series'). */
  productSeries?: boolean;
}

export function contentTypeOf({ routeName, kind, productSeries }: ContentTypeInput): ContentType | undefined {
  if (routeName !== null) {
    const byRoute = BY_ROUTE[routeName];
    if (byRoute === CONTENT_TYPES.product && productSeries === true) return CONTENT_TYPES.productSeries;
    if (byRoute) return byRoute;
    if (isVideoRoute(routeName)) return CONTENT_TYPES.video;
  }
  return BY_KIND[kind];
}
