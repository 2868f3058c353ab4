/**
 * Seamless scrolling constants (spec 001 §3, §5, §7, §9), quoted with the spec's own values.
 * Values the spec leaves open are marked "our choice" and explained in
 * docs/decisions/022-seamless.md.
 */

/** 001 §9: "seamless listing limit 3 (listing limit elsewhere 4)". */
export const SEAMLESS_LISTING_LIMIT = 3;

/** 001 §7: the seamless call's fixed query values (componentName seamless, componentType Seamless). */
export const SEAMLESS_COMPONENT_NAME = 'seamless';
export const SEAMLESS_COMPONENT_TYPE = 'Seamless';
/** 001 §7 names componentDisplayName and recommendationContentType without values: our choice. */
export const SEAMLESS_COMPONENT_DISPLAY_NAME = 'Seamless';
export const SEAMLESS_RECOMMENDATION_CONTENT_TYPE = 'content_article';

/** 001 §3 "Seamless listing item": type (article), source (curated). */
export const SEAMLESS_DEFAULT_TYPE = 'article';

/** 001 §9: "Intersection observers: request rootMargin 50% 0px ..., enter -20% 0px, single-intersection." */
export const SEAMLESS_REQUEST_ROOT_MARGIN = '50% 0px';
export const SEAMLESS_ENTER_ROOT_MARGIN = '-20% 0px';

/** 001 §5: a listing request without slug or content id is not sent; the warning is our wording. */
export const SEAMLESS_MISSING_ID_WARNING = 'Seamless listing request needs a slug or content id; not sent.';

/**
 * Our choice: the same-origin listing proxy the browser asks (the content API needs the api
 * key, which never reaches the browser): `GET /api/seamless/{site}?slug=&contentId=&collectionId=`.
 */
export const SEAMLESS_LISTING_PATH = '/api/seamless';

/**
 * Our choice: the request header that turns an RSC request for an article's URL into a seamless
 * render (only the article, no document): `<position>` or `<position>;<source>`.
 */
export const SEAMLESS_HEADER = 'x-neutron-seamless';

/**
 * Our choice: the event the island dispatches on `window` when a seamless article becomes the
 * article in view (detail: SeamlessViewDetail). The tracking island can record its page view
 * from it (`first` is true the first time that article comes into view).
 */
export const SEAMLESS_VIEW_EVENT = 'neutron:seamless-view';

export interface SeamlessViewDetail {
  /** Root-relative URL of the article now in view. */
  url: string;
  title: string;
  /** 0 for the article the reader opened, 1.. for the seamless ones. */
  position: number;
  contentId: string;
  first: boolean;
}
