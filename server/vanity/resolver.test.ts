import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { VanityOutcome } from './outcome';
import {
  createVanityFixtures,
  VANITY_FIXTURE_PATHS as P,
  VANITY_LISTING_TARGET,
  VANITY_OUTSIDE_URL,
  type VanityFixtures,
} from '../../upstream/content/vanity';
import { startUpstream, type RunningUpstream } from '../../upstream/start';
import { createContentApi } from '../content/api';
import { createContentCache } from '../content/cache';
import { createContentHttp, type ContentHttp } from '../content/http';
import { createLogger } from '../ops/logger';
import { ServerTiming } from '../ops/timing';
import { createVanityClient } from './client';
import { createContentTargetPaths } from './contentTarget';
import { createVanityResolver } from './resolver';

let upstream: RunningUpstream;
let http: ContentHttp;
let fixtures: VanityFixtures;
const logs: Array<Record<string, unknown>> = [];
const logger = createLogger({
  level: 'debug',
  write: (line) => logs.push(JSON.parse(line) as Record<string, unknown>),
});

beforeAll(async () => {
  upstream = await startUpstream({ port: 0 });
  fixtures = createVanityFixtures(upstream.world);
  http = createContentHttp({
    config: { contentApiUrl: upstream.url, contentApiKey: 'k', upstreamTimeoutMs: 5000, upstreamConnections: 4 },
  });
});

afterAll(async () => {
  await http?.close();
  await upstream?.close();
});

afterEach(() => {
  upstream.control.reset();
  logs.length = 0;
});

function resolver(options: { allowedRedirectHosts?: string[]; timeoutMs?: number } = {}) {
  const cache = createContentCache({ maxEntries: 1000, maxBytes: 10_000_000 });
  return createVanityResolver({
    client: createVanityClient({ http, cache, timeoutMs: options.timeoutMs }),
    contentPaths: createContentTargetPaths(createContentApi({ http, cache })),
    siteOrigin: 'https://www.example.com',
    allowedRedirectHosts: options.allowedRedirectHosts ?? [],
    logger,
  });
}

const resolve = (target: string, r = resolver()) =>
  r.resolve({ url: new URL(target, 'https://www.example.com'), brand: 'cnet', edition: 'us' });

describe('vanity resolution against the local vanity service', () => {
  const rows: Array<[name: string, url: () => string, outcome: () => VanityOutcome | null]> = [
    [
      'PERMANENT_REDIRECT → 301',
      () => P.permanentRedirect,
      () => ({ type: 'redirect', status: 301, location: fixtures.articles.redirect.canonicalUrl! }),
    ],
    [
      'TEMPORARY_REDIRECT to a content object → 302',
      () => P.temporaryRedirect,
      () => ({ type: 'redirect', status: 302, location: fixtures.articles.temporaryRedirect.canonicalUrl! }),
    ],
    [
      'MASK of an article',
      () => P.mask,
      () => ({ type: 'mask', path: fixtures.articles.mask.canonicalUrl!, temporary: false }),
    ],
    [
      'TEMPORARY_MASK',
      () => P.temporaryMask,
      () => ({ type: 'mask', path: fixtures.articles.temporaryMask.canonicalUrl!, temporary: true }),
    ],
    ['NOT_FOUND', () => P.notFound, () => ({ type: 'not-found' })],
    ['OK', () => fixtures.okPath, () => null],
    [
      'utm and click ids are stripped before lookup, kept on the redirect',
      () => `${P.permanentRedirect}?utm_source=news&gclid=1`,
      () => ({
        type: 'redirect',
        status: 301,
        location: `${fixtures.articles.redirect.canonicalUrl!}?utm_source=news&gclid=1`,
      }),
    ],
    [
      'slashless and upper case',
      () => '/Black-Friday',
      () => ({ type: 'redirect', status: 301, location: fixtures.articles.redirect.canonicalUrl! }),
    ],
    [
      'a numbered page of a mask',
      () => `${P.paginatedMask}3/`,
      () => ({ type: 'mask', path: `${VANITY_LISTING_TARGET}3/`, temporary: false }),
    ],
    [
      'an expiry in the future',
      () => P.futureExpiry,
      () => ({ type: 'redirect', status: 302, location: fixtures.articles.redirect.canonicalUrl! }),
    ],
    ['disabled → ignored', () => P.disabled, () => null],
    ['expired → ignored', () => P.expired, () => null],
    ['another edition only → ignored', () => P.otherEdition, () => null],
    ['a content target not available in the edition → ignored', () => P.otherEditionContent, () => null],
    ['an entry with an error → ignored', () => P.withError, () => null],
    ['a redirect onto itself → ignored', () => P.selfRedirect, () => null],
    ['an outside host without allow-list → refused', () => P.outsideHost, () => null],
    ['an excluded path is never looked up', () => P.excluded, () => null],
    ['a path without an entry', () => '/no-such-vanity/', () => null],
  ];
  it.each(rows)('%s', async (_name, url, outcome) => {
    expect(await resolve(url())).toEqual(outcome());
  });

  it('redirects to an outside host on the allow-list', async () => {
    const allowed = resolver({ allowedRedirectHosts: ['offers.example.org'] });
    expect(await resolve(P.outsideHost, allowed)).toEqual({
      type: 'redirect',
      status: 302,
      location: VANITY_OUTSIDE_URL,
    });
  });

  it('logs a refused outside host', async () => {
    await resolve(P.outsideHost);
    expect(logs.find((line) => line.msg === 'vanity target refused; ignored')).toMatchObject({
      level: 'warn',
      path: P.outsideHost,
    });
  });

  it('records a Server-Timing entry', async () => {
    const timing = new ServerTiming();
    await resolver().resolve({
      url: new URL(`https://www.example.com${P.mask}`),
      brand: 'cnet',
      edition: 'us',
      timing,
    });
    expect(timing.header()).toMatch(/vanity;dur=[\d.]+;desc="mask"/);
  });
});

describe('vanity failures are logged and ignored (000 §8)', () => {
  it('a vanity service that does not answer within the timeout', async () => {
    upstream.control.set({ faults: [{ match: '/vanity/', mode: 'hang' }] });
    const slow = resolver({ timeoutMs: 200 });
    const started = performance.now();
    expect(await resolve(P.permanentRedirect, slow)).toBeNull();
    expect(performance.now() - started).toBeLessThan(2000);
    expect(logs.find((line) => line.msg === 'vanity lookup failed; ignored')).toMatchObject({
      level: 'warn',
      err: { name: 'UpstreamTimeoutError' },
    });
    // The next lookups do not wait again while the service is paused.
    const again = performance.now();
    expect(await resolve(P.mask, slow)).toBeNull();
    expect(performance.now() - again).toBeLessThan(100);
  });

  it.each([['error500'], ['nonjson'], ['reset']] as const)('a vanity service answering %s', async (mode) => {
    upstream.control.set({ faults: [{ match: '/vanity/', mode }] });
    expect(await resolve(P.permanentRedirect)).toBeNull();
    expect(logs.some((line) => line.msg === 'vanity lookup failed; ignored')).toBe(true);
  });

  it('keeps serving cached answers when the service goes down', async () => {
    const r = resolver();
    const first = await resolve(P.permanentRedirect, r);
    upstream.control.set({ faults: [{ match: '/vanity/', mode: 'error500' }] });
    expect(await resolve(P.permanentRedirect, r)).toEqual(first);
  });
});

describe('resolveSoon', () => {
  it('answers a path without an entry at once once the dictionary is cached, and every other path as resolve() does', async () => {
    const r = resolver();
    const request = (target: string, timing?: ServerTiming) => ({
      url: new URL(target, 'https://www.example.com'),
      brand: 'cnet' as const,
      edition: 'us',
      timing,
    });
    // Cold: the dictionary has to be loaded, so the answer is a promise.
    const cold = r.resolveSoon!(request('/no-such-vanity/'));
    expect(cold).toBeInstanceOf(Promise);
    expect(await cold).toBeNull();
    const timing = new ServerTiming();
    expect(r.resolveSoon!(request('/no-such-vanity/', timing))).toBeNull();
    expect(timing.header()).toMatch(/^vanity;dur=[\d.]+;desc="none"$/);
    const redirect = r.resolveSoon!(request(P.permanentRedirect));
    expect(redirect).toBeInstanceOf(Promise);
    expect(await redirect).toEqual(await resolve(P.permanentRedirect, r));
  });
});
