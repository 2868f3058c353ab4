import { describe, expect, it } from 'vitest';
import { gallerySchema } from '../../shared/models/gallery';
import type { JsonLdSite } from './contentJsonLd';
import { AFFILIATE_DISCLOSURE_TEXT, hasBuyButton, needsAffiliateDisclosure } from './galleryDisclosure';
import { galleryPageJsonLd, pictureSize } from './galleryJsonLd';
import {
  GALLERY_PAGE_SIZE,
  galleryPageItems,
  galleryPagePath,
  orderedItems,
  pageCount,
} from '../../shared/node/render/galleryPaging';

const site: JsonLdSite = {
  origin: 'https://www.example.test',
  publisherLogo: 'https://www.example.test/logo.png',
  imageBaseUrl: 'https://img.example.test',
  now: Date.parse('2025-06-01T00:00:00Z'),
};
const image = (n: number, width = 1600, height = 900) => ({
  id: `i${n}`,
  filename: `${n}.jpg`,
  path: `/g/${n}.jpg`,
  dateCreated: { date: '2025-05-01T00:00:00Z' },
  width,
  height,
  caption: `Caption ${n}`,
});

function gallery(count: number, extra: Record<string, unknown> = {}) {
  return gallerySchema.parse({
    id: 'g1',
    slug: 'phones-up-close',
    title: 'Phones Up Close',
    dek: 'Every angle.',
    author: { username: 'jdoe' },
    // Deliberately out of order: pages follow `position`.
    items: Array.from({ length: count }, (_, i) => ({
      id: `p${count - i}`,
      position: count - i,
      title: `Picture ${count - i}`,
      image: image(count - i),
      photoCredit: 'Studio',
    })),
    ...extra,
  });
}

describe('gallery pages (000 §2 /pictures/{slug}/{pageNumber}?/)', () => {
  it('orders pictures by position and splits them into pages', () => {
    const g = gallery(23);
    expect(orderedItems(g).map((item) => item.position)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(pageCount(g)).toBe(Math.ceil(23 / GALLERY_PAGE_SIZE));
    expect(galleryPageItems(g, 1)!.map((item) => item.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(galleryPageItems(g, 3)!.map((item) => item.position)).toEqual([21, 22, 23]);
  });

  it.each([[0], [4], [1.5], [Number.NaN]])('has no page %s', (page) =>
    expect(galleryPageItems(gallery(23), page)).toBeNull(),
  );

  it('has one (empty) page without pictures', () => {
    expect(pageCount(gallery(0))).toBe(1);
    expect(galleryPageItems(gallery(0), 1)).toEqual([]);
  });

  it.each([
    [1, '/pictures/x/'],
    [2, '/pictures/x/2/'],
  ])('page %s is at %s', (page, path) => expect(galleryPagePath('/pictures/x/', page)).toBe(path));
});

describe('gallery affiliate disclosure (001 §2)', () => {
  const product = (resellers: unknown[]) => ({ id: 'p', resellers });
  const buy = '<p>Nice.</p><shortcode type="buybutton" data=\'{"url":"https://a.example"}\'></shortcode>';
  it.each([
    ['its related product has resellers', { relatedProduct: product([{ name: 'A', price: 1 }]) }, true],
    ['its related product has no resellers', { relatedProduct: product([]) }, false],
    ['an item description has a buy-button shortcode', { items: [{ description: buy }] }, true],
    [
      'an item description has another shortcode',
      { items: [{ description: '<shortcode type="commerce" data="{}"></shortcode>' }] },
      false,
    ],
    ["an item's product has resellers", { items: [{ relatedProduct: product([{ name: 'A' }]) }] }, true],
    ['nothing to buy', { items: [{ description: '<p>Just a picture.</p>' }] }, false],
  ])('%s → %s', (_name, extra, expected) => {
    expect(needsAffiliateDisclosure(gallery(0, extra))).toBe(expected);
  });

  it('has a disclosure text', () => expect(AFFILIATE_DISCLOSURE_TEXT.length).toBeGreaterThan(20));
  it('finds buy buttons quoted either way', () =>
    expect(hasBuyButton("<shortcode type='buybutton' data='{}'></shortcode>")).toBe(true));
});

describe('galleryJsonLd (001 §5 ImageGallery)', () => {
  it('lists the pictures of the page with their sizes, authors, publisher and breadcrumbs', () => {
    const g = gallery(12);
    const items = galleryPageItems(g, 2)!;
    const [ld, crumbs] = galleryPageJsonLd(g, items, 'https://www.example.test/pictures/phones-up-close/2/', site);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ImageGallery',
      name: 'Phones Up Close',
      description: 'Every angle.',
      author: [{ '@type': 'Person', name: 'jdoe' }],
      publisher: { logo: { width: 310, height: 310 } },
    });
    const pictures = ld!.image as Array<Record<string, unknown>>;
    expect(pictures).toHaveLength(2);
    expect(pictures[0]).toMatchObject({
      '@type': 'ImageObject',
      width: 1200,
      height: 675,
      caption: 'Caption 11',
      creditText: 'Studio',
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Home' },
        { name: 'Pictures', item: 'https://www.example.test/pictures/' },
        { name: 'Phones Up Close' },
      ],
    });
  });

  it.each([
    [
      { width: 2000, height: 1125 },
      { width: 1200, height: 675 },
    ],
    [
      { width: 1200, height: 900 },
      { width: 1200, height: 900 },
    ],
    [{}, { width: 1200, height: 900 }],
    [
      { width: 0, height: 10 },
      { width: 1200, height: 900 },
    ],
  ])('picture %j is shown at %j', (size, expected) => expect(pictureSize({ image: { ...size } })).toEqual(expected));
});
