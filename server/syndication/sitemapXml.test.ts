import { describe, expect, it } from 'vitest';
import {
  SITEMAP_ENTRY_MAX_BYTES,
  SITEMAP_PAGE_URLS,
  SITEMAP_PROTOCOL_MAX_BYTES,
} from '../../shared/node/syndication/constants';
import { sitemapEntry, sitemapIndexXml, urlsetXml } from './sitemapXml';

const date = new Date('2025-05-02T03:04:05.678Z');

describe('urlsetXml', () => {
  it('writes loc and a W3C lastmod, escaped, with the extension namespaces declared', () => {
    const xml = urlsetXml([{ loc: 'https://www.example.com/tech/a/?x=1&y=2', lastmod: date }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain(
      '<url><loc>https://www.example.com/tech/a/?x=1&amp;y=2</loc><lastmod>2025-05-02T03:04:05Z</lastmod></url>',
    );
  });

  it('writes news, image and video data in the extensions’ element order', () => {
    const xml = sitemapEntry({
      loc: 'https://www.example.com/news/a/',
      news: {
        publicationName: 'CNET',
        language: 'en',
        publicationDate: date,
        title: 'Cats & dogs',
        keywords: 'Cats, Dogs',
      },
      images: [{ loc: 'https://img.example.com/a.jpg', caption: 'A <cat>' }],
      video: {
        thumbnailLoc: 'https://img.example.com/t.jpg',
        title: 'Video',
        description: '',
        contentLoc: 'https://media.example.com/v.mp4',
        duration: 61.4,
      },
    });
    expect(xml).toMatch(
      /<loc>.*<news:news><news:publication><news:name>CNET<\/news:name><news:language>en<\/news:language><\/news:publication><news:publication_date>2025-05-02T03:04:05Z<\/news:publication_date><news:title>Cats &amp; dogs<\/news:title><news:keywords>Cats, Dogs<\/news:keywords><\/news:news><image:image>/,
    );
    expect(xml).toContain(
      '<image:image><image:loc>https://img.example.com/a.jpg</image:loc><image:caption>A &lt;cat&gt;</image:caption></image:image>',
    );
    // An empty description falls back to the title (the extension requires one); duration is whole seconds.
    expect(xml).toContain(
      '<video:title>Video</video:title><video:description>Video</video:description><video:content_loc>https://media.example.com/v.mp4</video:content_loc><video:duration>61</video:duration>',
    );
  });

  it('leaves extension data out of an entry that would pass the entry byte bound, never the URL', () => {
    const caption = 'x'.repeat(2_000);
    const images = Array.from({ length: 5 }, (_, i) => ({ loc: `https://img.example.com/${i}.jpg`, caption }));
    const xml = sitemapEntry({ loc: 'https://www.example.com/a/', images });
    expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(SITEMAP_ENTRY_MAX_BYTES);
    expect(xml).toContain('<loc>https://www.example.com/a/</loc>');
    expect(xml).not.toContain('image:image');
  });

  it('keeps a full page under the protocol byte limit', () => {
    expect(SITEMAP_PAGE_URLS * SITEMAP_ENTRY_MAX_BYTES + 1_000).toBeLessThan(SITEMAP_PROTOCOL_MAX_BYTES);
  });

  it('refuses more URLs than the protocol allows and drops locs that are too long', () => {
    expect(() => urlsetXml(Array.from({ length: 50_001 }, () => ({ loc: 'https://www.example.com/' })))).toThrow(
      RangeError,
    );
    expect(sitemapEntry({ loc: `https://www.example.com/${'a'.repeat(2_100)}` })).toBe('');
  });
});

describe('sitemapIndexXml', () => {
  it('lists sitemaps with their lastmod', () => {
    const xml = sitemapIndexXml([
      { loc: 'https://www.example.com/sitemaps/tech/2025/05.xml', lastmod: date },
      { loc: 'https://www.example.com/sitemaps/news.xml' },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<sitemap><loc>https://www.example.com/sitemaps/tech/2025/05.xml</loc><lastmod>2025-05-02T03:04:05Z</lastmod></sitemap>',
    );
    expect(xml).toContain('<sitemap><loc>https://www.example.com/sitemaps/news.xml</loc></sitemap>');
  });
});
