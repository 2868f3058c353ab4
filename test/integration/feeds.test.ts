/**
 * RSS 2.0 and Atom feeds as a feed reader finds and reads them: from the <link rel="alternate">
 * of each door in the doors sitemap, parsed with a feed parser (@rowanmanning/feed-parser) and
 * checked the way a feed validator checks (required elements, absolute URLs, RFC 822 dates,
 * unique guids), paged by RFC 5005 links, every item link answering 200.
 */
import { parseFeed } from '@rowanmanning/feed-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../support/neutron';
import { CRAWL_ORIGIN, fetchText, notOk, onSite, pool } from '../support/crawl';
import { useStack } from '../support/stack';
import { xmllint } from '../support/xmllint';

const ORIGIN = CRAWL_ORIGIN;
const stack = useStack({ SITE_ORIGIN: ORIGIN });

const RFC822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

const text = (path: string, headers: Record<string, string> = {}) => fetchText(stack.neutron.url, path, headers);

const all = (xml: string, re: RegExp) => [...xml.matchAll(re)].map((m) => m[1]!);
const alternate = (html: string, type: string) =>
  new RegExp(`<link rel="alternate" type="${type.replace('+', '\\+')}" href="([^"]+)"`).exec(html)?.[1];

/** The checks a feed validator makes on an RSS 2.0 document. */
function validateRss(xml: string, label: string): { guids: string[]; links: string[]; next?: string } {
  expect(xmllint(xml).ok, label).toBe(true);
  const feed = parseFeed(xml);
  expect(feed.meta.type, label).toBe('rss');
  expect(feed.title, label).toBeTruthy();
  expect(feed.description, label).toBeTruthy();
  expect(feed.url, label).toMatch(/^https:\/\/www\.neutron\.test\//);
  expect(feed.self, label).toMatch(/^https:\/\/www\.neutron\.test\/feed\//);
  expect(feed.items.length, label).toBeGreaterThan(0);
  expect(feed.items.length, label).toBeLessThanOrEqual(25);
  for (const date of [
    ...all(xml, /<pubDate>([^<]+)<\/pubDate>/g),
    ...all(xml, /<lastBuildDate>([^<]+)<\/lastBuildDate>/g),
  ])
    expect(date, label).toMatch(RFC822);
  expect(all(xml, /<pubDate>/g).length).toBe(feed.items.length);
  const guids = feed.items.map((item) => item.id ?? '');
  expect(new Set(guids).size, `${label}: guids are unique`).toBe(guids.length);
  for (const item of feed.items) {
    expect(item.title, label).toBeTruthy();
    expect(item.url, label).toMatch(/^https:\/\/www\.neutron\.test\/.+\/$/);
    expect(item.published, label).toBeInstanceOf(Date);
    expect(item.authors.length, label).toBeGreaterThan(0);
    for (const image of item.mediaImages) expect(image.url, label).toMatch(/^https?:\/\//);
    expect(item.description, label).toBeTruthy();
    expect(item.categories.length, label).toBeGreaterThan(0);
  }
  // Each image is also an RSS 2.0 enclosure: url, a numeric length, and the type the image service delivers.
  const enclosures = [...xml.matchAll(/<enclosure url="([^"]+)" length="(\d+)" type="([^"]+)"\/>/g)];
  expect(enclosures.length, label).toBe(all(xml, /<enclosure (url)/g).length);
  expect(enclosures.length, label).toBe(feed.items.filter((item) => item.mediaImages.length > 0).length);
  for (const [, url, , type] of enclosures) {
    const format = new URL(url!.replaceAll('&amp;', '&')).searchParams.get('format');
    expect(type, label).toBe(`image/${format ?? type!.slice('image/'.length)}`);
  }
  const next = /<atom:link rel="next" href="([^"]+)"/.exec(xml)?.[1]?.replaceAll('&amp;', '&');
  return { guids, links: feed.items.map((item) => item.url!), next };
}

describe('feeds', () => {
  const feeds = new Map<string, string>();
  const doors: string[] = [];

  beforeAll(async () => {
    const sitemap = await text('/sitemaps/doors.xml');
    doors.push(...all(sitemap.body, /<loc>([^<]+)<\/loc>/g));
    await pool(doors, 4, async (door) => {
      const page = await text(onSite(door));
      const rss = alternate(page.body, 'application/rss+xml');
      if (!rss) return;
      const feed = await text(onSite(rss));
      expect(feed.status, rss).toBe(200);
      expect(feed.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
      feeds.set(rss, feed.body);
    });
  }, 180_000);

  it('every door in the doors sitemap announces its feed, and the feed is there', () => {
    expect(doors.length).toBeGreaterThan(100);
    expect(feeds.size).toBe(doors.length);
    expect(feeds.has(`${ORIGIN}/feed/`)).toBe(true);
    for (const kind of ['tech', 'topics/', 'tags/', 'collections/', 'profiles/'])
      expect(
        [...feeds.keys()].some((url) => url.startsWith(`${ORIGIN}/feed/${kind}`)),
        kind,
      ).toBe(true);
  });

  it('every feed passes the validator checks, and every item link answers 200', async () => {
    const links = new Set<string>();
    for (const [url, xml] of feeds) for (const link of validateRss(xml, url).links) links.add(link);
    expect(links.size).toBeGreaterThan(500);
    expect(await notOk(stack.neutron.url, [...links])).toEqual([]);
  }, 240_000);

  it('pages beyond the first 25 follow RFC 5005 next links to the last page, without repeating an item', async () => {
    const seen: string[] = [];
    let url: string | undefined = `${ORIGIN}/feed/tech/`;
    let pages = 0;
    let last = '';
    while (url) {
      const res = await text(onSite(url));
      expect(res.status, url).toBe(200);
      const page = validateRss(res.body, url);
      seen.push(...page.guids);
      last = /<atom:link rel="last" href="([^"]+)"/.exec(res.body)![1]!.replaceAll('&amp;', '&');
      if (pages > 0) expect(res.body).toMatch(/<atom:link rel="previous" href="/);
      url = page.next;
      pages += 1;
    }
    expect(pages).toBeGreaterThan(2);
    expect(new Set(seen).size).toBe(seen.length);
    expect(last).toBe(`${ORIGIN}/feed/tech/?page=${pages}`);
    expect((await text(`/feed/tech/?page=${pages + 1}`)).status).toBe(404);
  });

  it('answers Atom 1.0 when asked, with the same items', async () => {
    const page = await text('/topics/ai/');
    const atomUrl = alternate(page.body, 'application/atom+xml')!;
    expect(atomUrl).toBe(`${ORIGIN}/feed/topics/ai/?format=atom`);
    const atom = await text(onSite(atomUrl));
    expect(atom.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(xmllint(atom.body).ok).toBe(true);
    const feed = parseFeed(atom.body);
    expect(feed.meta.type).toBe('atom');
    const rss = parseFeed(feeds.get(`${ORIGIN}/feed/topics/ai/`)!);
    expect(feed.items.map((item) => item.url)).toEqual(rss.items.map((item) => item.url));
    for (const item of feed.items) {
      expect(item.id).toMatch(/^urn:uuid:/);
      expect(item.updated).toBeInstanceOf(Date);
    }
    expect(atom.body).toMatch(
      /<updated>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/updated><author><name>CNET<\/name><\/author>/,
    );
  });

  it('answers 304 to a conditional GET', async () => {
    const first = await get(stack.neutron.url, '/feed/');
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    expect(first.headers.get('last-modified')).toBeTruthy();
    expect((await get(stack.neutron.url, '/feed/', { 'if-none-match': etag })).status).toBe(304);
  });
});

describe('bad feed requests', () => {
  it.each([
    ['/feed/unknown/', 404],
    ['/feed/topics/no-such-topic/', 404],
    ['/feed/profiles/nobody-here/', 404],
    ['/feed/topics/AI%00/', 404],
    ['/feed/tech/?page=-1', 400],
    ['/feed/tech/?page=abc', 400],
    ['/feed/tech/?format=json', 400],
    ['/feed/tech/?page=39', 404],
    ['/feed/tech/?page=999999', 404],
    ['/feed/tech/?page=0', 400],
    ['/feed/tech/?page=99999999999999999999', 400],
    ['/feed/tags/%E2%80%AE/', 404],
    ['/feed/2024/', 404],
  ])('%s → %i', async (path, status) => {
    expect((await text(path)).status).toBe(status);
  });

  it('/feed redirects to /feed/', async () => {
    const res = await get(stack.neutron.url, '/feed');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/feed/');
  });

  it('a broken upstream is a gateway error, never a 500', async () => {
    await stack.upstream.control({ faults: [{ match: '/feeds/', mode: 'nonjson' }] });
    try {
      expect((await text('/feed/tags/laptops/?page=2')).status).toBe(502);
    } finally {
      await stack.upstream.reset();
    }
  });
});
