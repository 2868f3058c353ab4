import { describe, expect, it } from 'vitest';
import { parseSitemapPath, urlSitemapPath } from './sitemapPaths';

const NOW = Date.parse('2025-09-01T00:00:00Z');
const parse = (url: string) => {
  const parsed = new URL(url, 'http://x');
  return parseSitemapPath(parsed.pathname, parsed.searchParams, NOW);
};

describe('parseSitemapPath', () => {
  it.each([
    ['/sitemaps/index.xml', { kind: 'index', page: 1 }],
    ['/sitemaps/index.xml?page=2', { kind: 'index', page: 2 }],
    ['/sitemaps/news.xml', { kind: 'news', page: 1 }],
    ['/sitemaps/doors.xml?page=4', { kind: 'doors', page: 4 }],
    ['/sitemaps/tech/index.xml', { kind: 'section-index', section: 'tech', page: 1 }],
    ['/sitemaps/tech.xml', { kind: 'urls', section: 'tech', date: null, page: 1 }],
    ['/sitemaps/how-to/2024.xml', { kind: 'urls', section: 'how-to', date: { year: 2024 }, page: 1 }],
    [
      '/sitemaps/roadshow/2024/02.xml?page=3',
      { kind: 'urls', section: 'roadshow', date: { year: 2024, month: 2 }, page: 3 },
    ],
    [
      '/sitemaps/news/2024/02/29.xml',
      { kind: 'urls', section: 'news', date: { year: 2024, month: 2, day: 29 }, page: 1 },
    ],
    ['/sitemaps/news/all.xml', { kind: 'urls', section: 'news', date: null, page: 1 }],
    ['/sitemaps/paid-content.xml', { kind: 'urls', section: 'paid-content', date: null, page: 1 }],
    [
      '/sitemaps/paid-content/2024/02.xml',
      { kind: 'urls', section: 'paid-content', date: { year: 2024, month: 2 }, page: 1 },
    ],
  ])('%s names a sitemap', (url, request) => {
    expect(parse(url)).toEqual({ ok: true, request });
  });

  it.each([
    '/sitemaps/unknown.xml',
    '/sitemaps/tech/0.xml',
    '/sitemaps/tech/0000.xml',
    '/sitemaps/tech/99999.xml',
    '/sitemaps/tech/1990.xml',
    '/sitemaps/tech/2026.xml',
    '/sitemaps/tech/2024/13.xml',
    '/sitemaps/tech/2024/00.xml',
    '/sitemaps/tech/2024/2.xml',
    '/sitemaps/tech/2023/02/29.xml',
    '/sitemaps/tech/2024/04/31.xml',
    '/sitemaps/tech/abcd.xml',
    '/sitemaps/tech/2024/ab.xml',
    '/sitemaps/tech/2024/01/01/01.xml',
    '/sitemaps/tech/2024/',
    '/sitemaps/tech/other.xml',
    '/sitemaps/index/2024.xml',
    '/sitemaps/doors/2024.xml',
    '/sitemaps/tech/all.xml',
  ])('%s is 404', (url) => {
    expect(parse(url)).toEqual({ ok: false, status: 404 });
  });

  it.each(['?page=-1', '?page=0', '?page=abc', '?page=1e3', '?page=9999999', '?page=2&page=3', '?page='])(
    'page %s is 400',
    (query) => {
      expect(parse(`/sitemaps/tech/2024/05.xml${query}`)).toEqual({ ok: false, status: 400 });
      expect(parse(`/sitemaps/index.xml${query}`)).toEqual({ ok: false, status: 400 });
    },
  );

  it('writes the paths it reads', () => {
    for (const path of [
      '/sitemaps/news/all.xml',
      '/sitemaps/paid-content.xml?page=2',
      '/sitemaps/tech.xml',
      '/sitemaps/tech/2024.xml',
      '/sitemaps/tech/2024/05.xml',
      '/sitemaps/tech/2024/05/07.xml?page=2',
    ]) {
      const result = parse(path);
      expect(result.ok).toBe(true);
      if (result.ok && result.request.kind === 'urls')
        expect(urlSitemapPath(result.request.section, result.request.date, result.request.page)).toBe(path);
    }
  });
});
