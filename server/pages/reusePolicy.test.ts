import { describe, expect, it } from 'vitest';
import type { PageRequest, PrimaryData } from '../../shared/render/contract';
import { initialRequestState } from '../../shared/requestState';
import { etagOf, renderTag } from '../http/etag';
import { PAGE_VARY } from '../http/vary';
import type { CachedRender } from '../render/renderCache';
import type { ReplayVariant } from '../render/replayIndex';
import {
  PER_RESPONSE_HEADERS,
  recordedRender,
  renderEtag,
  renderKey,
  replayEtag,
  replayVariant,
  variantFresh,
  type AnsweredPage,
} from './reusePolicy';
import { pushReplayCookies, replayHeaderList } from './pageHeaders';

const article = { id: 'a-1', title: 'A story' } as never;
const review = { id: 'r-1' } as never;

function request(
  primary: PrimaryData,
  change: Partial<PageRequest> = {},
  state: Partial<PageRequest['state']> = {},
): PageRequest {
  return {
    url: '/news/a-story/',
    match: null,
    status: 200,
    primary,
    brand: 'cnet',
    edition: 'us',
    locale: 'en-US',
    requestId: 'req-1',
    now: 0,
    stylesheets: [],
    fontPreloads: [],
    icon: '',
    state: { ...initialRequestState(), ...state },
    ...change,
  };
}

describe('renderKey: which pages the render cache keeps and replays', () => {
  const signedIn = { ...initialRequestState().auth, loggedIn: true } as never;
  it.each<[string, PageRequest, boolean, boolean]>([
    ['an article', request({ kind: 'article', article }), false, true],
    ['a review', request({ kind: 'review', review }), false, true],
    ['a door', request({ kind: 'door', page: { id: 'door' } as never }), false, true],
    [
      'a listing',
      request({ kind: 'listing', listing: { title: 'l' } as never, slug: 'l', pageNumber: 1, pageSize: 24 }),
      false,
      true,
    ],
    ['an error page', request({ kind: 'error', status: 404, message: 'Not found' }, { status: 404 }), false, false],
    [
      'a 200 of a page made per request (sitemap)',
      request({ kind: 'sitemap', section: null, year: null, years: [], items: [], pageNumber: 1, pages: 1 }),
      false,
      false,
    ],
    [
      'a replay route (rendered every time)',
      request({ kind: 'replay', original: { kind: 'article', article }, canonicalPath: null }),
      false,
      false,
    ],
    ['an article with another status', request({ kind: 'article', article }, { status: 500 }), false, false],
    ['an article with the debug toolbar', request({ kind: 'article', article }, {}, { debug: true }), false, false],
    [
      'an article for a signed-in reader (decision 040)',
      request({ kind: 'article', article }, {}, { auth: signedIn }),
      false,
      false,
    ],
    ['a preview (decision 053)', request({ kind: 'article', article }), true, false],
  ])('%s', (_, page, preview, kept) => {
    expect(renderKey(false, page, preview) !== null).toBe(kept);
  });

  it('tells apart what a render depends on: RSC or HTML, URL, brand, state, seamless position, content version', () => {
    const base = request({ kind: 'article', article });
    const keys = [
      renderKey(false, base, false),
      renderKey(true, base, false),
      renderKey(false, request({ kind: 'article', article }, { url: '/news/a-story/?page=2' }), false),
      renderKey(false, request({ kind: 'article', article }, { brand: 'zdnet' as never }), false),
      renderKey(false, request({ kind: 'article', article }, {}, { adTargeting: { adFoo: 'x' } }), false),
      renderKey(true, request({ kind: 'article', article }, { seamless: { position: 1 } }), false),
      renderKey(false, request({ kind: 'article', article: { id: 'a-1', title: 'A story, edited' } as never }), false),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    // The same request of the same content object: the same key.
    expect(renderKey(false, request({ kind: 'article', article }), false)).toBe(keys[0]);
  });
});

describe('ETags', () => {
  const render = (etag?: string): CachedRender => ({
    body: Buffer.from('<p>page</p>'),
    contentType: 'text/html',
    nonce: 'n',
    encoded: {},
    etag,
  });
  it('a replay keeps the tag its render went out with, else its body hash', () => {
    expect(replayEtag(render('W/"rstored"'))).toBe('W/"rstored"');
    const untagged = render();
    expect(replayEtag(untagged)).toBe(etagOf(untagged, untagged.body));
  });
  it('a fresh render carries a tag only when the cache keeps it', () => {
    expect(renderEtag('key', 'nonce-1')).toBe(renderTag('nonce-1'));
    expect(renderEtag(null, 'nonce-1')).toBeUndefined();
  });
});

describe('replayVariant: what the replay index remembers of an answer', () => {
  const answer = (change: Partial<AnsweredPage> = {}): AnsweredPage => ({
    status: 200,
    routeName: 'news-article',
    headers: {
      'cache-control': 'public, max-age=60',
      'last-modified': 'Mon, 07 Dec 2026 10:00:00 GMT',
      'content-security-policy': "script-src 'nonce-fresh'",
      'x-content-type-options': 'nosniff',
      'set-cookie': ['device=mobile', 'nemo_highlander=t:1:a'],
      'server-timing': 'route;dur=0.1',
      etag: 'W/"r1"',
      'x-custom': 'kept',
    },
    contentType: 'text/html; charset=utf-8',
    policy: "script-src 'nonce-stored'",
    cookies: ['device=mobile', 'nemo_highlander=t:1:a'],
    abCookies: ['nemo_highlander=t:1:a'],
    freshUntil: 1_000,
    ...change,
  });

  it("keeps the page headers, replaces the per-response ones and the policy with the render's own", () => {
    const variant = replayVariant('key', answer(), 0)!;
    expect(variant).toEqual({
      renderKey: 'key',
      status: 200,
      headers: {
        'cache-control': 'public, max-age=60',
        'content-security-policy': "script-src 'nonce-stored'",
        'x-content-type-options': 'nosniff',
        etag: 'W/"r1"',
        'x-custom': 'kept',
        'content-type': 'text/html; charset=utf-8',
        vary: PAGE_VARY,
      },
      cookies: ['device=mobile'],
      routeName: 'news-article',
      freshUntil: 1_000,
    });
    for (const name of PER_RESPONSE_HEADERS) expect(variant.headers).not.toHaveProperty(name);
  });

  it("a payload (no nonce) keeps the page's policy header as it went out", () => {
    expect(replayVariant('key', answer({ policy: null }), 0)!.headers['content-security-policy']).toBe(
      "script-src 'nonce-fresh'",
    );
  });

  it.each<[string, Partial<AnsweredPage>, number]>([
    ['a 404', { status: 404 }, 0],
    ['a 500', { status: 500 }, 0],
    ['content already stale', { freshUntil: 10 }, 10],
    ['content without a freshness', { freshUntil: 0 }, 0],
  ])('is not recorded: %s', (_, change, now) => {
    expect(replayVariant('key', answer(change), now)).toBeNull();
  });
});

describe('when the fast path may answer with a variant', () => {
  const variant: ReplayVariant = {
    renderKey: 'k',
    status: 200,
    headers: { etag: 'W/"r1"' },
    cookies: [],
    routeName: 'r',
    freshUntil: 100,
  };
  const stored = (etag?: string): CachedRender => ({
    body: Buffer.from('x'),
    contentType: 'text/html',
    nonce: 'n',
    encoded: {},
    etag,
  });
  it.each<[string, number, CachedRender | undefined, boolean]>([
    ['fresh, the very render', 50, stored('W/"r1"'), true],
    ['content stale', 100, stored('W/"r1"'), false],
    ['render gone (purge, expiry)', 50, undefined, false],
    ['another render under the same key (another nonce)', 50, stored('W/"r2"'), false],
    ['a render without a tag', 50, stored(), false],
  ])('%s', (_, now, render, answers) => {
    expect(variantFresh(variant, now) && recordedRender(variant, render)).toBe(answers);
  });
});

describe("the replayed response's headers", () => {
  const variant: ReplayVariant = {
    renderKey: 'k',
    status: 200,
    headers: { 'content-type': 'text/html', etag: 'W/"r1"', 'X-Content-Type-Options': 'nosniff' },
    cookies: ['device=mobile'],
    routeName: 'r',
    freshUntil: 100,
  };
  const base = [
    ['x-content-type-options', 'base'],
    ['Permissions-Policy', 'camera=()'],
  ] as const;

  it("the page's headers win over base headers of the same name; a 304 has no content type", () => {
    expect(replayHeaderList(variant, base, false)).toEqual([
      'x-content-type-options',
      'nosniff',
      'permissions-policy',
      'camera=()',
      'content-type',
      'text/html',
      'etag',
      'W/"r1"',
    ]);
    expect(replayHeaderList(variant, base, true)).toEqual([
      'x-content-type-options',
      'nosniff',
      'permissions-policy',
      'camera=()',
      'etag',
      'W/"r1"',
    ]);
    // Made once per variant.
    expect(replayHeaderList(variant, base, false)).toBe(replayHeaderList(variant, base, false));
  });

  it("cookies: the page's recorded ones, then those of this A/B resolution", () => {
    const headers: string[] = [];
    pushReplayCookies(headers, variant, { ab: [], cookies: [{ name: 'nemo_highlander', value: null }] } as never);
    expect(headers[0]).toBe('set-cookie');
    expect(headers[1]).toBe('device=mobile');
    expect(headers[2]).toBe('set-cookie');
    expect(headers[3]).toMatch(/^nemo_highlander=;.*Max-Age=0/i);
    const none: string[] = [];
    pushReplayCookies(none, variant, null);
    expect(none).toEqual(['set-cookie', 'device=mobile']);
  });
});
