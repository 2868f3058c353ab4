import { describe, expect, it } from 'vitest';
import type { SitemapEntry } from '../../shared/node/models/sitemap';
import { entryLastModified, siteUrl, sitemapUrlOf } from './sitemapEntries';

const ctx = { siteOrigin: 'https://www.example.com', imageBase: 'https://images.example.com' };
const entry = (over: Partial<SitemapEntry> = {}): SitemapEntry => ({
  url: '/tech/phones/a-phone/',
  datePublished: { date: '2025-05-01T10:00:00.000Z' },
  dateModified: { date: '2025-05-03T10:00:00.000Z' },
  kind: 'article',
  title: 'A phone',
  images: [],
  keywords: [],
  ...over,
});

describe('sitemapUrlOf', () => {
  it('lists the canonical absolute URL with the later of published and modified as lastmod', () => {
    const url = sitemapUrlOf(ctx, entry());
    expect(url?.loc).toBe('https://www.example.com/tech/phones/a-phone/');
    expect(url?.lastmod?.toISOString()).toBe('2025-05-03T10:00:00.000Z');
    expect(entryLastModified(entry({ dateModified: { date: '2020-01-01T00:00:00Z' } }))?.toISOString()).toBe(
      '2025-05-01T10:00:00.000Z',
    );
  });

  it('never lists a URL off the site', () => {
    expect(sitemapUrlOf(ctx, entry({ url: 'https://evil.example.net/x/' }))).toBeUndefined();
    expect(sitemapUrlOf(ctx, entry({ url: '//evil.example.net/x/' }))).toBeUndefined();
    expect(siteUrl(ctx.siteOrigin, 'https://www.example.com/ok/')).toBe('https://www.example.com/ok/');
  });

  it('gives images as signed resize URLs at the sharing size, and news data only when asked', () => {
    const url = sitemapUrlOf(
      ctx,
      entry({ images: [{ path: '/2025/05/01/abc/a.jpg', alt: 'A phone on a desk' }], keywords: ['Phones', 'Android'] }),
      true,
    );
    expect(url?.images?.[0]?.loc).toMatch(/^https:\/\/images\.example\.com\/resize\/.*a\.jpg\?.*width=1200/);
    expect(url?.images?.[0]?.caption).toBe('A phone on a desk');
    expect(url?.news).toMatchObject({
      publicationName: 'CNET',
      language: 'en',
      title: 'A phone',
      keywords: 'Phones, Android',
    });
    expect(sitemapUrlOf(ctx, entry())?.news).toBeUndefined();
  });
});
