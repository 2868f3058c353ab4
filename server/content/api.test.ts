import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNeutronMetrics } from '../ops/neutronMetrics';
import { ServerTiming } from '../ops/timing';
import { createContentApi, queryString, type ContentApi } from './api';
import { createContentCache } from './cache';
import { NotFoundError, RedirectError } from './errors';
import { createContentHttp, type ContentHttp } from './http';

/** path (without query) → [status, body] */
const routes = new Map<string, [number, unknown]>();
const seen: URL[] = [];
let server: Server;
let http: ContentHttp;
let api: ContentApi;

const article = {
  id: 'a1',
  slug: 'my-story',
  headline: 'My story',
  body: '<p>Hi</p>',
  canonicalUrl: '/tech/my-story/',
};
const link = { id: 'c1', slug: 'one', title: 'One', url: '/one/', type: 'content_article' };

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seen.push(url);
    const [status, body] = routes.get(url.pathname) ?? [404, { status: 404, errors: [{ code: '404' }] }];
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const config = {
    contentApiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    contentApiKey: 'key',
    upstreamTimeoutMs: 2000,
    upstreamConnections: 2,
  };
  http = createContentHttp({ config });
});

afterAll(async () => {
  await http.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  routes.clear();
  seen.length = 0;
  const metrics = createNeutronMetrics({ processMetrics: false });
  api = createContentApi({ http, cache: createContentCache({ maxEntries: 100, maxBytes: 1e6, metrics }) });
});

describe('createContentApi', () => {
  it('reads an article from data.article and caches it', async () => {
    routes.set('/api/neutron/articles/cnet/my-story/web', [200, { data: { article } }]);
    const first = new ServerTiming();
    expect(await api.getArticle('cnet', 'my-story', first)).toMatchObject({
      id: 'a1',
      headline: 'My story',
      canonicalUrl: '/tech/my-story/',
    });
    expect(first.header()).toMatch(/^upstream;dur=[\d.]+;desc="article"$/);
    const second = new ServerTiming();
    await api.getArticle('cnet', 'my-story', second);
    expect(second.header()).toMatch(/^cache;dur=[\d.]+;desc="article hit"$/);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.searchParams.get('apiKey')).toBe('key');
  });

  it('says "API response is not in the correct format" when the property is missing', async () => {
    routes.set('/api/neutron/articles/cnet/odd/web', [200, { data: { page: {} } }]);
    await expect(api.getArticle('cnet', 'odd')).rejects.toThrow(new Error('API response is not in the correct format'));
  });

  it('says "API response is not in the correct format" when the property does not match its model', async () => {
    routes.set('/api/neutron/articles/cnet/odd/web', [200, { data: { article: { id: 'x' } } }]);
    await expect(api.getArticle('cnet', 'odd')).rejects.toThrow('API response is not in the correct format');
  });

  it('turns a moved article into a RedirectError and remembers it briefly', async () => {
    const moved = {
      status: 404,
      errors: [{ code: '404', context: { availableOn: [{ edition: 'us', slug: 'new-story' }] } }],
    };
    routes.set('/api/neutron/articles/cnet/old-story/web', [404, moved]);
    await expect(api.getArticle('cnet', 'old-story')).rejects.toMatchObject({
      name: 'RedirectError',
      slug: 'new-story',
    });
    await expect(api.getArticle('cnet', 'old-story')).rejects.toBeInstanceOf(RedirectError);
    expect(seen).toHaveLength(1);
  });

  it.each(['..', '.hidden', 'a/b', 'a?b', '', 'x'.repeat(300)])(
    'answers not found for the slug %j without calling upstream',
    async (slug) => {
      await expect(api.getArticle('cnet', slug)).rejects.toBeInstanceOf(NotFoundError);
      expect(seen).toHaveLength(0);
    },
  );

  it('reads a composer page with useNeonHeader, and money pages from the bridge', async () => {
    const page = {
      pageType: 'door',
      id: 'p1',
      components: [{ meta: { componentType: 'ContentList' }, items: [link] }],
    };
    routes.set('/api/neutron/composer/cnet/pages/door/frontdoor/web', [200, { data: { page } }]);
    routes.set('/api/bridge/composer/cnet/pages/article/best-cd-rates/web', [200, { data: { page } }]);
    expect((await api.getPage('cnet', 'door', 'frontdoor')).components).toHaveLength(1);
    await api.getPage('cnet', 'money', 'best-cd-rates');
    expect(seen.map((u) => u.pathname)).toEqual([
      '/api/neutron/composer/cnet/pages/door/frontdoor/web',
      '/api/bridge/composer/cnet/pages/article/best-cd-rates/web',
    ]);
    expect(seen[0]!.searchParams.get('useNeonHeader')).toBe('true');
  });

  it('asks for a listing early only when it is not fresh, and the later call shares that answer', async () => {
    routes.set('/api/neutron/components/cnet/listing/topic/phones/web', [
      200,
      { data: { component: { meta: { componentType: 'ContentList' }, items: [link] } } },
    ]);
    api.prefetchListing('cnet', 'topic', 'phones', { limit: 5 });
    expect((await api.getListing('cnet', 'topic', 'phones', { limit: 5 })).items).toHaveLength(1);
    api.prefetchListing('cnet', 'topic', 'phones', { limit: 5 });
    await api.getListing('cnet', 'topic', 'phones', { limit: 5 });
    expect(seen.map((url) => url.pathname)).toEqual(['/api/neutron/components/cnet/listing/topic/phones/web']);
  });

  it('reads a listing with paging, caching each page separately', async () => {
    routes.set('/api/neutron/components/cnet/listing/topic/phones/web', [
      200,
      { data: { component: { meta: { componentType: 'ContentList' }, items: [link] } } },
    ]);
    expect((await api.getListing('cnet', 'topic', 'phones', { limit: 24, offset: 24 })).items).toHaveLength(1);
    await api.getListing('cnet', 'topic', 'phones', { limit: 24, offset: 48 });
    await api.getListing('cnet', 'topic', 'phones', { limit: 24, offset: 24 });
    expect(seen).toHaveLength(2);
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({
      searchBy: 'slug',
      componentType: 'ContentList',
      limit: '24',
      offset: '24',
      apiKey: 'key',
    });
    await expect(api.getListing('cnet', 'topic', 'phones', { limit: 24, offset: -1 })).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it('reads navigation items from data.component', async () => {
    const item = { title: 'Tech', metaData: { origin: 'header', linkUrl: '/tech/' } };
    routes.set('/api/neutron/components/cnet/editorial/editorial_quote/curated-nav-redesign/web', [
      200,
      { data: { component: { meta: { componentType: 'CuratedNav' }, items: [item, { bad: true }] } } },
    ]);
    expect(await api.getNavigation('cnet')).toMatchObject([{ title: 'Tech' }]);
    expect(seen[0]!.searchParams.get('componentName')).toBe('curated-nav-redesign');
  });

  it('reads seamless items from data.items with the spec query', async () => {
    const item = { id: 's1', slug: 'next', url: '/tech/next/' };
    routes.set('/api/neutron/seamless/cnet/my-story/web', [200, { data: { items: [item] } }]);
    expect(await api.getSeamless('cnet', 'my-story', 'a1')).toMatchObject([{ slug: 'next' }]);
    expect(Object.fromEntries(seen[0]!.searchParams)).toMatchObject({
      contentId: 'a1',
      componentName: 'seamless',
      componentType: 'Seamless',
      limit: '3',
    });
  });

  it('sends the optional seamless collectionId and leaves out what is not given', async () => {
    routes.set('/api/neutron/seamless/cnet/my-story/web', [200, { data: { items: [] } }]);
    await api.getSeamless('cnet', 'my-story', undefined, undefined, 'c-9');
    const query = Object.fromEntries(seen[0]!.searchParams);
    expect(query).toMatchObject({
      collectionId: 'c-9',
      componentDisplayName: 'Seamless',
      recommendationContentType: 'content_article',
      limit: '3',
    });
    expect(query).not.toHaveProperty('contentId');
  });
});

describe('queryString (the content cache key)', () => {
  const reference = (query: Record<string, string | number | boolean | undefined>) => {
    const params = new URLSearchParams();
    for (const key of Object.keys(query).sort()) if (query[key] !== undefined) params.append(key, String(query[key]));
    return params.toString();
  };

  it('writes what URLSearchParams writes, keys sorted, undefined left out', () => {
    const queries = [
      {},
      { useNeonHeader: true },
      { searchBy: 'slug', componentType: 'ContentList', limit: 12, offset: 0 },
      { contentId: undefined, b: 'x', a: 'y' },
      { contentId: 'a b', q: 'café&x=1' },
      { slug: 'the.*-_ok', n: -1.5 },
      { big: 1e21, odd: 'a+b', slash: 'a/b', empty: '' },
      { 'we ird': 'v' },
    ];
    for (const query of queries) expect(queryString(query)).toBe(reference(query));
  });
});
