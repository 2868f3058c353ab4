/**
 * Neutron's same-origin live items route (server/live/itemsProxy.ts) and the live page's island
 * markup, from the built server against the local upstream: items from a sequence on, in the
 * catch-up shape; bad parameters 400; an upstream that fails 502, one that hangs 504; never
 * cached. An ongoing live article renders the LiveUpdates island with its socket URL and channel.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
// The proxy's answer read as the browser reads it (the zod-free decoder of the runner).
import { readCatchUpResponse } from '../../client/live/frameReader';
import { get } from '../support/neutron';
import { useStack } from '../support/stack';

const stack = useStack();

interface LiveEntry {
  contentId: string;
  url: string;
  channel: string;
  liveNow: boolean;
}

let live: LiveEntry;
let ended: LiveEntry;

beforeAll(async () => {
  const { articles } = (await (await fetch(`${stack.upstream.url}/__live`)).json()) as { articles: LiveEntry[] };
  live = articles.find((entry) => entry.liveNow && entry.url.startsWith('/news-live/'))!;
  ended = articles.find((entry) => !entry.liveNow)!;
});

afterEach(async () => {
  await stack.upstream.reset();
  await fetch(`${stack.upstream.url}/__live`, { method: 'DELETE' });
});

async function proxy(path: string) {
  const res = await get(stack.neutron.url, `/api/live/items/${path}`);
  return {
    status: res.status,
    cache: res.headers.get('cache-control'),
    type: res.headers.get('content-type'),
    body: (await res.json()) as unknown,
  };
}

describe('live items proxy', () => {
  it('answers the items from a sequence on, including one published a moment ago', async () => {
    const all = await proxy(`cnet/${live.contentId}/0`);
    expect(all.status).toBe(200);
    expect(all.cache).toBe('no-store');
    const read = readCatchUpResponse(all.body);
    expect(read.ok && read.items.length).toBeGreaterThan(10);
    const newest = read.ok ? Math.max(...read.items.map((item) => item.sequence ?? 0)) : 0;

    expect(readCatchUpResponse((await proxy(`cnet/${live.contentId}/${newest + 1}`)).body)).toEqual({
      ok: true,
      items: [],
    });
    await fetch(`${stack.upstream.url}/__live/${live.contentId}/items`, {
      method: 'POST',
      body: JSON.stringify({ headline: 'Proxy test item' }),
    });
    const after = readCatchUpResponse((await proxy(`cnet/${live.contentId}/${newest + 1}`)).body);
    expect(after.ok && after.items.map((item) => item.headline)).toEqual(['Proxy test item']);
  });

  it.each([
    ['an unknown site', 'nosuchsite/abc/0'],
    ['a negative start', 'cnet/abc/-1'],
    ['a start that is not a number', 'cnet/abc/latest'],
    ['a content id with odd characters', 'cnet/%3Cscript%3E/0'],
  ])('answers 400 for %s', async (_name, path) => {
    const answer = await proxy(path);
    expect(answer.status).toBe(400);
    expect(answer.type).toContain('application/json');
  });

  it('answers 502 when the content API fails or sends something else', async () => {
    await stack.upstream.control({ faults: [{ match: '/livearticles/', mode: 'error500' }] });
    expect((await proxy(`cnet/${live.contentId}/0`)).status).toBe(502);
    await stack.upstream.control({ faults: [{ match: '/livearticles/', mode: 'nonjson' }] });
    expect((await proxy(`cnet/${live.contentId}/0`)).status).toBe(502);
  });

  it('answers 504 when the content API does not answer in time', async () => {
    await stack.upstream.control({ faults: [{ match: '/livearticles/', mode: 'hang' }] });
    const answer = await proxy(`cnet/${live.contentId}/0`);
    expect(answer.status).toBe(504);
    expect(answer.body).toEqual({ error: 'live items call timed out' });
  });
});

describe('live page', () => {
  it('renders the updates as the live island while the event is on, with its channel and an idle socket', async () => {
    const html = await (await get(stack.neutron.url, live.url)).text();
    expect(html).toContain(`data-live-state="idle"`);
    expect(html).toContain(`data-channel="${live.channel}"`);
    expect(html).toMatch(/<p class="visually-hidden" aria-live="polite" aria-atomic="true"><\/p>/);
    // The flight data carries the socket URL (a prop), not the content API's key.
    expect(html).toContain('/live/socket');
    expect(html).not.toContain('apiKey');
  });

  it('renders finished coverage without the live island', async () => {
    const html = await (await get(stack.neutron.url, ended.url)).text();
    expect(html).toContain('class="live-stream"');
    expect(html).not.toContain('data-live-state');
  });
});
