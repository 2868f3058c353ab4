/**
 * Seamless scrolling on the server (decision 022), the built server against the local upstream
 * behind a recording relay (so the seamless call Neutron makes can be checked): the listing
 * proxy's parameters, answers and failures, and the seamless render of a next article — an RSC
 * payload of the article alone, marked with its position, never a document.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { startTestUpstream } from '../support/upstream';
import type { TestUpstream } from '../support/upstream';

const API_KEY = 'seamless-test-key';
let upstream: TestUpstream;
let relay: Server;
let neutron: Neutron;
/** Every upstream request Neutron made, path and query. */
const seen: URL[] = [];
let article: { path: string; slug: string; id: string };
let galleryPath: string;

/** Forwards to the local upstream, remembering what was asked. */
async function startRelay(target: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', target);
    seen.push(url);
    fetch(url, { headers: { 'x-forwarded-by': 'relay' } })
      .then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        res.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
        });
        res.end(body);
      })
      .catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function upstreamData<T>(path: string): Promise<T> {
  const res = await fetch(`${upstream.url}${path}${path.includes('?') ? '&' : '?'}apiKey=test`);
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  upstream = await startTestUpstream();
  const started = await startRelay(upstream.url);
  relay = started.server;
  neutron = await startNeutron({ CONTENT_API_URL: started.url, CONTENT_API_KEY: API_KEY, UPSTREAM_TIMEOUT_MS: '1500' });
  const { component } = await upstreamData<{ component: { items: Array<{ url: string; slug: string; id: string }> } }>(
    '/api/neutron/components/cnet/listing/section/tech/web?limit=20',
  );
  const first = component.items.find((item) => item.url.startsWith('/tech/'))!;
  article = { path: first.url, slug: first.slug, id: first.id };
  const { page } = await upstreamData<{ page: { components: Array<{ items?: Array<{ url: string }> }> } }>(
    '/api/neutron/composer/cnet/pages/door/pictures/web',
  );
  galleryPath = page.components
    .flatMap((c) => (c.items ?? []).map((i) => i.url))
    .find((url) => url.startsWith('/pictures/'))!;
});

afterAll(async () => {
  await neutron?.stop();
  await new Promise((resolve) => relay?.close(resolve));
  await upstream?.close();
});

const seamlessCalls = () => seen.filter((url) => url.pathname.startsWith('/api/neutron/seamless/'));

describe('listing proxy GET /api/seamless/{site}', () => {
  it('makes the spec seamless call (limit 3) and answers root-relative article URLs, never the api key', async () => {
    const before = seamlessCalls().length;
    const res = await get(neutron.url, `/api/seamless/cnet?slug=${article.slug}&contentId=${article.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const text = await res.text();
    expect(text).not.toContain(API_KEY);
    const { items } = JSON.parse(text) as { items: Array<{ id: string; url: string; type: string; source: string }> };
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.url).toMatch(/^\/[a-z]/);
      expect(item.id).not.toBe(article.id);
      expect(item).toMatchObject({ type: 'article', source: 'curated' });
    }
    const calls = seamlessCalls().slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.pathname).toBe(`/api/neutron/seamless/cnet/${article.slug}/web`);
    expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({
      contentId: article.id,
      recommendationContentType: 'content_article',
      componentName: 'seamless',
      componentDisplayName: 'Seamless',
      componentType: 'Seamless',
      limit: '3',
      apiKey: API_KEY,
    });
  });

  it('passes the optional collectionId and answers from a content id alone', async () => {
    const before = seamlessCalls().length;
    const res = await get(neutron.url, `/api/seamless/cnet?contentId=${article.id}&collectionId=col-1`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
    const call = seamlessCalls().slice(before)[0]!;
    expect(call.searchParams.get('collectionId')).toBe('col-1');
    expect(call.searchParams.get('contentId')).toBe(article.id);
  });

  it.each([
    ['neither slug nor content id', '/api/seamless/cnet'],
    ['an unknown site', `/api/seamless/elsewhere?slug=${'x'}`],
    ['a slug that cannot name content', '/api/seamless/cnet?slug=..%2Fetc'],
    ['a repeated parameter', '/api/seamless/cnet?slug=a&slug=b'],
    ['a bad collection id', '/api/seamless/cnet?slug=a&collectionId=%3Cb%3E'],
  ])('answers 400 for %s, without calling upstream', async (_name, path) => {
    const before = seamlessCalls().length;
    const res = await get(neutron.url, path);
    expect(res.status).toBe(400);
    await res.arrayBuffer();
    expect(seamlessCalls().length).toBe(before);
  });

  it('answers 502 when the upstream fails and 504 when it does not answer in time', async () => {
    await upstream.control({
      faults: [
        { match: '/api/neutron/seamless/cnet/broken-', mode: 'error500' },
        { match: '/api/neutron/seamless/cnet/slow-', mode: 'hang' },
      ],
    });
    try {
      const broken = await get(neutron.url, '/api/seamless/cnet?slug=broken-one');
      expect(broken.status).toBe(502);
      expect(broken.headers.get('cache-control')).toBe('no-cache');
      await broken.arrayBuffer();
      const slow = await get(neutron.url, '/api/seamless/cnet?slug=slow-one');
      expect(slow.status).toBe(504);
      await slow.arrayBuffer();
    } finally {
      await upstream.reset();
    }
  });
});

describe('seamless render of a next article', () => {
  const seamless = (position: string, extra: Record<string, string> = {}) => ({
    RSC: '1',
    'x-neutron-seamless': position,
    ...extra,
  });

  it('answers the article alone as an RSC payload, marked with its position and source', async () => {
    const res = await get(neutron.url, article.path, seamless('2;curated'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/x-component; charset=utf-8');
    expect(res.headers.get('vary')).toMatch(/\bx-neutron-seamless\b/);
    const body = await res.text();
    expect(body).not.toContain('"$","html"');
    expect(body).not.toContain('"$","body"');
    expect(body).toContain('"className":"seamless-page"');
    expect(body).toContain('"data-seamless":2');
    expect(body).toContain('"data-seamless-source":"curated"');
    expect(body).toContain(`"data-content-id":"${article.id}"`);
    expect(body).toMatch(/"data-title":"[^"]+ - CNET"/);
    expect(body).toContain('"$","article"');

    const page = await (await get(neutron.url, article.path, { RSC: '1' })).text();
    expect(page).toContain('"$","html"');
    expect(page).not.toContain('"data-seamless"');
  });

  it('keeps seamless renders apart in the render cache, by marker', async () => {
    const path = `${article.path}?seamless-cache-test=1`;
    // A returning visitor: the same A/B state on every request (a first visit draws a bucket).
    const visitor = { cookie: 'nemo_highlander=service_off%3A1%3Acontrol' };
    const seamless = (position: string) => ({ RSC: '1', 'x-neutron-seamless': position, ...visitor });
    const first = await get(neutron.url, path, seamless('1'));
    expect(await first.text()).toContain('"data-seamless":1');
    const second = await get(neutron.url, path, seamless('1'));
    expect(second.headers.get('server-timing')).toContain('desc="cached"');
    expect(await second.text()).toContain('"data-seamless":1');
    const other = await (await get(neutron.url, path, seamless('3'))).text();
    expect(other).toContain('"data-seamless":3');
    const page = await (await get(neutron.url, path, { RSC: '1', ...visitor })).text();
    expect(page).toContain('"$","html"');
    expect(page).not.toContain('"data-seamless"');
  });

  it.each([
    ['a malformed marker', () => article.path, { RSC: '1', 'x-neutron-seamless': 'next' }, 400],
    ['a position beyond the listing limit', () => article.path, { RSC: '1', 'x-neutron-seamless': '4' }, 400],
    ['a marker on an HTML request', () => article.path, { 'x-neutron-seamless': '1' }, 400],
    ['the front door', () => '/', { RSC: '1', 'x-neutron-seamless': '1' }, 404],
    ['a gallery', () => galleryPath, { RSC: '1', 'x-neutron-seamless': '1' }, 404],
    ['an unknown page', () => '/news/no-such-story-here/', { RSC: '1', 'x-neutron-seamless': '1' }, 404],
  ])('answers %s with the error status, never 500', async (_name, path, headers, status) => {
    const res = await get(neutron.url, path(), headers);
    expect(res.status).toBe(status);
    const body = await res.text();
    expect(body).not.toContain('"data-seamless"');
  });

  it('mounts the seamless island after an opened article, and not in a seamless one', async () => {
    const html = await (await get(neutron.url, article.path)).text();
    expect(html).toMatch(
      /<\/article><div class="seamless" data-seamless-state="loading"><div class="seamless__sentinel" aria-hidden="true"><\/div><\/div>/,
    );
    const body = await (await get(neutron.url, article.path, seamless('1'))).text();
    expect(body).not.toContain('seamless__sentinel');
  });
});
