/**
 * The splitter of the XML sitemaps, with page sizes small enough to see: a URL sitemap past its
 * page size continues at ?page=2..., an index past its size too, every URL is on exactly one
 * page, the index lists every page, robots.txt names every index page, and each page validates
 * against the sitemaps.org schemas. (The protocol sizes are 10,000 URLs and 50,000 sitemaps.)
 */
import { describe, expect, it } from 'vitest';
import type { SitemapEntry, SitemapIndex, SitemapPage } from '../../shared/node/models/sitemap';
import { robotsTxt } from './robots';
import { SCHEMAS, xmllint } from '../../test/support/xmllint';
import type { ContentApi } from '../content/api';
import { createSitemaps, SITEMAP_LIMITS, type SitemapLimits } from './sitemaps';

const ORIGIN = 'https://www.example.com';
const LIMITS: SitemapLimits = { pageUrls: 3, indexSitemaps: 4 };
const date = (day: number) => ({ date: `2024-05-${String(day).padStart(2, '0')}T10:00:00Z` });

const techMay: SitemapEntry[] = Array.from({ length: 7 }, (_, i) => ({
  url: `/tech/story-${i}/`,
  datePublished: date(28 - i),
  kind: 'article',
  images: [],
  keywords: [],
}));
const doors: SitemapEntry[] = Array.from({ length: 5 }, (_, i) => ({
  url: `/topics/topic-${i}/`,
  datePublished: date(1),
  kind: 'door',
  images: [],
  keywords: [],
}));

/** The call answers handed out, by call: like the content cache, the same object until it "refetches" (cleared). */
const answered = new Map<string, SitemapPage>();

/** The two Sitemaps calls, over the two lists above; every other section is empty. */
const content = {
  async getSitemapIndex(_site: string, slug: string): Promise<SitemapIndex> {
    if (slug === 'doors') return { slug, total: doors.length, months: [] };
    if (slug !== 'tech') return { slug, total: 0, months: [] };
    return {
      slug,
      total: techMay.length,
      lastModified: date(28),
      months: [{ year: 2024, month: 5, count: techMay.length, lastModified: date(28) }],
    };
  },
  async getSitemapPage(_site: string, slug: string, query: { limit: number; offset: number }): Promise<SitemapPage> {
    const key = `${slug} ${query.limit} ${query.offset}`;
    const list = slug === 'doors' ? doors : slug === 'tech' ? techMay : [];
    const page = answered.get(key) ?? {
      items: list.slice(query.offset, query.offset + query.limit),
      paging: { limit: query.limit, offset: query.offset, total: list.length },
    };
    answered.set(key, page);
    return page;
  },
} as unknown as ContentApi;

const sitemaps = createSitemaps({
  content,
  siteOrigin: ORIGIN,
  imageBase: 'https://images.example.com',
  now: () => Date.parse('2025-01-01T00:00:00Z'),
  limits: LIMITS,
});
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

async function body(request: Parameters<typeof sitemaps.answer>[0]): Promise<string | undefined> {
  return (await sitemaps.answer(request))?.body;
}

describe('sitemap splitting', () => {
  it('continues a URL sitemap past its page size, every URL on exactly one page, and 404s past the last page', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) {
      const xml = (await body({ kind: 'urls', section: 'tech', date: { year: 2024, month: 5 }, page }))!;
      const result = xmllint(xml, SCHEMAS.urlset);
      expect(result.ok, result.output).toBe(true);
      pages.push(locs(xml));
    }
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pages.flat().sort()).toEqual(techMay.map((entry) => `${ORIGIN}${entry.url}`).sort());
    expect(await body({ kind: 'urls', section: 'tech', date: { year: 2024, month: 5 }, page: 4 })).toBeUndefined();
  });

  it('pages the doors sitemap the same way', async () => {
    expect(locs((await body({ kind: 'doors', page: 1 }))!)).toHaveLength(3);
    expect(locs((await body({ kind: 'doors', page: 2 }))!)).toEqual([
      `${ORIGIN}/topics/topic-3/`,
      `${ORIGIN}/topics/topic-4/`,
    ]);
    expect(await body({ kind: 'doors', page: 3 })).toBeUndefined();
  });

  it('lists every page of every sitemap in the index, which continues past its own size', async () => {
    const first = (await body({ kind: 'index', page: 1 }))!;
    const second = (await body({ kind: 'index', page: 2 }))!;
    for (const xml of [first, second]) {
      const result = xmllint(xml, SCHEMAS.sitemapIndex);
      expect(result.ok, result.output).toBe(true);
    }
    expect(locs(first)).toEqual([
      `${ORIGIN}/sitemaps/news.xml`,
      `${ORIGIN}/sitemaps/doors.xml`,
      `${ORIGIN}/sitemaps/doors.xml?page=2`,
      `${ORIGIN}/sitemaps/tech/2024/05.xml`,
    ]);
    expect(locs(second)).toEqual([
      `${ORIGIN}/sitemaps/tech/2024/05.xml?page=2`,
      `${ORIGIN}/sitemaps/tech/2024/05.xml?page=3`,
    ]);
    expect(await body({ kind: 'index', page: 3 })).toBeUndefined();
    expect(locs((await body({ kind: 'section-index', section: 'tech', page: 1 }))!)).toHaveLength(3);
  });

  it('robots.txt names every page of the index', async () => {
    const pages = await sitemaps.indexPages();
    expect(pages).toBe(2);
    const lines = robotsTxt(ORIGIN, pages)
      .split('\n')
      .filter((line) => line.startsWith('Sitemap: '));
    expect(lines).toEqual([
      `Sitemap: ${ORIGIN}/sitemaps/index.xml`,
      `Sitemap: ${ORIGIN}/sitemaps/index.xml?page=2`,
      `Sitemap: ${ORIGIN}/sitemaps/news.xml`,
    ]);
  });

  it('hands out the same answer (and so the same ETag and compressed bodies) while the calls answer the same objects', async () => {
    const request = { kind: 'urls', section: 'tech', date: { year: 2024, month: 5 }, page: 2 } as const;
    const first = await sitemaps.answer(request);
    expect(await sitemaps.answer(request)).toBe(first);
    answered.clear();
    const rebuilt = await sitemaps.answer(request);
    expect(rebuilt).not.toBe(first);
    expect(rebuilt!.body).toBe(first!.body);
  });

  it('the protocol-sized splitter keeps each page within 50,000 URLs and each index page within 50,000 sitemaps', () => {
    expect(SITEMAP_LIMITS.pageUrls).toBeLessThanOrEqual(50_000);
    expect(SITEMAP_LIMITS.indexSitemaps).toBeLessThanOrEqual(50_000);
  });
});
