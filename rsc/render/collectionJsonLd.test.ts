import { describe, expect, it } from 'vitest';
import { collectionJsonLd } from './collectionJsonLd';
import { issueLines, validateJsonLd } from '../../test/support/structuredData';

const origin = 'https://www.example.test';

describe('collectionJsonLd', () => {
  it('lists the items in order from the given position, with absolute URLs, and the breadcrumbs', () => {
    const [page, crumbs] = collectionJsonLd({
      name: 'Reviews',
      description: 'All reviews',
      url: `${origin}/reviews/2/`,
      origin,
      items: [
        { title: 'A', url: '/reviews/a-phone/' },
        { title: 'B', url: 'https://www.example.test/reviews/b-laptop/' },
      ],
      firstPosition: 13,
      crumbs: [{ name: 'Home', href: '/' }],
    });
    expect(page).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: 'Reviews',
      url: `${origin}/reviews/2/`,
      description: 'All reviews',
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          { '@type': 'ListItem', position: 13, name: 'A', url: `${origin}/reviews/a-phone/` },
          { '@type': 'ListItem', position: 14, name: 'B', url: `${origin}/reviews/b-laptop/` },
        ],
      },
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home' },
        { position: 2, name: 'Reviews' },
      ],
    });
  });

  it('drops links that are not http(s)', () => {
    const [page] = collectionJsonLd({
      name: 'X',
      url: `${origin}/x/`,
      origin,
      items: [{ title: 'bad', url: 'javascript:alert(1)' }],
      crumbs: [],
    });
    expect(page).toMatchObject({ mainEntity: { numberOfItems: 0, itemListElement: [] } });
  });

  it('has no BreadcrumbList on the front door (no crumbs above it), and validates', async () => {
    const nodes = collectionJsonLd({
      name: 'CNET',
      url: `${origin}/`,
      origin,
      items: [{ title: 'A', url: '/tech/a/' }],
      crumbs: [],
    });
    expect(nodes.map((node) => node['@type'])).toEqual(['CollectionPage']);
    const { types, issues } = await validateJsonLd(nodes);
    expect(types).toEqual(['CollectionPage']);
    expect(issueLines(issues)).toEqual([]);
  });
});
