import { describe, expect, it } from 'vitest';
import { articleSchema } from '../../shared/models/article';
import { issueLines, validateJsonLd } from '../../test/support/structuredData';
import { articleCrumbs } from './articleCrumbs';
import { articlePageJsonLd } from './articlePageJsonLd';

const site = {
  origin: 'https://www.example.test',
  publisherLogo: 'https://www.example.test/logo.png',
  imageBaseUrl: 'https://img.example.test',
  now: Date.parse('2026-12-07T12:00:00Z'),
};
const canonical = 'https://www.example.test/tech/mobile/best-phones/';
const image = { id: '7', filename: 'a.jpg', path: '/2026/01/02/a.jpg', dateCreated: { date: '2026-01-02T00:00:00Z' } };

const entry = (n: number, extra: Record<string, unknown> = {}) => ({
  uuid: `u${n}`,
  hed: n === 1 ? 'Best overall' : `Best for ${n}`,
  productName: `Phone ${n}`,
  productScore: 8.5,
  imageGroup: { image },
  merchantOffers: [{ offerMerchant: 'Shop', offerPrice: '$1,299.99', url: `https://shop.example/p${n}` }],
  ...extra,
});

function article(extra: Record<string, unknown>) {
  return articleSchema.parse({
    id: 'a1',
    slug: 'best-phones',
    headline: 'Best Phones',
    body: '',
    section: 'tech',
    datePublished: { date: '2026-12-01T00:00:00Z' },
    author: { username: 'jdoe', firstName: 'Jo', lastName: 'Doe' },
    topics: [{ slug: 'mobile', name: 'Mobile', primary: true }],
    ...extra,
  });
}

describe('articlePageJsonLd', () => {
  it('describes the breadcrumb the page shows: its trail, as on the page', async () => {
    const a = article({ type: 'News' });
    const nodes = articlePageJsonLd(a, canonical, site);
    const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList');
    const shown = articleCrumbs(a);
    expect(shown.map((c) => c.name)).toEqual(['Home', 'Tech', 'Mobile']);
    expect(crumbs?.itemListElement).toEqual([
      ...shown.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: `${site.origin}${crumb.href}`,
      })),
    ]);
    expect(nodes.some((node) => node['@type'] === 'ItemList')).toBe(false);
    const { types, issues } = await validateJsonLd(nodes);
    expect(types).toEqual(['NewsArticle', 'BreadcrumbList']);
    expect(issueLines(issues)).toEqual([]);
  });

  it("lists a best list's products with the editors' score, in the list's order", async () => {
    const a = article({
      type: 'Best List',
      listicles: [entry(1), entry(2, { merchantOffers: [] }), entry(3, { productScore: undefined }), entry(4)],
    });
    const nodes = articlePageJsonLd(a, canonical, site);
    const list = nodes.find((node) => node['@type'] === 'ItemList');
    expect(list).toMatchObject({
      numberOfItems: 3,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          item: {
            '@type': 'Product',
            name: 'Phone 1',
            description: 'Best overall',
            image: { '@type': 'ImageObject' },
            review: {
              '@type': 'Review',
              author: { '@type': 'Person', name: 'Jo Doe' },
              datePublished: '2026-12-01T00:00:00.000Z',
              reviewRating: { '@type': 'Rating', ratingValue: 8.5, bestRating: 10, worstRating: 0 },
            },
          },
        },
        { position: 2, item: { name: 'Phone 2', review: { reviewRating: { ratingValue: 8.5 } } } },
        // An entry without a score is no product result.
        { position: 3, item: { name: 'Phone 4' } },
      ],
    });
    const { types, issues } = await validateJsonLd(nodes);
    expect(types).toEqual(['NewsArticle', 'BreadcrumbList', 'ItemList']);
    expect(issueLines(issues)).toEqual([]);
  });

  it('has no product list on an article that is not a best list', () => {
    const nodes = articlePageJsonLd(article({ type: 'News', listicles: [entry(1)] }), canonical, site);
    expect(nodes.map((node) => node['@type'])).toEqual(['NewsArticle', 'BreadcrumbList']);
  });

  it('says "How-To" once in the how-to breadcrumb', () => {
    const a = article({ section: 'how_to', topics: [{ slug: 'how-to', name: 'How-To', primary: true }] });
    expect(articleCrumbs(a)).toEqual([
      { name: 'Home', href: '/' },
      { name: 'How-To', href: '/how-to/' },
    ]);
  });
});
