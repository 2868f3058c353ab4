/**
 * Constants named by the product spec (../shared/spec), quoted with the spec's own values.
 * Every use refers to these names.
 */

/** 000 §9 / §2 Caching: article routes carry max-age 86400 s. */
export const ARTICLE_MAX_AGE_SECONDS = 86_400;
/** 000 §9 / §2 Caching: the front door carries max-age 300 s. */
export const FRONT_DOOR_MAX_AGE_SECONDS = 300;
/** 000 §7 / §9: HTTP requests get a 12000 ms timeout if none is set. */
export const REQUEST_TIMEOUT_MS = 12_000;
/** 000 §9: vanity timeout 2000 ms. */
export const VANITY_TIMEOUT_MS = 2_000;
/** 001 §9: decision timeout 5000 ms. */
export const DECISION_TIMEOUT_MS = 5_000;

/** 000 §9: loading bar throttle, duration and height. */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5_000;
export const LOADING_BAR_HEIGHT = '2px';

/** 000 §1 / §9: default brand, alternative brand, default edition and locale. */
export const DEFAULT_BRAND = 'cnet';
export const AUTO_BRAND = 'roadshow';
export const DEFAULT_EDITION = 'us';
export const DEFAULT_LOCALE = 'en';

/** 000 §2 Route middleware / 001 §8: the 404 message. */
export const NOT_FOUND_MESSAGE = 'This page could not be found';
/** 000 §2 / 001 §2: the static error route's message. */
export const STATIC_ERROR_MESSAGE = 'Neutron static error page.';
/** 000 §8: shown when the error page itself fails. */
export const ERROR_PAGE_FAILED_MESSAGE = 'An error occurred while showing the error page';
export const ERROR_PAGE_FAILED_LINK = 'Go back to home';

/** 000 §5: relative dates under 10 days, otherwise a date. */
export const RELATIVE_DATE_LIMIT_DAYS = 10;
/** 000 §9: listing limit 4. */
export const LISTING_LIMIT = 4;
/** Items per page on listing doors (not given by the spec; docs/decisions/004-open-values.md). */
export const LISTING_PAGE_SIZE = 24;
