/**
 * The local collection service (upstream/collect): events posted as the browser sends them
 * (text/plain beacons) are kept and read back; bad bodies are refused with 400, oversize ones
 * with 413; the GET beacons answer a GIF or JSON and are recorded; the ring stays bounded.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECT_RING_SIZE } from '../../upstream/collect/ring';
import { MAX_EVENT_BODY_BYTES } from '../../upstream/collect/eventBody';
import { startTestUpstream } from '../support/upstream';
import type { TestUpstream } from '../support/upstream';

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(async () => {
  await upstream?.close();
});
beforeEach(async () => {
  await fetch(`${upstream.url}/collect/v1/events`, { method: 'DELETE' });
});

interface Stored {
  id: number;
  event: string;
  fields: Record<string, unknown>;
}

const post = (body: string, type = 'text/plain;charset=UTF-8') =>
  fetch(`${upstream.url}/collect/v1/events`, { method: 'POST', headers: { 'content-type': type }, body });

async function events(query = ''): Promise<{ events: Stored[]; lastId: number }> {
  const res = await fetch(`${upstream.url}/collect/v1/events${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { events: Stored[]; lastId: number };
}

describe('POST /collect/v1/events', () => {
  it('keeps a text/plain beacon and gives it back by name', async () => {
    const res = await post(
      JSON.stringify({
        event: 'pageView',
        fields: { articleId: 'a-1', viewNumber: 1, topicSlugs: ['x', 'y'], seamless: false },
        sentAt: '2025-01-01T00:00:00Z',
      }),
    );
    expect(res.status).toBe(204);
    await post(JSON.stringify({ event: 'formViewed', fields: { formId: 'newsletters' } }), 'application/json');
    const { events: views } = await events('?event=pageView');
    expect(views).toHaveLength(1);
    expect(views[0]?.fields).toEqual({ articleId: 'a-1', viewNumber: 1, topicSlugs: ['x', 'y'], seamless: false });
    const all = await events();
    expect(all.events.map((e) => e.event)).toEqual(['pageView', 'formViewed']);
    expect((await events(`?since=${all.events[0]!.id}`)).events.map((e) => e.event)).toEqual(['formViewed']);
  });

  it.each([
    ['not JSON', 'event=pageView'],
    ['empty', ''],
    ['JSON but not an object', '[1,2]'],
    ['no event name', JSON.stringify({ fields: {} })],
    ['a bad event name', JSON.stringify({ event: '<script>', fields: {} })],
    ['fields not an object', JSON.stringify({ event: 'pageView', fields: 'x' })],
    ['a nested field', JSON.stringify({ event: 'pageView', fields: { a: { b: 1 } } })],
  ])('refuses %s with 400 and keeps nothing', async (_name, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect((await events()).events).toEqual([]);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const big = JSON.stringify({
      event: 'pageView',
      fields: { pad: 'x'.repeat(1000) },
      more: 'y'.repeat(MAX_EVENT_BODY_BYTES),
    });
    expect((await post(big)).status).toBe(413);
    expect((await events()).events).toEqual([]);
  });
});

describe('GET beacons', () => {
  it('the pixel and the error beacon answer a 1×1 GIF and record their query', async () => {
    const pixel = await fetch(`${upstream.url}/collect/pixel?c1=2&c2=1000001&c4=%2Ftech%2F`);
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get('content-type')).toBe('image/gif');
    expect(
      Buffer.from(await pixel.arrayBuffer())
        .subarray(0, 6)
        .toString(),
    ).toBe('GIF89a');
    const beacon = await fetch(
      `${upstream.url}/collect/error.gif?xref=&srcurl=http%3A%2F%2Fx%2Fnope%2F&pagetype=error_page&pguid=g&devicetype=mobile&sid=s&env=prod`,
    );
    expect(beacon.headers.get('content-type')).toBe('image/gif');
    const { events: got } = await events();
    expect(got.map((e) => e.event)).toEqual(['pixel', 'errorBeacon']);
    expect(got[0]?.fields).toEqual({ c1: '2', c2: '1000001', c4: '/tech/' });
    expect(got[1]?.fields).toMatchObject({
      xref: '',
      srcurl: 'http://x/nope/',
      pagetype: 'error_page',
      pguid: 'g',
      devicetype: 'mobile',
      sid: 's',
      env: 'prod',
    });
  });

  it('pageview_candidate.json is CORS-enabled JSON', async () => {
    const res = await fetch(`${upstream.url}/collect/pageview_candidate.json?vguid=g2`, {
      headers: { origin: 'http://127.0.0.1:1' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual({ pageviewCandidate: true });
    expect((await events('?event=pageviewCandidate')).events[0]?.fields).toEqual({ vguid: 'g2' });
  });

  it('a bad since is a 400, not a crash', async () => {
    expect((await fetch(`${upstream.url}/collect/v1/events?since=-1`)).status).toBe(400);
    expect((await fetch(`${upstream.url}/collect/v1/events?since=abc`)).status).toBe(400);
  });
});

describe('the ring', () => {
  it(`keeps at most ${COLLECT_RING_SIZE} events, the newest`, async () => {
    const total = COLLECT_RING_SIZE + 20;
    let sent = 0;
    const worker = async () => {
      while (sent < total) {
        sent += 1;
        const res = await fetch(`${upstream.url}/collect/pixel?n=${sent}`);
        await res.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    const { events: kept, lastId } = await events();
    expect(kept).toHaveLength(COLLECT_RING_SIZE);
    expect(kept[kept.length - 1]?.id).toBe(lastId);
    expect(lastId - kept[0]!.id + 1).toBe(COLLECT_RING_SIZE);
  }, 60_000);
});
