import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createContentCache } from '../content/cache';
import { contentPaths } from '../content/api';
import type { AppEnv } from '../http/appEnv';
import { createRenderCache, versionOf } from '../render/renderCache';
import { createSegmentCache } from '../render/segmentCache';
import { applyLocally, type Change, type Purger } from './purge';
import { keyMatches, registerPurgeRoute } from './purgeRoute';

const policy = { ttlMs: 60_000, staleMs: 600_000, negativeTtlMs: 10_000 };
const KEY = 'editor-purge-key-0123456789';

describe('applyLocally', () => {
  it('drops the content entries of the changed paths and the renders and segments made from them, and nothing else', async () => {
    const cache = createContentCache({ maxEntries: 100, maxBytes: 1_000_000 });
    const renders = createRenderCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    const segments = createSegmentCache({ maxBytes: 1_000_000 });
    const edited = contentPaths.article('cnet', 'edited-story');
    const other = contentPaths.article('cnet', 'other-story');
    const a = (await cache.get('article', `${edited}?`, policy, async () => ({ value: { headline: 'old' }, size: 10 })))
      .value;
    const b = (
      await cache.get('article', `${other}?`, policy, async () => ({ value: { headline: 'other' }, size: 10 }))
    ).value;
    // Render keys as server/pages/handlePage.ts makes them: "... {url} {version} {state}".
    renders.set(
      `html  cnet /tech/edited-story/ ${versionOf(a)} {"device":"desktop"}`,
      Buffer.from('<p>old</p>'),
      'text/html',
      null,
    );
    renders.set(
      `html  cnet /tech/other-story/ ${versionOf(b)} {"device":"desktop"}`,
      Buffer.from('<p>other</p>'),
      'text/html',
      null,
    );
    segments.html(a, 'toc', () => 'old toc');
    segments.html(b, 'toc', () => 'other toc');

    const counts = applyLocally({ cache, renders, segments }, [
      { type: 'article', site: 'cnet', slug: 'edited-story' },
    ]);
    expect(counts).toEqual({ content: 1, renders: 1, segments: 1 });
    expect(renders.size).toBe(1);
    expect(segments.entries).toBe(1);
    const reloaded = await cache.get('article', `${edited}?`, policy, async () => ({
      value: { headline: 'new' },
      size: 10,
    }));
    expect(reloaded).toEqual({ value: { headline: 'new' }, result: 'miss' });
    expect((await cache.get('article', `${other}?`, policy, async () => ({ value: {}, size: 1 }))).result).toBe('hit');
  });

  it('does not keep what a load begun before the purge brings back (it may predate the edit)', async () => {
    const cache = createContentCache({ maxEntries: 100, maxBytes: 1_000_000 });
    const path = contentPaths.article('cnet', 'edited-story');
    let finish: (value: { value: object; size: number }) => void = () => {};
    const inFlight = cache.get(
      'article',
      `${path}?`,
      policy,
      () => new Promise<{ value: object; size: number }>((resolve) => (finish = resolve)),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    cache.purgePath(path);
    finish({ value: { headline: 'old' }, size: 10 });
    expect((await inFlight).value).toEqual({ headline: 'old' });
    const after = await cache.get('article', `${path}?`, policy, async () => ({
      value: { headline: 'new' },
      size: 10,
    }));
    expect(after).toEqual({ value: { headline: 'new' }, result: 'miss' });
  });

  it('drops every query of a listing path', async () => {
    const cache = createContentCache({ maxEntries: 100, maxBytes: 1_000_000 });
    const listing = contentPaths.listing('cnet', 'topic', 'phones');
    for (const offset of [0, 4, 8])
      await cache.get('listing', `${listing}?limit=4&offset=${offset}`, policy, async () => ({
        value: { offset },
        size: 10,
      }));
    const renders = createRenderCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    const counts = applyLocally({ cache, renders, segments: createSegmentCache({ maxBytes: 1000 }) }, [
      { type: 'listing', site: 'cnet', listingType: 'topic', id: 'phones' },
    ]);
    expect(counts.content).toBe(3);
    expect(cache.entries).toBe(0);
  });

  it("drops the renders and segments made from parts of a composer page (a door's lists, a live article)", async () => {
    const cache = createContentCache({ maxEntries: 100, maxBytes: 1_000_000 });
    const renders = createRenderCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    const segments = createSegmentCache({ maxBytes: 1_000_000 });
    const path = contentPaths.page('cnet', 'door', 'frontdoor');
    const page = (
      await cache.get('page', `${path}?`, policy, async () => ({
        value: { components: [{ items: [1] }, { items: [2] }] },
        size: 10,
      }))
    ).value as { components: object[] };
    segments.html(page.components[0]!, 'list', () => 'first list');
    segments.html(page.components[1]!, 'list', () => 'second list');
    segments.html({ unrelated: true }, 'list', () => 'kept');
    renders.set(
      `html  cnet / ${versionOf(page.components[1]!)} {"device":"desktop"}`,
      Buffer.from('<p>door</p>'),
      'text/html',
      null,
    );
    const counts = applyLocally({ cache, renders, segments }, [
      { type: 'page', site: 'cnet', pageType: 'door', slug: 'frontdoor' },
    ]);
    expect(counts).toEqual({ content: 1, renders: 1, segments: 2 });
    expect(segments.entries).toBe(1);
  });

  it('drops every stored render for a listing change (any page may show a listing as a secondary section)', () => {
    const renders = createRenderCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    renders.set('html  cnet /tech/a/ 1 {}', Buffer.from('a'), 'text/html', null);
    renders.set('html  cnet /tech/b/ 2 {}', Buffer.from('b'), 'text/html', null);
    const cache = createContentCache({ maxEntries: 10, maxBytes: 1000 });
    const counts = applyLocally({ cache, renders, segments: createSegmentCache({ maxBytes: 1000 }) }, [
      { type: 'listing', site: 'cnet', listingType: 'section', id: 'news' },
    ]);
    expect(counts.renders).toBe(2);
    expect(renders.size).toBe(0);
  });
});

describe('POST /_purge', () => {
  function app(key: string | undefined) {
    const received: Change[][] = [];
    const purger: Purger = {
      purge: async (changes) => (received.push([...changes]), { content: 1, renders: 0, segments: 0, fleet: true }),
    };
    const hono = new Hono<AppEnv>();
    registerPurgeRoute(hono, { purger, key });
    const post = (body: string, authorization?: string) =>
      // The server's response object, as @hono/node-server hands it to a route (the body reader keeps a 413's connection open).
      hono.request(
        '/_purge',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
          body,
        },
        { outgoing: { shouldKeepAlive: false } } as unknown as AppEnv['Bindings'],
      );
    return { post, received };
  }
  const body = JSON.stringify({ changes: [{ type: 'article', site: 'cnet', slug: 'edited-story' }] });

  it('purges with the key and answers what it dropped', async () => {
    const { post, received } = app(KEY);
    const res = await post(body, `Bearer ${KEY}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ purged: { content: 1, renders: 0, segments: 0, fleet: true } });
    expect(received).toEqual([[{ type: 'article', site: 'cnet', slug: 'edited-story' }]]);
  });

  it.each([
    ['no credentials', undefined, KEY, 401],
    ['another scheme', `Basic ${KEY}`, KEY, 401],
    ['a wrong key', 'Bearer editor-purge-key-0123456780', KEY, 403],
    ['no key configured', `Bearer ${KEY}`, undefined, 403],
  ])('refuses %s (%s → %i)', async (_name, authorization, key, status) => {
    const { post, received } = app(key);
    expect((await post(body, authorization)).status).toBe(status);
    expect(received).toEqual([]);
  });

  it.each([
    ['not JSON', '{changes'],
    ['no changes', '{"changes":[]}'],
    ['an unknown type', '{"changes":[{"type":"everything","site":"cnet"}]}'],
    ['an unknown site', '{"changes":[{"type":"article","site":"elsewhere","slug":"x"}]}'],
    ['a slug that names no content', '{"changes":[{"type":"article","site":"cnet","slug":"../../etc"}]}'],
    [
      'too many changes',
      JSON.stringify({ changes: Array.from({ length: 101 }, () => ({ type: 'article', site: 'cnet', slug: 'x' })) }),
    ],
  ])('answers 400 to %s', async (_name, text) => {
    const { post, received } = app(KEY);
    expect((await post(text, `Bearer ${KEY}`)).status).toBe(400);
    expect(received).toEqual([]);
  });

  it('compares keys whole', () => {
    expect(keyMatches(KEY, KEY)).toBe(true);
    expect(keyMatches(KEY.slice(0, -1), KEY)).toBe(false);
    expect(keyMatches(`${KEY}x`, KEY)).toBe(false);
  });
});
