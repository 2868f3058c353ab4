import { describe, expect, it } from 'vitest';
import { componentsOfType, findComponent, findErrorComponent, pageResponseSchema } from './page';

const article = { id: 'a1', slug: 'story', headline: 'Story', body: '<p>x</p>' };
const list = (name: string) => ({
  meta: { componentName: name, componentDisplayName: name, componentType: 'ContentList' },
  links: { next: { href: '/tech/' } },
  items: [{ title: 'Card', url: '/tech/card/' }],
});

describe('pageResponseSchema', () => {
  it('parses an article page and finds the typed Article component', () => {
    const parsed = pageResponseSchema.parse({
      data: {
        page: {
          pageType: 'article',
          id: 'a1',
          meta: {},
          components: [{ meta: { componentType: 'Article' }, item: article }],
        },
      },
    });
    const component = findComponent(parsed.data.page, 'Article');
    expect(component?.item.headline).toBe('Story');
    expect(findErrorComponent(parsed.data.page)).toBeUndefined();
  });

  it('parses a door of content lists and keeps unknown component types unread', () => {
    const parsed = pageResponseSchema.parse({
      data: {
        page: {
          pageType: 'door',
          components: [
            list('frontdoor-tech'),
            { meta: { componentType: 'RicochetCollections' }, items: [1, 2] },
            list('frontdoor-home'),
          ],
        },
      },
    });
    expect(parsed.data.page.components).toHaveLength(3);
    expect(componentsOfType(parsed.data.page, 'ContentList').map((c) => c.meta.componentName)).toEqual([
      'frontdoor-tech',
      'frontdoor-home',
    ]);
    expect(componentsOfType(parsed.data.page, 'ContentList')[0]?.links?.next?.href).toBe('/tech/');
  });

  it('finds an error component inside the page', () => {
    const parsed = pageResponseSchema.parse({
      data: {
        page: {
          components: [
            {
              name: 'article',
              status: 301,
              errors: [{ code: '301', context: { availableOn: [{ edition: 'us', slug: 'n' }] } }],
            },
          ],
        },
      },
    });
    expect(findErrorComponent(parsed.data.page)?.status).toBe(301);
    expect(findComponent(parsed.data.page, 'Article')).toBeUndefined();
  });

  it('drops a known component whose payload is malformed', () => {
    const parsed = pageResponseSchema.parse({
      data: {
        page: { components: [{ meta: { componentType: 'Article' }, item: { id: 'a1', slug: 's' } }, list('x')] },
      },
    });
    expect(findComponent(parsed.data.page, 'Article')).toBeUndefined();
    expect(parsed.data.page.components).toHaveLength(1);
  });

  it('fails without data.page or without components', () => {
    expect(pageResponseSchema.safeParse({ data: { article } }).success).toBe(false);
    expect(pageResponseSchema.safeParse({ data: { page: { pageType: 'door' } } }).success).toBe(false);
  });
});
