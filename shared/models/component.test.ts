import { describe, expect, it } from 'vitest';
import {
  errorCode,
  errorComponentSchema,
  isErrorComponent,
  listingResponseSchema,
  movedToSlug,
  navItemsOf,
  navResponseSchema,
} from './component';

const link = {
  id: 'id-1',
  slug: 'a',
  title: 'A story',
  url: '/tech/a/',
  type: 'News',
  typeName: 'content_article',
  datePublished: { date: '2025-05-01T00:00:00.000Z', timezone: 'UTC' },
};

describe('listing component', () => {
  it('parses a listing with paging and drops cards without a title or url', () => {
    const parsed = listingResponseSchema.parse({
      data: {
        component: {
          meta: { componentName: 'listing', componentType: 'ContentList' },
          items: [link, { title: 'no url' }, { url: '/x/' }],
          paging: { limit: 4, offset: 0, total: 1 },
        },
      },
    });
    expect(parsed.data.component.items).toHaveLength(1);
    expect(parsed.data.component.paging).toEqual({ limit: 4, offset: 0, total: 1 });
  });

  it('fails without data.component or without a componentType', () => {
    expect(listingResponseSchema.safeParse({ data: { items: [] } }).success).toBe(false);
    expect(listingResponseSchema.safeParse({ data: { component: { meta: {}, items: [] } } }).success).toBe(false);
  });
});

describe('nav component', () => {
  const items = [
    { title: 'Tech', slug: 'tech', metaData: { origin: 'header', linkUrl: '/tech/' } },
    { title: 'About', slug: 'about', metaData: { origin: 'footer', linkUrl: '/about/' } },
    { title: 'Broken', metaData: { origin: 'header' } },
  ];

  it('parses the flat list and splits it by origin', () => {
    const nav = navResponseSchema.parse({ data: { component: { meta: { componentType: 'ContentList' }, items } } });
    expect(navItemsOf(nav.data.component.items, 'header').map((item) => item.title)).toEqual(['Tech']);
    expect(navItemsOf(nav.data.component.items, 'footer').map((item) => item.title)).toEqual(['About']);
  });

  it('fails when the items list is missing', () => {
    expect(
      navResponseSchema.safeParse({ data: { component: { meta: { componentType: 'ContentList' } } } }).success,
    ).toBe(false);
  });
});

describe('error component', () => {
  const moved = {
    name: 'article',
    status: 404,
    errors: [{ code: '404', message: 'moved', context: { availableOn: [{ edition: 'us', slug: 'new-slug' }] } }],
  };

  it('parses a moved error and finds the slug for the edition', () => {
    const parsed = errorComponentSchema.parse(moved);
    expect(errorCode(parsed)).toBe('404');
    expect(movedToSlug(parsed, 'us')).toBe('new-slug');
    expect(movedToSlug(parsed, 'uk')).toBeUndefined();
  });

  it('reads a numeric code as a string and a plain 404 has no slug', () => {
    const parsed = errorComponentSchema.parse({ name: 'x', status: 404, errors: [{ code: 404 }] });
    expect(errorCode(parsed)).toBe('404');
    expect(movedToSlug(parsed, 'us')).toBeUndefined();
  });

  it('is not confused with content', () => {
    expect(isErrorComponent(moved)).toBe(true);
    expect(isErrorComponent({ meta: { componentType: 'Article' }, item: {} })).toBe(false);
    expect(isErrorComponent({ status: 404 })).toBe(false);
  });
});
