/**
 * robots.txt (RFC 9309): one group for every crawler that keeps it out of the non-public paths,
 * then the Sitemap lines. The paths are listed here, once (docs/decisions/030).
 */
import { NEWS_SITEMAP_PATH, SITEMAP_INDEX_PATH } from './sitemapPaths';

/**
 * Paths no crawler should fetch: hidden proof-of-concept pages, the reader's own pages and
 * sign-in, experiments and tools, the API relays, product redirects (affiliate hops) and the
 * RSC form of any page.
 */
export const ROBOTS_DISALLOW: readonly string[] = [
  '/_hidden/',
  '/_error/',
  '/user/',
  '/signin/',
  '/ab-test-summary/',
  '/email/forward/',
  '/newsletter-generator/',
  '/icon-demo/',
  '/neon-demo/',
  '/api/',
  '/apigee/',
  '/products/',
  '/*?_rsc=',
  '/*&_rsc=',
];

export function robotsTxt(siteOrigin: string): string {
  const lines = ['User-agent: *', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteOrigin}${SITEMAP_INDEX_PATH}`, `Sitemap: ${siteOrigin}${NEWS_SITEMAP_PATH}`];
  return `${lines.join('\n')}\n`;
}
