import { describe, expect, it } from 'vitest';
import { PAGE_DOOR_PAGE_SIZE } from '../../../shared/node/doorPages';
import { pageSchema, type Page } from '../../../shared/models/page';
import { createRouter } from '../../../shared/node/routes/match';
import type { ContentApi } from '../../content/api';
import { NotFoundError, RedirectError } from '../../content/errors';
import { createPageContext } from '../../middleware/context';
import { loadDoor } from './door';
import { loadPageDoor } from './pageDoor';
import type { PrimaryDeps } from './types';

const router = createRouter();

function contextFor(path: string) {
  const resolution = router.resolve(path);
  if (resolution.type !== 'match') throw new Error(`${path} does not match`);
  return createPageContext({ url: new URL(`http://localhost${path}`), match: resolution.match });
}

const items = (n: number, prefix = 'item') =>
  Array.from({ length: n }, (_, i) => ({ title: `${prefix} ${i}`, url: `/${prefix}-${i}/` }));
const list = (name: string, listItems: unknown[]) => ({
  meta: { componentName: name, componentType: 'ContentList' },
  items: listItems,
});

function depsWith(page: unknown, calls: Array<[string, string]> = []): PrimaryDeps {
  const content = {
    getPage: async (_site: string, type: string, slug: string) => {
      calls.push([type, slug]);
      return pageSchema.parse(page) as Page;
    },
  } as unknown as ContentApi;
  return { content, abDefinitions: undefined as never, isRoutable: () => true };
}

describe('loadPageDoor', () => {
  const page = {
    meta: { title: 'Reviews' },
    components: [list('a', items(19)), list('b', [...items(2), ...items(5, 'other')])],
  };

  it('asks for the composer page the route names and pages its lists, each item once', async () => {
    const calls: Array<[string, string]> = [];
    const outcome = await loadPageDoor(contextFor('/reviews/'), depsWith(page, calls));
    expect(calls).toEqual([['door', 'reviews']]);
    expect(outcome).toMatchObject({
      type: 'data',
      data: { kind: 'page-door', title: 'Reviews', basePath: '/reviews/', pageNumber: 1, pages: 2 },
    });
    if (outcome.type === 'data' && outcome.data.kind === 'page-door')
      expect(outcome.data.items).toHaveLength(PAGE_DOOR_PAGE_SIZE);
  });

  it.each([
    ['/reviews/2/', 'data'],
    ['/reviews/3/', 'not-found'],
  ])('%s → %s', async (path, type) => {
    expect((await loadPageDoor(contextFor(path), depsWith(page))).type).toBe(type);
  });

  it('takes the feature slug from the path', async () => {
    const calls: Array<[string, string]> = [];
    await loadPageDoor(contextFor('/feature/vpn/'), depsWith(page, calls));
    expect(calls).toEqual([['feature', 'vpn']]);
  });

  it('is the 404 page for a door without items', async () => {
    expect((await loadPageDoor(contextFor('/videos/'), depsWith({ components: [list('a', [])] }))).type).toBe(
      'not-found',
    );
  });

  it.each([
    ['404', NotFoundError],
    ['301', RedirectError],
  ])('turns an error component with code %s into its error', async (code, ErrorType) => {
    const failed = {
      components: [
        {
          name: 'door',
          status: Number(code),
          errors: [{ code, context: { availableOn: [{ edition: 'us', slug: 'moved' }] } }],
        },
      ],
    };
    await expect(loadPageDoor(contextFor('/feature/gone/'), depsWith(failed))).rejects.toBeInstanceOf(ErrorType);
  });
});

describe('loadDoor page number (decision 011: later pages are the latest stories, as a section door pages)', () => {
  const feed = (count: number, total: number, offset: number) => ({
    title: 'CNET',
    link: '/',
    items: items(count).map((item, i) => ({
      ...item,
      id: `id-${offset + i}`,
      datePublished: '2026-12-01T00:00:00Z',
      authors: [],
      categories: [],
    })),
    paging: { offset, limit: 24, total },
  });
  function depsWithFeed(total: number, asked: Array<{ endpoint: string; offset: number; limit: number }>): PrimaryDeps {
    const deps = depsWith({ components: [list('a', items(3))] });
    (deps.content as { getFeed: unknown }).getFeed = async (
      _site: string,
      endpoint: string,
      query: { offset: number; limit: number },
    ) => {
      asked.push({ endpoint, ...query });
      return feed(Math.max(0, Math.min(query.limit, total - query.offset)), total, query.offset);
    };
    return deps;
  }

  it('/ is the composed front door', async () => {
    expect((await loadDoor(contextFor('/'), depsWithFeed(100, []))).type).toBe('data');
  });

  it.each([
    ['/2/', 'data', 24],
    ['/5/', 'data', 96],
    ['/6/', 'not-found', 120],
  ])('%s → %s (the front-door feed from offset %i)', async (path, type, offset) => {
    const asked: Array<{ endpoint: string; offset: number; limit: number }> = [];
    const outcome = await loadDoor(contextFor(path), depsWithFeed(100, asked));
    expect(outcome.type).toBe(type);
    expect(asked).toEqual([{ endpoint: 'frontdoor', offset, limit: 24 }]);
    if (outcome.type === 'data' && outcome.data.kind === 'listing') {
      expect(outcome.data.pageNumber).toBe(Number(path.slice(1, -1)));
      expect(outcome.data.listing.items[0]?.url).toBe('/item-0/');
    }
  });
});
