import { describe, expect, it } from 'vitest';
import { reviewSchema } from '../../shared/models/review';
import type { JsonLdSite } from './contentJsonLd';
import { offeredResellers, reviewJsonLd, reviewPageJsonLd, reviewPoints } from './reviewJsonLd';

const site: JsonLdSite = {
  origin: 'https://www.example.test',
  publisherLogo: 'https://www.example.test/static/logo.png',
  imageBaseUrl: 'https://img.example.test',
  now: Date.parse('2025-06-01T00:00:00Z'),
};
const canonical = 'https://www.example.test/reviews/halo-8-review-phone/';
const image = { id: 'i1', filename: 'h.jpg', path: '/2025/h.jpg', dateCreated: { date: '2025-05-01T00:00:00Z' } };

function review(extra: Record<string, unknown> = {}) {
  return reviewSchema.parse({
    id: 'r1',
    slug: 'halo-8-review',
    title: 'Halo 8 Review: Almost Perfect',
    type: 'phone',
    rating: 8.7,
    good: 'Bright screen~Long battery',
    bad: 'Pricey',
    bottomLine: 'Easy to recommend.',
    preferredProductName: 'Halo 8',
    datePublished: { date: '2025-05-01T00:00:00Z' },
    image,
    author: { username: 'jdoe', firstName: 'Jo', lastName: 'Doe', image },
    relatedProduct: {
      id: 'p1',
      manufacturer: { name: 'Halo' },
      resellers: [
        { name: 'Shop B', price: 899.99, url: 'https://b.example/x' },
        { name: 'Shop A', price: 849, url: 'https://a.example/x' },
        { name: 'No price', url: 'https://c.example/x' },
        { name: 'Bad price', price: -1, url: 'https://d.example/x' },
      ],
    },
    ...extra,
  });
}

describe('reviewJsonLd (001 §5)', () => {
  it('is a Review with a 0–10 rating, Person authors with seo_image_square and the 310 × 310 logo', () => {
    const ld = reviewJsonLd(review(), canonical, site)!;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Review',
      name: 'Halo 8 Review: Almost Perfect',
      url: canonical,
      reviewRating: { '@type': 'Rating', ratingValue: 8.7, bestRating: 10, worstRating: 0 },
      author: [
        {
          '@type': 'Person',
          name: 'Jo Doe',
          url: 'https://www.example.test/profiles/jdoe/',
          image: { width: 1200, height: 1200 },
        },
      ],
      publisher: { '@type': 'Organization', logo: { url: site.publisherLogo, width: 310, height: 310 } },
      reviewBody: 'Easy to recommend.',
      datePublished: '2025-05-01T00:00:00.000Z',
    });
    expect((ld.author as Array<{ image: { url: string } }>)[0]!.image.url).toContain('width=1200');
  });

  it('reviews a Product whose offers are in USD, cheapest first, without unpriced resellers', () => {
    const ld = reviewJsonLd(review(), canonical, site)!;
    expect(ld.itemReviewed).toMatchObject({
      '@type': 'Product',
      name: 'Halo 8',
      brand: { '@type': 'Brand', name: 'Halo' },
      offers: { '@type': 'AggregateOffer', priceCurrency: 'USD', lowPrice: 849, highPrice: 899.99, offerCount: 2 },
    });
    const offers = (
      ld.itemReviewed as { offers: { offers: Array<{ priceCurrency: string; seller: { name: string } }> } }
    ).offers.offers;
    expect(offers.map((o) => o.seller.name)).toEqual(['Shop A', 'Shop B']);
    expect(offers.every((o) => o.priceCurrency === 'USD')).toBe(true);
  });

  it('links offers as the page does', () => {
    const ld = reviewJsonLd(review(), canonical, site, (href) => `${href}?tag=t`)!;
    expect(JSON.stringify(ld.itemReviewed)).toContain('https://a.example/x?tag=t');
  });

  it.each([
    ['no rating', {}],
    ['a rating above the scale (read as none)', { rating: 11 }],
    ['a negative rating (read as none)', { rating: -1 }],
  ])('is left out for %s, keeping the BreadcrumbList', (_name, extra) => {
    const r = review({ rating: undefined, ...extra });
    expect(reviewJsonLd(r, canonical, site)).toBeNull();
    const page = reviewPageJsonLd(r, canonical, site);
    expect(page.map((node) => node['@type'])).toEqual(['BreadcrumbList']);
  });

  it('adds a BreadcrumbList ending at the review', () => {
    const [, crumbs] = reviewPageJsonLd(review(), canonical, site);
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://www.example.test/' },
        { position: 2, name: 'Reviews', item: 'https://www.example.test/reviews/' },
        { position: 3, name: 'Halo 8 Review: Almost Perfect', item: canonical },
      ],
    });
  });

  it('puts automotive reviews under the roadshow reviews door', () => {
    const [, crumbs] = reviewPageJsonLd(review({ section: 'cars' }), canonical, site);
    expect((crumbs!.itemListElement as Array<{ item: string }>).map((c) => c.item)).toContain(
      'https://www.example.test/roadshow/reviews/',
    );
  });

  it('leaves out an author image that is not a valid image (001 §5)', () => {
    const ld = reviewJsonLd(review({ author: { username: 'x', image: { path: '/x.jpg' } } }), canonical, site)!;
    expect((ld.author as Array<Record<string, unknown>>)[0]).not.toHaveProperty('image');
  });
});

describe('reviewPoints', () => {
  it.each([
    ['A~B~C', ['A', 'B', 'C']],
    ['Fast. Quiet. ', ['Fast', 'Quiet']],
    ['Fast. Quiet.', ['Fast', 'Quiet.']],
    ['~ ~A~~', ['A']],
    [undefined, []],
  ])('%s → %j', (text, expected) => expect(reviewPoints(text)).toEqual(expected));
});

describe('offeredResellers', () => {
  it('keeps resellers with a name, a URL and a price ≥ 0, cheapest first', () => {
    expect(offeredResellers(review()).map((r) => r.name)).toEqual(['Shop A', 'Shop B']);
  });
});
