import type { CachePolicy } from './cache';

/**
 * How long each content API answer is kept in the in-process cache. The reasoning is in
 * docs/decisions/003-content-cache-ttls.md; change the numbers there and here together.
 */
export const CONTENT_CACHE_POLICIES = {
  /** An article changes rarely once published, but corrections must show within about a minute. */
  article: { ttlMs: 60_000, staleMs: 600_000, negativeTtlMs: 10_000 },
  /** Composer pages (front door, hubs) carry breaking news: same minute, same outage cover. */
  page: { ttlMs: 60_000, staleMs: 600_000, negativeTtlMs: 10_000 },
  /** Listing pages (topic, section, tag, author, collection) follow new publications. */
  listing: { ttlMs: 60_000, staleMs: 300_000, negativeTtlMs: 10_000 },
  /** Header and footer navigation: on every page, edited a few times a year; renewed ahead (decision 108). */
  navigation: { ttlMs: 300_000, staleMs: 3_600_000, negativeTtlMs: 10_000, refreshAheadMs: 60_000 },
  /** Next-article recommendations below an article: secondary, never worth a wait. */
  seamless: { ttlMs: 60_000, staleMs: 300_000, negativeTtlMs: 10_000 },
  /** Author profiles and bylines (profile pages): edited rarely. */
  authors: { ttlMs: 300_000, staleMs: 3_600_000, negativeTtlMs: 10_000 },
  /** Captions change rarely; a missing file is remembered for a minute. */
  captions: { ttlMs: 3_600_000, staleMs: 86_400_000, negativeTtlMs: 60_000 },
  /** Sitemap pages and indexes (crawlers, not readers): five minutes, an hour of outage cover. */
  sitemap: { ttlMs: 300_000, staleMs: 3_600_000, negativeTtlMs: 60_000 },
  /** Feeds follow new publications like listings do. */
  feed: { ttlMs: 60_000, staleMs: 600_000, negativeTtlMs: 10_000 },
  /** Tech products (prices) behind product redirects and product cards. */
  products: { ttlMs: 300_000, staleMs: 3_600_000, negativeTtlMs: 60_000 },
  /** Commerce shortcode offers in article bodies (prices move, but not by the minute). */
  shortcodes: { ttlMs: 300_000, staleMs: 3_600_000, negativeTtlMs: 60_000 },
  /** Canonical URLs of content by type and slug: they change only when a slug moves. */
  urlGenerator: { ttlMs: 3_600_000, staleMs: 86_400_000, negativeTtlMs: 60_000 },
} as const satisfies Record<string, CachePolicy>;

export type ContentEndpoint = keyof typeof CONTENT_CACHE_POLICIES;
