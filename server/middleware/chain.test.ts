import { describe, expect, it } from 'vitest';
import { createRouter } from '../../shared/node/routes/match';
import { MIDDLEWARE_ORDER } from '../../shared/routes/types';
import { brand } from './brand';
import { createCacheMiddleware } from './cache';
import { runMiddleware, UnknownMiddlewareError } from './chain';
import { createPageContext } from './context';
import { featureFlags } from './featureFlags';
import { nuxti18n } from './nuxti18n';
import { transaction } from './transaction';
import type { PageContext, RouteMiddleware } from './types';

const router = createRouter();

function context(path: string, middleware?: readonly string[]): PageContext {
  const url = new URL(path, 'http://localhost');
  const resolution = router.resolve(url.pathname, url.search);
  if (resolution.type !== 'match') throw new Error(`no route for ${path}`);
  const match = middleware ? { ...resolution.match, meta: { ...resolution.match.meta, middleware } } : resolution.match;
  return createPageContext({ url, match });
}

describe('the route middleware chain', () => {
  it('runs every route through the spec order: brand, nuxti18n, featureFlags, ab, auth, cache, transaction, vanity', () => {
    expect(MIDDLEWARE_ORDER).toEqual([
      'brand',
      'nuxti18n',
      'featureFlags',
      'ab',
      'auth',
      'cache',
      'transaction',
      'vanity',
    ]);
    for (const path of ['/', '/news/some-story/', '/tech/', '/_error/static/'])
      expect(context(path).match.meta.middleware).toEqual(MIDDLEWARE_ORDER);
  });

  it('runs the steps in order, records their timings and stops at the first outcome', async () => {
    const ran: string[] = [];
    const step =
      (name: string, outcome?: ReturnType<RouteMiddleware>): RouteMiddleware =>
      () => {
        ran.push(name);
        return outcome;
      };
    const registry = new Map<string, RouteMiddleware>([
      ['a', step('a')],
      ['b', step('b', { type: 'redirect', status: 302, location: '/x/' })],
      ['c', step('c')],
    ]);
    const ctx = context('/', ['a', 'b', 'c']);
    expect(await runMiddleware(registry, ctx)).toEqual({ type: 'redirect', status: 302, location: '/x/' });
    expect(ran).toEqual(['a', 'b']);
    expect(ctx.middlewareTimings.map((t) => t.name)).toEqual(['a', 'b']);
  });

  it('waits for an asynchronous step before the next one, and stops at its outcome or its error', async () => {
    const ran: string[] = [];
    const sync =
      (name: string): RouteMiddleware =>
      () =>
        void ran.push(name);
    const later =
      (name: string, outcome?: ReturnType<RouteMiddleware>): RouteMiddleware =>
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        ran.push(name);
        return outcome as Awaited<ReturnType<RouteMiddleware>>;
      };
    const registry = new Map<string, RouteMiddleware>([
      ['a', sync('a')],
      ['b', later('b')],
      ['c', sync('c')],
      ['d', later('d', { type: 'not-found' })],
      ['e', sync('e')],
      ['boom', async () => Promise.reject(new Error('step failed'))],
    ]);
    expect(await runMiddleware(registry, context('/', ['a', 'b', 'c', 'd', 'e']))).toEqual({ type: 'not-found' });
    expect(ran).toEqual(['a', 'b', 'c', 'd']);
    await expect(runMiddleware(registry, context('/', ['a', 'boom', 'e']))).rejects.toThrow('step failed');
    expect(ran).toEqual(['a', 'b', 'c', 'd', 'a']);
  });

  it("answers an unknown name with 500 'Unknown middleware {name}'", async () => {
    const error = await runMiddleware(new Map(), context('/', ['nope'])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownMiddlewareError);
    expect((error as UnknownMiddlewareError).message).toBe('Unknown middleware nope');
    expect((error as UnknownMiddlewareError).status).toBe(500);
  });
});

describe('brand', () => {
  it.each([
    ['/news/some-story/', 'cnet'],
    ['/roadshow/news/some-story/', 'roadshow'],
  ])('%s → %s (from route meta, default cnet)', async (path, expected) => {
    const ctx = context(path);
    await brand(ctx);
    expect(ctx.brand).toBe(expected);
  });
});

describe('nuxti18n', () => {
  it('sets the only locale, en, and the edition us', async () => {
    const ctx = context('/');
    ctx.locale = 'fr';
    ctx.edition = 'uk';
    await nuxti18n(ctx);
    expect([ctx.locale, ctx.edition]).toEqual(['en', 'us']);
  });
});

describe('cache', () => {
  it.each([
    ['/news/some-story/', 86_400],
    ['/', 300],
  ])('%s gets max-age %d from route meta', async (path, maxAge) => {
    const ctx = context(path);
    await createCacheMiddleware({ defaultMaxAge: 7 } as never)(ctx);
    expect(ctx.maxAge).toBe(maxAge);
  });

  it('falls back to the configured default when route meta has no usable max-age', async () => {
    const ctx = context('/');
    ctx.match = { ...ctx.match, meta: { ...ctx.match.meta, maxAge: -5 } };
    await createCacheMiddleware({ defaultMaxAge: 7 } as never)(ctx);
    expect(ctx.maxAge).toBe(7);
  });
});

describe('transaction', () => {
  it('names the transaction after the route with its locale suffix', async () => {
    const ctx = context('/news/some-story/');
    ctx.transaction = '';
    await transaction(ctx);
    expect(ctx.transaction).toBe('news-article___en');
  });
});

describe('featureFlags', () => {
  it('applies featureEnable and featureDisable from the query', async () => {
    const ctx = context('/?featureEnable=stickyNewsletter&featureDisable=ads');
    await featureFlags(ctx);
    expect(ctx.state.flags).toMatchObject({ stickyNewsletter: true, ads: false, relatedArticles: true });
  });
});
