/**
 * Route-meta max-ages in seconds (spec 000 §2 "Caching"). The spec gives articles 86400 and the
 * front door 300; every other value is ours (docs/decisions/006-route-table.md).
 */
import { ARTICLE_MAX_AGE_SECONDS, FRONT_DOOR_MAX_AGE_SECONDS } from '../../constants';

/** Listing doors (sections, topics, tags, collections, /features/...): as fresh as the front door. */
export const LISTING_MAX_AGE_SECONDS = FRONT_DOOR_MAX_AGE_SECONDS;
/** Reviews, galleries and videos change as rarely as articles. */
export const CONTENT_MAX_AGE_SECONDS = ARTICLE_MAX_AGE_SECONDS;
/** Product pages show prices. */
export const PRODUCT_MAX_AGE_SECONDS = 3_600;
/** Live coverage: the page is the starting point; new items arrive over the socket. */
export const LIVE_MAX_AGE_SECONDS = 60;
/** Author profiles: a bio and a list of recent stories. */
export const PROFILE_MAX_AGE_SECONDS = FRONT_DOOR_MAX_AGE_SECONDS;
/** Fixed site pages (shopping, awards, newsletters, landing pages, HTML sitemaps...). */
export const UTILITY_MAX_AGE_SECONDS = 3_600;
/** Pages about the visitor or for editors (settings, email forward, privacy choices, A/B summary, demos, hidden pages). */
export const UNCACHED_MAX_AGE_SECONDS = 0;
