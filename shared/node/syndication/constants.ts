/**
 * Limits and names of the machine endpoints (sitemaps, feeds, robots.txt). The protocol limits
 * are sitemaps.org's; the rest are our choices, recorded in
 * docs/decisions/030-sitemaps-and-feeds.md. One place to change each.
 */
import { SITE_NAME } from '../../render/head';

/** sitemaps.org: a sitemap lists at most 50,000 URLs and an index at most 50,000 sitemaps. */
export const SITEMAP_PROTOCOL_MAX_URLS = 50_000;
/** sitemaps.org: at most 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_PROTOCOL_MAX_BYTES = 52_428_800;
/** URLs per page of one of our URL sitemaps: a fifth of the protocol's limit (see MAX_ENTRY_BYTES). */
export const SITEMAP_PAGE_URLS = 10_000;
/** Sitemaps per page of an index: the protocol's limit; past it the index continues at `?page=2` (listed in robots.txt). */
export const SITEMAP_INDEX_PAGE_SITEMAPS = SITEMAP_PROTOCOL_MAX_URLS;
/**
 * An entry is written in at most this many bytes (extension data past it is dropped), so a full
 * page stays under the protocol's byte limit: 10,000 × 5,000 + the envelope < 52,428,800.
 */
export const SITEMAP_ENTRY_MAX_BYTES = 5_000;
/** Entries asked of the Sitemaps call at once while filling a page. */
export const SITEMAP_FETCH_LIMIT = 2_000;
/** Images listed per URL (Google's image extension allows 1,000; a page shows one lead image). */
export const SITEMAP_IMAGES_PER_URL = 5;
/** The news sitemap lists articles published in the last 48 hours (Google News). */
export const NEWS_SITEMAP_WINDOW_MS = 48 * 3_600_000;
/** Google News: at most 1,000 URLs in a news sitemap. */
export const NEWS_SITEMAP_MAX_URLS = 1_000;
/** Content kinds a news sitemap lists: written stories, not galleries or videos. */
export const NEWS_KINDS: readonly string[] = ['article', 'review', 'live'];
/** news:publication — the name as it appears on the site, and the ISO 639 language (000 §3: locale en). */
export const NEWS_PUBLICATION = { name: SITE_NAME, language: 'en' } as const;
/** The oldest year a by-date sitemap answers for (the site's archive starts after it). */
export const SITEMAP_MIN_YEAR = 1994;
/** Slug of the Sitemaps call that covers every section (news sitemap), and of the doors list. */
export const SITEMAP_ALL_SLUG = 'all';
export const SITEMAP_DOORS_SLUG = 'doors';

/** Feeds call defaults (000 §7): offset 0, limit 25. */
export const FEED_PAGE_SIZE = 25;
/** The last page a feed answers (RFC 5005 paging stops there; older content is in the sitemaps). */
export const FEED_MAX_PAGES = 40;

/**
 * Cache-Control max-age (seconds) of each kind of machine answer (public: they are the same for
 * every reader). Crawlers revisit by ETag/Last-Modified, so these bound staleness, not load.
 */
export const SITEMAP_MAX_AGE = {
  /** Sitemap index and section indexes: a new month appears at most once a month, lastmods move with edits. */
  index: 3_600,
  /** News sitemap: Google News reads it every few minutes. */
  news: 300,
  /** A sitemap that contains the current month or day: new URLs arrive all day. */
  current: 900,
  /** A sitemap of a past year/month/day: only corrections change it. */
  past: 86_400,
  /** Doors (sections, topics, tags, collections, authors). */
  doors: 3_600,
  /** Feeds: the front door's 300 s (000 §2 Caching). */
  feed: 300,
  /** robots.txt */
  robots: 86_400,
} as const;
