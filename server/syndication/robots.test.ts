import robotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

const ORIGIN = 'https://www.example.com';
const text = robotsTxt(ORIGIN);
/** robots-parser (an RFC 9309 reader) reads the file as a crawler would. */
const robots = robotsParser(`${ORIGIN}/robots.txt`, text);
const allowed = (path: string) => robots.isAllowed(`${ORIGIN}${path}`, 'AnyBot/1.0');

describe('robotsTxt', () => {
  it('has only lines an RFC 9309 reader knows: one group for every agent, rules, then the sitemaps', () => {
    for (const line of text.split('\n').filter(Boolean))
      expect(line).toMatch(/^(User-agent: \*|Disallow: \/\S*|Sitemap: https:\/\/\S+)$/);
    expect(text.match(/^User-agent:/gm)).toHaveLength(1);
  });

  it('names the sitemap index and the news sitemap by absolute URL', () => {
    expect(robots.getSitemaps()).toEqual([`${ORIGIN}/sitemaps/index.xml`, `${ORIGIN}/sitemaps/news.xml`]);
  });

  it('names every page of a sitemap index that has more than one', () => {
    const paged = robotsParser(`${ORIGIN}/robots.txt`, robotsTxt(ORIGIN, 3));
    expect(paged.getSitemaps()).toEqual([
      `${ORIGIN}/sitemaps/index.xml`,
      `${ORIGIN}/sitemaps/index.xml?page=2`,
      `${ORIGIN}/sitemaps/index.xml?page=3`,
      `${ORIGIN}/sitemaps/news.xml`,
    ]);
  });

  it.each([
    '/_hidden/personal-finance/x/',
    '/user/settings/',
    '/signin/',
    '/signout/',
    '/ab-test-summary/',
    '/apigee/users/me',
    '/products/abc/',
    '/apple-news/a/',
    '/api/editionurlgenerator/',
    '/tech/a/?_rsc=1',
    '/tech/a/?x=1&_rsc=1',
  ])('keeps crawlers out of %s', (path) => {
    expect(allowed(path)).toBe(false);
  });

  it.each([
    '/',
    '/tech/phones/a-phone/',
    '/sitemaps/index.xml',
    '/feed/',
    '/topics/ai/',
    '/reviews/x-review/',
    '/a/img/x',
  ])('lets crawlers read %s', (path) => {
    expect(allowed(path)).toBe(true);
  });
});
