import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { AB_EXCLUSION_COOKIE_PREFIX } from '../../shared/ab/constants';
import { validateAbTests } from '../../shared/ab/definition';
import { resolveAbState } from '../ab/resolve';
import { SESSION_COOKIE } from '../../shared/authConstants';
import { createRouter } from '../../shared/node/routes/match';
import { MIDDLEWARE_ORDER } from '../../shared/routes/types';
import type { SessionManager } from '../auth/sessions';
import { runMiddleware, createMiddlewareRegistry } from '../middleware/chain';
import { createPageContext } from '../middleware/context';
import { DEBUG_PARAM, applyRequestBasics } from '../pages/requestState';
import {
  createReplayIndex,
  outcomeKey,
  REPLAY_ANSWERED_HEADERS,
  REPLAY_INPUT_COOKIES,
  REPLAY_INPUT_HEADERS,
  replaySignature,
  type ReplayVariant,
} from './replayIndex';

function request(url: string, headers: Record<string, string> = {}, method = 'GET'): IncomingMessage {
  return { method, url, headers: { host: 'www.example.com', ...headers }, socket: {} } as unknown as IncomingMessage;
}

const key = (url: string, headers?: Record<string, string>) => replaySignature(request(url, headers))?.key;

describe('replaySignature', () => {
  it('keys the URL, the host and the request headers pages read', () => {
    const base = key('/news/a-story/');
    expect(base).toBeTypeOf('string');
    expect(key('/news/a-story/')).toBe(base);
    expect(key('/news/a-story/?utm_source=x')).not.toBe(base);
    expect(key('/news/a-story/', { host: 'other.example.com' })).not.toBe(base);
    for (const name of [
      'user-agent',
      'x-device-type',
      'sec-ch-ua-mobile',
      'x-cdn-state-code',
      'sec-gpc',
      'x-ab-test',
      'rsc',
      'x-neutron-seamless',
    ])
      expect(key('/news/a-story/', { [name]: '1' }), name).not.toBe(base);
  });

  it('ignores cookies the page path does not read, and keys the ones it does', () => {
    const base = key('/news/a-story/');
    expect(key('/news/a-story/', { cookie: '_ga=GA1.2.3; consent=all; analytics_id=abc' })).toBe(base);
    for (const cookie of [
      'device=mobile',
      'nemo_highlander=t%3A1%3Acontrol',
      `${AB_EXCLUSION_COOKIE_PREFIX}t=1`,
      'privacy_opt_out=1',
      'health_content_ok=1',
      'neutron_user=1',
      'neutron_previous_login=1',
    ]) {
      expect(key('/news/a-story/', { cookie: `_ga=1; ${cookie}` }), cookie).not.toBe(base);
    }
    // Two readers with the same page-relevant cookies share one entry whatever else they carry.
    expect(key('/news/a-story/', { cookie: 'device=mobile; _ga=1' })).toBe(
      key('/news/a-story/', { cookie: 'x=2; device=mobile' }),
    );
  });

  it('never indexes a signed-in reader, a debug or preview try, a clock override or anything but GET and HEAD', () => {
    expect(replaySignature(request('/news/a-story/', { cookie: `${SESSION_COOKIE}=sealed` }))).toBeNull();
    expect(replaySignature(request('/news/a-story/', { cookie: `${DEBUG_PARAM}=true` }))).toBeNull();
    expect(replaySignature(request(`/news/a-story/?${DEBUG_PARAM}=1`))).toBeNull();
    expect(replaySignature(request('/news/a-story/?js%44ebug=1'))).toBeNull(); // the page path decodes names
    expect(replaySignature(request('/news/a-story/?preview=abc'))).toBeNull();
    expect(replaySignature(request('/news/a-story/?now=2026-01-01T00:00:00Z'))).toBeNull();
    // A HEAD is answered as its GET (without the body): one entry for both.
    expect(replaySignature(request('/news/a-story/', {}, 'HEAD'))?.key).toBe(
      replaySignature(request('/news/a-story/'))?.key,
    );
    expect(replaySignature(request('/news/a-story/', {}, 'POST'))).toBeNull();
    // A slug that merely contains the words is indexed.
    expect(replaySignature(request('/reviews/a-preview-of-jsdebug/'))).not.toBeNull();
  });
});

describe('the page path reads nothing the index does not key on', () => {
  const day = 86_400_000;
  const now = Date.now();
  const { tests } = validateAbTests([
    {
      id: 'article_test',
      version: '1',
      startDate: new Date(now - day).toISOString(),
      endDate: new Date(now + day).toISOString(),
      allocations: [
        { percentage: 50, bucket: 'control' },
        { percentage: 50, bucket: 'testA' },
      ],
      criteria: { name: 'articlePages' },
    },
  ]);

  class RecordingHeaders extends Headers {
    readonly read = new Set<string>();
    override get(name: string) {
      this.read.add(name.toLowerCase());
      return super.get(name);
    }
    override has(name: string) {
      this.read.add(name.toLowerCase());
      return super.has(name);
    }
  }
  class RecordingCookies extends Map<string, string> {
    readonly read = new Set<string>();
    override get(name: string) {
      this.read.add(name);
      return super.get(name);
    }
    override has(name: string) {
      this.read.add(name);
      return super.has(name);
    }
  }

  it.each(['/', '/news/a-story-here/', '/tech/mobile/a-phone-review/', '/reviews/', '/videos/a-video/'])(
    '%s: request basics and every middleware step',
    async (path) => {
      const registry = createMiddlewareRegistry({
        defaultMaxAge: 60,
        sessions: { read: async () => ({ status: 'none' }) } as unknown as SessionManager,
        vanity: { resolver: { resolve: async () => null } },
        abDefinitions: { get: async () => tests, peek: () => tests },
      });
      const url = new URL(path, 'http://www.example.com');
      const resolution = createRouter().resolve(url.pathname, url.search);
      if (resolution.type !== 'match') throw new Error(`no route for ${path}`);
      expect(resolution.match.meta.middleware).toEqual(MIDDLEWARE_ORDER);
      // No device cookie: the device falls through to the client hint and the agent (decision 117).
      const headers = new RecordingHeaders({ cookie: '_ga=1', 'user-agent': 'Mozilla/5.0' });
      const ctx = createPageContext({ url, match: resolution.match, headers });
      const cookies = new RecordingCookies(ctx.cookies);
      ctx.cookies = cookies;
      ctx.setCookies.push(...applyRequestBasics(ctx.state, { query: url.searchParams, cookies, headers }));
      await runMiddleware(registry, ctx);
      const answered = new Set([...REPLAY_INPUT_HEADERS, ...REPLAY_ANSWERED_HEADERS]);
      expect([...headers.read].filter((name) => !answered.has(name))).toEqual([]);
      expect(
        [...cookies.read].filter(
          (name) =>
            !REPLAY_INPUT_COOKIES.has(name) &&
            !name.startsWith(AB_EXCLUSION_COOKIE_PREFIX) &&
            name !== SESSION_COOKIE &&
            name !== DEBUG_PARAM,
        ),
      ).toEqual([]);
      expect(ctx.ab?.inputs.tests).toBe(tests);
    },
  );
});

describe('createReplayIndex', () => {
  const variant = (renderKey: string): ReplayVariant => ({
    renderKey,
    status: 200,
    headers: {},
    cookies: [],
    routeName: 'article',
    freshUntil: Infinity,
  });
  const signature = replaySignature(request('/news/a-story/'))!;
  const { tests } = validateAbTests([
    {
      id: 't',
      version: '1',
      startDate: '2020-01-01T00:00:00Z',
      endDate: '2099-01-01T00:00:00Z',
      allocations: [
        { percentage: 50, bucket: 'control' },
        { percentage: 50, bucket: 'testA' },
      ],
      criteria: { name: 'allPages' },
    },
  ]);
  const page = {
    path: '/news/a-story/',
    routeName: 'news-article',
    kind: 'article',
    pageType: 'article',
    section: 'news',
    layout: 'default',
    brand: 'cnet',
    device: 'desktop',
  } as never;
  const outcome = (draw: number) =>
    resolveAbState({ tests, page, cookies: new Map(), query: null, header: null, now: Date.now(), random: () => draw });

  it("keeps one variant per A/B outcome of a signature, without the cookies' lifetimes", () => {
    const index = createReplayIndex({ maxEntries: 10 });
    const inputs = { tests, page, query: null, header: null };
    index.record(signature, inputs, outcome(0.1), variant('control'));
    index.record(signature, inputs, outcome(0.9), variant('testA'));
    const entry = index.get(signature.key)!;
    expect(entry.variants.size).toBe(2);
    expect(entry.variants.get(outcomeKey(outcome(0.1)))?.renderKey).toBe('control');
    expect(entry.variants.get(outcomeKey(outcome(0.9)))?.renderKey).toBe('testA');
    expect(outcomeKey(outcome(0.1))).toContain('nemo_highlander=');
  });

  it('starts a signature over when what the A/B step resolved from changes, and stays bounded', () => {
    const index = createReplayIndex({ maxEntries: 2 });
    index.record(signature, { tests, page, query: null, header: null }, outcome(0.1), variant('old'));
    const { tests: replaced } = validateAbTests([]);
    index.record(
      signature,
      { tests: replaced, page, query: null, header: null },
      { ab: [], cookies: [] },
      variant('new'),
    );
    expect([...index.get(signature.key)!.variants.values()].map((v) => v.renderKey)).toEqual(['new']);
    for (const path of ['/a/', '/b/', '/c/']) index.record(replaySignature(request(path))!, null, null, variant(path));
    expect(index.size).toBe(2);
    expect(index.get(signature.key)).toBeUndefined();
  });
});
