import { describe, expect, it, vi } from 'vitest';
import { validateAbTests } from '../../shared/ab/definition';
import { createRouter } from '../../shared/node/routes/match';
import type { Brand } from '../../shared/routes/types';
import type { AbDefinitions } from '../ab/definitions';
import { createAbMiddleware, drawsFirst } from './ab';
import { createPageContext } from './context';
import type { PageContext } from './types';

const day = 86_400_000;
const now = Date.parse('2026-11-22T12:00:00Z');
const window = { startDate: new Date(now - 50 * day).toISOString(), endDate: new Date(now + 10 * day).toISOString() };
const tenDays = 10 * 86_400;

const { tests } = validateAbTests([
  {
    id: 'char_count_test',
    version: '1',
    ...window,
    allocations: [
      { percentage: 28, bucket: 'control' },
      { percentage: 33, bucket: 'testA' },
      { percentage: 33, bucket: 'testB' },
      { percentage: 0, bucket: 'testC' },
    ],
    criteria: { name: 'articlePages' },
  },
  {
    id: 'service_off',
    version: '1',
    ...window,
    allocations: [
      { percentage: 50, bucket: 'control' },
      { percentage: 50, bucket: 'testA' },
    ],
    criteria: { name: 'doorPages' },
  },
]);

const router = createRouter();

function context(
  path: string,
  { cookie, headers = {}, brand = 'cnet' }: { cookie?: string; headers?: Record<string, string>; brand?: Brand } = {},
): PageContext {
  const url = new URL(path, 'http://localhost');
  const resolution = router.resolve(url.pathname, url.search);
  if (resolution.type !== 'match') throw new Error(`no route for ${path}`);
  const ctx = createPageContext({
    url,
    match: resolution.match,
    headers: new Headers({ ...headers, ...(cookie === undefined ? {} : { cookie }) }),
  });
  ctx.brand = brand;
  return ctx;
}

function middleware({ random = () => 0.6, available = true }: { random?: () => number; available?: boolean } = {}) {
  const get = vi.fn<AbDefinitions['get']>(async () => (available ? tests : null));
  return { ab: createAbMiddleware({ definitions: { get }, random, now: () => now }), get };
}

const never = () => {
  throw new Error('no draw expected');
};

describe('createAbMiddleware', () => {
  it('assigns a first-time visitor from the allocation table and sets nemo_highlander', async () => {
    const { ab, get } = middleware({ random: () => 0.6 });
    const ctx = context('/');
    expect(await ab(ctx)).toBeUndefined();
    expect(get).toHaveBeenCalledWith('cnet', ctx.timing);
    expect(ctx.state.ab).toEqual([{ id: 'service_off', version: '1', bucket: 'testA' }]);
    expect(ctx.setCookies).toEqual([
      `nemo_highlander=service_off%3A1%3AtestA; Path=/; SameSite=Lax; Secure; Max-Age=${tenDays}; HttpOnly`,
    ]);
  });

  it.each([
    [0.6, 'testA', true],
    [0.1, 'control', false],
  ])('random %s → service_off %s; the ad plugin is disabled: %s (000 §4)', async (value, bucket, disabled) => {
    const ctx = context('/');
    await middleware({ random: () => value }).ab(ctx);
    expect(ctx.state.ab[0]?.bucket).toBe(bucket);
    expect(ctx.state.adPluginDisabled).toBe(disabled);
  });

  it('keeps a returning visitor in their bucket without a draw or a Set-Cookie', async () => {
    const ctx = context('/', { cookie: 'nemo_highlander=service_off%3A1%3AtestA' });
    await middleware({ random: never }).ab(ctx);
    expect(ctx.state.ab).toEqual([{ id: 'service_off', version: '1', bucket: 'testA' }]);
    expect(ctx.state.adPluginDisabled).toBe(true);
    expect(ctx.setCookies).toEqual([]);
  });

  it('gives an excluded visitor the per-test cookie, and does not draw them again', async () => {
    const first = context('/news/some-story/');
    await middleware({ random: () => 0.97 }).ab(first);
    expect(first.state.ab).toEqual([{ id: 'char_count_test', version: '1', bucket: 'exclude' }]);
    expect(first.setCookies).toEqual([
      `nemo_exclude_char_count_test=1; Path=/; SameSite=Lax; Secure; Max-Age=${tenDays}; HttpOnly`,
    ]);

    const next = context('/news/other-story/', { cookie: 'nemo_exclude_char_count_test=1' });
    await middleware({ random: never }).ab(next);
    expect(next.state.ab).toEqual([{ id: 'char_count_test', version: '1', bucket: 'exclude' }]);
    expect(next.setCookies).toEqual([]);
  });

  it('removes a cookie with an invalid state', async () => {
    const ctx = context('/news/some-story/', { cookie: 'nemo_highlander=char_count_test%3A1%3Anope' });
    await middleware({ random: () => 0 }).ab(ctx);
    expect(ctx.state.ab).toEqual([{ id: 'char_count_test', version: '1', bucket: 'control' }]);
    expect(ctx.setCookies).toEqual([
      `nemo_highlander=char_count_test%3A1%3Acontrol; Path=/; SameSite=Lax; Secure; Max-Age=${tenDays}; HttpOnly`,
    ]);

    const elsewhere = context('/_error/static/', { cookie: 'nemo_highlander=junk' });
    await middleware().ab(elsewhere);
    expect(elsewhere.setCookies).toEqual(['nemo_highlander=; Path=/; SameSite=Lax; Secure; Max-Age=0']);
  });

  it('takes the ab query parameter and remembers it', async () => {
    const ctx = context('/news/some-story/?ab=char_count_test:1:testC', {
      cookie: 'nemo_highlander=char_count_test%3A1%3AtestA',
    });
    await middleware({ random: never }).ab(ctx);
    expect(ctx.state.ab).toEqual([{ id: 'char_count_test', version: '1', bucket: 'testC' }]);
    expect(ctx.setCookies).toEqual([
      `nemo_highlander=char_count_test%3A1%3AtestC; Path=/; SameSite=Lax; Secure; Max-Age=${tenDays}; HttpOnly`,
    ]);
  });

  it('takes the x-ab-test header for this request only', async () => {
    const ctx = context('/', { headers: { 'x-ab-test': 'service_off:1:control' } });
    await middleware({ random: never }).ab(ctx);
    expect(ctx.state.ab).toEqual([{ id: 'service_off', version: '1', bucket: 'control' }]);
    expect(ctx.setCookies).toEqual([]);
  });

  it('without definitions, reads the cookie as it is and assigns nothing', async () => {
    const ctx = context('/', { cookie: 'nemo_highlander=service_off%3A1%3AtestA' });
    await middleware({ random: never, available: false }).ab(ctx);
    expect(ctx.state.ab).toEqual([{ id: 'service_off', version: '1', bucket: 'testA' }]);
    expect(ctx.state.adPluginDisabled).toBe(true);
    expect(ctx.setCookies).toEqual([]);
  });

  it.each([
    'nemo_highlander=%E0%A4%A',
    'nemo_highlander=' + 'a'.repeat(4000),
    'nemo_highlander=a:b:c:d:e; nemo_exclude_=1; nemo_exclude_x=; nemo_exclude_%00=1',
    'nemo_highlander="service_off:1:testA"',
    'nemo_exclude_char_count_test=1; nemo_highlander=char_count_test%3A1%3AtestB',
    'nemo_highlander=__proto__:1:constructor',
    ';;;=;nemo_highlander',
  ])('never throws on %j, and leaves a consistent state', async (cookie) => {
    const ctx = context('/news/some-story/?ab=%00%ff:1:x', { cookie, headers: { 'x-ab-test': '\u00e9:1:a' } });
    await expect(middleware({ random: () => 0.5 }).ab(ctx)).resolves.toBeUndefined();
    expect(ctx.state.ab.filter((state) => state.bucket !== 'exclude').length).toBeLessThanOrEqual(1);
    for (const value of ctx.setCookies)
      expect(value).toMatch(
        /^nemo_(highlander|exclude_[^=;\s]*)=[^;\s]*; Path=\/; SameSite=Lax; Secure; Max-Age=\d+(; HttpOnly)?$/,
      );
  });
});

describe('definitions at hand', () => {
  it('assigns at once (no promise) from definitions fresh in the cache, exactly as from a load', async () => {
    const get = vi.fn<AbDefinitions['get']>(async () => tests);
    const soon = createAbMiddleware({ definitions: { get, peek: () => tests }, random: () => 0.6, now: () => now });
    const loaded = createAbMiddleware({ definitions: { get }, random: () => 0.6, now: () => now });
    const a = context('/news/some-story/');
    const b = context('/news/some-story/');
    expect(soon(a)).toBeUndefined();
    await loaded(b);
    expect(get).toHaveBeenCalledTimes(1);
    expect(a.state.ab).toEqual(b.state.ab);
    expect(a.state.ab.length).toBeGreaterThan(0);
    expect(a.setCookies).toEqual(b.setCookies);
  });
});

describe('draws handed on by the fast replay path (decision 090)', () => {
  it('resolves with the draws the fast path made first, then its own', async () => {
    const { ab } = middleware({ random: () => 0.99 });
    const ctx = context('/');
    ctx.abDraws = [0.1];
    await ab(ctx);
    const drawn = ctx.state.ab[0]?.bucket;
    const { ab: fresh } = middleware({ random: () => 0.1 });
    const same = context('/');
    await fresh(same);
    expect(drawn).toBe(same.state.ab[0]?.bucket);
    expect(ctx.ab?.outcome.ab).toEqual(ctx.state.ab);
    expect(ctx.ab?.setCookies).toEqual(ctx.setCookies);
    expect(drawsFirst([0.2], () => 0.7)()).toBe(0.2);
    const source = drawsFirst([0.2], () => 0.7);
    source();
    expect(source()).toBe(0.7);
  });
});
