/**
 * Values the spec leaves open for composer doors, profiles, landing pages, hidden pages, HTML
 * sitemaps and demo pages (docs/decisions/011-doors-and-profiles.md). One place to change each.
 */

/** Cards per page of a composer door (/features/, /pictures/, /reviews/, /videos/, /feature/{slug}/). */
export const PAGE_DOOR_PAGE_SIZE = 12;
/** A profile lists the author's latest content, from the listing call of type author. */
export const PROFILE_ARTICLE_LIMIT = 24;
/** Links per HTML sitemap page. */
export const SITEMAP_PAGE_SIZE = 100;
/** Ranked entries on a landing page and on a hidden proof-of-concept page. */
export const LANDING_ITEM_LIMIT = 10;
/** The listing topic the VPN paid-search landings rank. */
export const VPN_TOPIC = 'vpn';
/** Real content cards shown on the component demo page. */
export const DEMO_ITEM_LIMIT = 3;
/** The sections the HTML sitemap index lists, by the name the listing call answers to. */
export const SITEMAP_SECTIONS = [
  'tech',
  'home',
  'personal-finance',
  'health',
  'culture',
  'science',
  'news',
  'deals',
  'how-to',
  'roadshow',
] as const;
/** Sponsored content (000 §2 /paid-content/…) by its URL name: indexable, so in the XML sitemaps (decision 111), not an HTML sitemap section. */
export const SPONSORED_SITEMAP_SECTION = 'paid-content';
/** The sections of the XML sitemaps: the HTML sitemap's and sponsored content. */
export const XML_SITEMAP_SECTIONS = [...SITEMAP_SECTIONS, SPONSORED_SITEMAP_SECTION] as const;
