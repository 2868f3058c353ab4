import { describe, expect, it } from 'vitest';
import type { AbPage } from '../../shared/ab/criteria';
import { validateAbTests, type AbTest } from '../../shared/ab/definition';
import { abCookieMaxAge, activeTests, resolveAbState, type AbInput } from './resolve';

const day = 86_400_000;
const now = Date.parse('2026-11-22T12:00:00Z');
const at = (offsetDays: number) => new Date(now + offsetDays * day).toISOString();
const window = { startDate: at(-100), endDate: at(30) };

const { tests, rejected } = validateAbTests([
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
    criteria: 'articlePages',
  },
  {
    id: 'genius_link',
    version: '2',
    ...window,
    allocations: [
      { percentage: 50, bucket: 'control' },
      { percentage: 50, bucket: 'testA' },
    ],
    criteria: 'techArticles',
  },
  {
    id: 'service_off',
    version: '1',
    ...window,
    allocations: [
      { percentage: 50, bucket: 'control' },
      { percentage: 50, bucket: 'testA' },
    ],
    criteria: 'doorPages',
  },
  {
    id: 'old_test',
    version: '1',
    startDate: at(-300),
    endDate: at(-1),
    allocations: [{ percentage: 50, bucket: 'control' }],
    criteria: 'allPages',
  },
]);

const article: AbPage = {
  path: '/tech/phones/x/',
  routeName: 'tech-article',
  kind: 'article',
  pageType: 'tech-article',
  section: 'tech',
  layout: 'default',
  brand: 'cnet',
  device: 'mobile',
};
const newsArticle: AbPage = {
  ...article,
  path: '/news/x/',
  routeName: 'news-article',
  pageType: 'news-article',
  section: 'news',
};
const frontDoor: AbPage = {
  ...article,
  path: '/',
  routeName: 'index',
  kind: 'door',
  pageType: 'frontdoor',
  section: undefined,
};
const profile: AbPage = { ...article, path: '/static/', kind: 'static-error', section: undefined };

const never = () => {
  throw new Error('no draw expected');
};
/** Answers the given values in turn. */
const sequence =
  (...values: number[]) =>
  () =>
    values.shift() ?? never();

function resolve(patch: Partial<AbInput> & { cookie?: Record<string, string> }) {
  const { cookie, ...rest } = patch;
  return resolveAbState({
    tests,
    now,
    page: newsArticle,
    cookies: new Map(Object.entries(cookie ?? {})),
    query: null,
    header: null,
    random: never,
    ...rest,
  });
}

const maxAge = 30 * 86_400;
const state = (id: string, version: string, bucket: string) => ({ id, version, bucket });

describe('the definitions used here', () => {
  it('are valid', () => expect(rejected).toEqual([]));
});

describe('the active tests', () => {
  const ids = (at: number) => [...activeTests(tests, at).keys()];

  it('are reused while no test starts or ends, and follow the clock across a start or an end', () => {
    const first = activeTests(tests, now);
    expect([...first.keys()]).toEqual(['char_count_test', 'genius_link', 'service_off']);
    expect(activeTests(tests, now + 3_600_000)).toBe(first);
    expect(ids(now + 30 * day)).toEqual([]);
    expect(ids(now - 2 * day)).toEqual(['char_count_test', 'genius_link', 'service_off', 'old_test']);
    expect(ids(now - 1 * day)).toEqual(['char_count_test', 'genius_link', 'service_off']);
    expect(ids(now - 200 * day)).toEqual(['old_test']);
    expect(ids(now)).toEqual(['char_count_test', 'genius_link', 'service_off']);
  });

  it('are kept per definitions array: new definitions are read afresh', () => {
    const later = tests.filter((test) => test.id !== 'genius_link');
    expect(activeTests(tests, now).has('genius_link')).toBe(true);
    expect(activeTests(later, now).has('genius_link')).toBe(false);
  });
});

describe('a visitor in no test (000 §4)', () => {
  it('gets a bucket from the allocation table and the nemo_highlander cookie', () => {
    expect(resolve({ random: () => 0.5 })).toEqual({
      ab: [state('char_count_test', '1', 'testA')],
      cookies: [{ name: 'nemo_highlander', value: 'char_count_test:1:testA', maxAgeSeconds: maxAge }],
    });
  });

  it('is excluded by an unallocated slot and gets the per-test cookie instead', () => {
    expect(resolve({ random: () => 0.97 })).toEqual({
      ab: [state('char_count_test', '1', 'exclude')],
      cookies: [{ name: 'nemo_exclude_char_count_test', value: '1', maxAgeSeconds: maxAge }],
    });
  });

  it('once excluded, is drawn by the next eligible test, in definition order', () => {
    expect(resolve({ page: article, random: sequence(0.97, 0.6) })).toEqual({
      ab: [state('genius_link', '2', 'testA'), state('char_count_test', '1', 'exclude')],
      cookies: [
        { name: 'nemo_exclude_char_count_test', value: '1', maxAgeSeconds: maxAge },
        { name: 'nemo_highlander', value: 'genius_link:2:testA', maxAgeSeconds: maxAge },
      ],
    });
  });

  it('is drawn only by tests whose criteria match the page', () => {
    expect(resolve({ page: frontDoor, random: () => 0.7 }).ab).toEqual([state('service_off', '1', 'testA')]);
    expect(resolve({ page: profile })).toEqual({ ab: [], cookies: [] });
  });

  it('is not drawn by an expired test', () => {
    expect(resolve({ tests: tests.filter((t) => t.id === 'old_test') })).toEqual({ ab: [], cookies: [] });
  });
});

describe('100,000 first visits (seeded)', () => {
  /** mulberry32, so the shares are the same on every run. */
  function seeded(seed: number): () => number {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
  }

  it('put each bucket of char_count_test within 1 percentage point of its allocation', () => {
    const random = seeded(4242);
    const visits = 100_000;
    const seen: Record<string, number> = {};
    for (let n = 0; n < visits; n++) {
      const bucket = resolve({ random }).ab[0]!.bucket;
      seen[bucket] = (seen[bucket] ?? 0) + 1;
    }
    for (const [bucket, percentage] of Object.entries({ control: 28, testA: 33, testB: 33, testC: 0, exclude: 6 })) {
      expect(Math.abs(((seen[bucket] ?? 0) / visits) * 100 - percentage), bucket).toBeLessThanOrEqual(1);
    }
  });
});

describe('state from cookies', () => {
  it('is sticky: the cookie’s bucket, no draw, no Set-Cookie', () => {
    expect(resolve({ cookie: { nemo_highlander: 'char_count_test:1:testB' } })).toEqual({
      ab: [state('char_count_test', '1', 'testB')],
      cookies: [],
    });
  });

  it('keeps a visitor in one test: another eligible test does not draw them', () => {
    expect(resolve({ page: article, cookie: { nemo_highlander: 'service_off:1:control' } })).toEqual({
      ab: [state('service_off', '1', 'control')],
      cookies: [],
    });
  });

  it('keeps an excluded visitor out of that test', () => {
    expect(resolve({ cookie: { nemo_exclude_char_count_test: '1' } })).toEqual({
      ab: [state('char_count_test', '1', 'exclude')],
      cookies: [],
    });
  });

  it.each([
    ['malformed', '%%garbage%%'],
    ['empty', ''],
    ['exclude', 'char_count_test:1:exclude'],
    ['an expired test', 'old_test:1:control'],
    ['an unknown test', 'nope:1:control'],
    ['an old version', 'char_count_test:0:control'],
    ['an unknown bucket', 'char_count_test:1:testZ'],
  ])('removes an invalid state (%s) and draws again', (_case, value) => {
    expect(resolve({ cookie: { nemo_highlander: value }, random: () => 0 })).toEqual({
      ab: [state('char_count_test', '1', 'control')],
      cookies: [{ name: 'nemo_highlander', value: 'char_count_test:1:control', maxAgeSeconds: maxAge }],
    });
    expect(resolve({ page: profile, cookie: { nemo_highlander: value } })).toEqual({
      ab: [],
      cookies: [{ name: 'nemo_highlander', value: null }],
    });
  });

  it('removes stale or malformed exclusion cookies', () => {
    const cookie = { nemo_exclude_old_test: '1', nemo_exclude_char_count_test: '7', nemo_exclude_x: '_' };
    expect(resolve({ page: profile, cookie })).toEqual({
      ab: [],
      cookies: [
        { name: 'nemo_exclude_x', value: null },
        { name: 'nemo_exclude_old_test', value: null },
        { name: 'nemo_exclude_char_count_test', value: null },
      ],
    });
  });

  it('drops an exclusion from the test the visitor is in', () => {
    expect(
      resolve({ cookie: { nemo_highlander: 'char_count_test:1:testA', nemo_exclude_char_count_test: '1' } }),
    ).toEqual({
      ab: [state('char_count_test', '1', 'testA')],
      cookies: [{ name: 'nemo_exclude_char_count_test', value: null }],
    });
  });

  it('lists the visitor’s test first, then the tests that excluded them', () => {
    const cookie = { nemo_exclude_char_count_test: '1', nemo_highlander: 'genius_link:2:control' };
    expect(resolve({ page: article, cookie }).ab).toEqual([
      state('genius_link', '2', 'control'),
      state('char_count_test', '1', 'exclude'),
    ]);
  });
});

describe('the ab query parameter', () => {
  it('overrides the cookie and is remembered', () => {
    expect(
      resolve({ query: 'char_count_test:1:testC', cookie: { nemo_highlander: 'char_count_test:1:testA' } }),
    ).toEqual({
      ab: [state('char_count_test', '1', 'testC')],
      cookies: [{ name: 'nemo_highlander', value: 'char_count_test:1:testC', maxAgeSeconds: maxAge }],
    });
  });

  it('writes nothing when the cookie already says so', () => {
    expect(
      resolve({ query: 'char_count_test:1:testA', cookie: { nemo_highlander: 'char_count_test:1:testA' } }).cookies,
    ).toEqual([]);
  });

  it('moves an excluded visitor into a bucket', () => {
    expect(resolve({ query: 'char_count_test:1:control', cookie: { nemo_exclude_char_count_test: '1' } })).toEqual({
      ab: [state('char_count_test', '1', 'control')],
      cookies: [
        { name: 'nemo_highlander', value: 'char_count_test:1:control', maxAgeSeconds: maxAge },
        { name: 'nemo_exclude_char_count_test', value: null },
      ],
    });
  });

  it('excludes a visitor from the test they were in, freeing nemo_highlander', () => {
    expect(
      resolve({ query: 'char_count_test:1:exclude', cookie: { nemo_highlander: 'char_count_test:1:testA' } }),
    ).toEqual({
      ab: [state('char_count_test', '1', 'exclude')],
      cookies: [
        { name: 'nemo_highlander', value: null },
        { name: 'nemo_exclude_char_count_test', value: '1', maxAgeSeconds: maxAge },
      ],
    });
  });

  it('moves a visitor from one test to another (there can be only one)', () => {
    expect(resolve({ query: 'service_off:1:testA', cookie: { nemo_highlander: 'char_count_test:1:testA' } })).toEqual({
      ab: [state('service_off', '1', 'testA')],
      cookies: [{ name: 'nemo_highlander', value: 'service_off:1:testA', maxAgeSeconds: maxAge }],
    });
  });

  it.each(['old_test:1:control', 'char_count_test:2:testA', 'char_count_test:1:nope', 'garbage', 'a'.repeat(5000)])(
    'ignores %s',
    (query) => {
      expect(resolve({ query, cookie: { nemo_highlander: 'char_count_test:1:testB' } })).toEqual({
        ab: [state('char_count_test', '1', 'testB')],
        cookies: [],
      });
    },
  );
});

describe('the id:version:bucket header', () => {
  it('overrides for this request only: no cookie, no draw', () => {
    expect(resolve({ header: 'service_off:1:testA' })).toEqual({
      ab: [state('service_off', '1', 'testA')],
      cookies: [],
    });
    expect(resolve({ header: 'service_off:1:testA', cookie: { nemo_highlander: 'char_count_test:1:testB' } })).toEqual({
      ab: [state('service_off', '1', 'testA')],
      cookies: [],
    });
  });

  it('can exclude for this request without touching the cookie', () => {
    expect(
      resolve({ header: 'char_count_test:1:exclude', cookie: { nemo_highlander: 'char_count_test:1:testB' } }),
    ).toEqual({ ab: [state('char_count_test', '1', 'exclude')], cookies: [] });
  });

  it('gives way to the query parameter', () => {
    expect(resolve({ header: 'service_off:1:testA', query: 'service_off:1:control' }).ab).toEqual([
      state('service_off', '1', 'control'),
    ]);
  });

  it('is ignored when invalid', () => {
    expect(resolve({ header: 'service_off:1:testZ', random: () => 0 }).ab).toEqual([
      state('char_count_test', '1', 'control'),
    ]);
  });
});

describe('without definitions (the service is down)', () => {
  it('reads well-formed cookies as they are and draws nothing', () => {
    const cookie = { nemo_highlander: 'anything:9:testA', nemo_exclude_char_count_test: '1' };
    expect(resolve({ tests: null, cookie, query: 'char_count_test:1:testA' })).toEqual({
      ab: [state('anything', '9', 'testA'), state('char_count_test', '1', 'exclude')],
      cookies: [],
    });
  });

  it('still removes malformed cookies', () => {
    expect(resolve({ tests: null, cookie: { nemo_highlander: 'x', nemo_exclude_ok: '!' } })).toEqual({
      ab: [],
      cookies: [
        { name: 'nemo_highlander', value: null },
        { name: 'nemo_exclude_ok', value: null },
      ],
    });
  });
});

describe('cookie lifetime', () => {
  const test = tests[0] as AbTest;
  it.each([
    [now, 30 * 86_400],
    [test.endDate - 1, 1],
    [test.endDate + 5000, 1],
    [now - 1000 * day, 400 * 86_400],
  ])('at %s → %s s', (when, seconds) => {
    expect(abCookieMaxAge(test, when)).toBe(seconds);
  });
});
