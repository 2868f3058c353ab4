/**
 * robots.txt (RFC 9309): one group for every crawler that keeps it out of the non-public paths,
 * then the Sitemap lines. The paths are listed here, once (docs/decisions/030).
 */
import { NEWS_SITEMAP_PATH, pagedPath, SITEMAP_INDEX_PATH } from './sitemapPaths';

/**
 * Paths no crawler should fetch: hidden proof-of-concept pages, the reader's own pages and
 * sign-in, experiments and tools, the API relays, product redirects (affiliate hops), the Apple
 * News documents (the articles again, as JSON, for Apple's own reader) and the RSC form of any page.
 */
export const ROBOTS_DISALLOW: readonly string[] = [
  '/_hidden/',
  '/_error/',
  '/user/',
  '/signin/',
  '/signout/',
  '/ab-test-summary/',
  '/email/forward/',
  '/newsletter-generator/',
  '/icon-demo/',
  '/neon-demo/',
  '/api/',
  '/apigee/',
  '/products/',
  '/go/',
  '/health-privacy/',
  '/apple-news/',
  '/*?_rsc=',
  '/*&_rsc=',
];

/** `indexPages`: how many pages the sitemap index has (a page lists at most 50,000 sitemaps); each is named. */
export function robotsTxt(siteOrigin: string, indexPages = 1): string {
  const indexes = Array.from(
    { length: Math.max(1, indexPages) },
    (_, i) => `Sitemap: ${siteOrigin}${pagedPath(SITEMAP_INDEX_PATH, i + 1)}`,
  );
  const lines = [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    ...indexes,
    `Sitemap: ${siteOrigin}${NEWS_SITEMAP_PATH}`,
  ];
  return `${lines.join('\n')}\n`;
}
