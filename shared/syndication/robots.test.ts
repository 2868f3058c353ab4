import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

/** A small RFC 9309 reader: the groups' rules for `*` and the Sitemap lines. */
function parseRobots(text: string) {
  const rules: { allow: boolean; path: string }[] = [];
  const sitemaps: string[] = [];
  let inStarGroup = false;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const colon = line.indexOf(':');
    expect(colon, `line without a colon: ${raw}`).toBeGreaterThan(0);
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') inStarGroup = value === '*';
    else if (key === 'sitemap') sitemaps.push(value);
    else if ((key === 'allow' || key === 'disallow') && inStarGroup) rules.push({ allow: key === 'allow', path: value });
    else expect.fail(`unknown robots.txt key ${key}`);
  }
  return { rules, sitemaps };
}

function matches(pattern: string, path: string): boolean {
  const regex = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`);
  return regex.test(path);
}

const allowed = (text: string, path: string) => !parseRobots(text).rules.some((rule) => !rule.allow && matches(rule.path, path));

describe('robotsTxt', () => {
  const text = robotsTxt('https://www.example.com');

  it('names the sitemap index and the news sitemap by absolute URL', () => {
    expect(parseRobots(text).sitemaps).toEqual(['https://www.example.com/sitemaps/index.xml', 'https://www.example.com/sitemaps/news.xml']);
  });

  it.each(['/_hidden/personal-finance/x/', '/user/settings/', '/signin/', '/ab-test-summary/', '/apigee/users/me', '/products/abc/', '/tech/a/?_rsc=1'])('keeps crawlers out of %s', (path) => {
    expect(allowed(text, path)).toBe(false);
  });

  it.each(['/', '/tech/phones/a-phone/', '/sitemaps/index.xml', '/feed/', '/topics/ai/', '/reviews/x-review/'])('lets crawlers read %s', (path) => {
    expect(allowed(text, path)).toBe(true);
  });
});
