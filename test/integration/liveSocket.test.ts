/**
 * The local live-coverage service against the protocol of decisions 015 and 021: set_channels
 * with name and key → channels_set; subscribe waiting for auth → data frames (one item, a list,
 * or that JSON as a string) for items published, updated and deleted through the control API;
 * a wrong key and a bad frame get error frames; the live items call catches up from a sequence,
 * including the updates and deletions made since.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
// Read as the browser reads them (the zod-free decoder; wireAgreement.test.ts ties it to the schemas).
import { decodeFrame, readCatchUpResponse } from '../../client/live/frameReader';
import type { IncomingFrame } from '../../shared/live/frames';
import { startUpstream, type RunningUpstream } from '../../upstream/start';
import { SOCKET_ERROR_CODES } from '../../upstream/live/socketService';

let upstream: RunningUpstream;
let socketUrl: string;

beforeAll(async () => {
  upstream = await startUpstream({ port: 0 });
  socketUrl = `${upstream.url.replace('http:', 'ws:')}/live/socket`;
});
afterAll(async () => upstream.close());

/** A socket whose decoded frames can be awaited one by one. */
async function connect(): Promise<{ ws: WebSocket; next: () => Promise<IncomingFrame>; closed: Promise<number> }> {
  const ws = new WebSocket(socketUrl);
  const queue: IncomingFrame[] = [];
  const waiting: Array<(frame: IncomingFrame) => void> = [];
  ws.on('message', (data: Buffer) => {
    const decoded = decodeFrame(data.toString('utf8'));
    if (!decoded.ok) throw new Error(`undecodable frame: ${decoded.error}`);
    const waiter = waiting.shift();
    if (waiter) waiter(decoded.frame);
    else queue.push(decoded.frame);
  });
  const closed = new Promise<number>((resolve) => ws.once('close', (code: number) => resolve(code)));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const next = () =>
    new Promise<IncomingFrame>((resolve, reject) => {
      const queued = queue.shift();
      if (queued) return resolve(queued);
      const timer = setTimeout(() => reject(new Error('no frame within 3 s')), 3000);
      waiting.push((frame) => {
        clearTimeout(timer);
        resolve(frame);
      });
    });
  return { ws, next, closed };
}

function liveNow() {
  const live = upstream.world.liveArticles.find(
    (article) =>
      article.canonicalUrl?.startsWith('/news-live/') && Date.parse(article.eventEnd?.date ?? '') > Date.now(),
  );
  if (!live?.channelDetails) throw new Error('the world has no ongoing live article');
  return { live, channel: live.channelDetails };
}

async function control(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${upstream.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function catchUp(contentId: string, start: number) {
  const res = await fetch(`${upstream.url}/api/neutron/livearticles/cnet/items/${contentId}/${start}/web?apiKey=test`);
  expect(res.status).toBe(200);
  const result = readCatchUpResponse(await res.json());
  if (!result.ok) throw new Error(result.error);
  return result.items;
}

describe('live socket', () => {
  it('sets channels with the right key, subscribes waiting for auth and receives new, updated and deleted items', async () => {
    const { live, channel } = liveNow();
    const { ws, next } = await connect();
    // Subscribing before the channel is set waits for auth instead of failing.
    ws.send(JSON.stringify({ type: 'subscribe', channel: channel.name, waitForAuth: true }));
    ws.send(JSON.stringify({ type: 'set_channels', channels: [{ name: channel.name, key: channel.key }] }));
    expect(await next()).toEqual({ type: 'channels_set', channels: [channel.name] });

    const created = await control('POST', `/__live/${live.id}/items`, { headline: 'Socket test item' });
    expect(created.status).toBe(201);
    const data = await next();
    expect(data.type).toBe('data');
    if (data.type !== 'data') return;
    expect(data.channel).toBe(channel.name);
    expect(data.items).toHaveLength(1);
    const item = data.items[0]!;
    expect(item.headline).toBe('Socket test item');

    await control('PATCH', `/__live/${live.id}/items/${item.id}`, {
      headline: 'Socket test item, corrected',
      encoding: 'string',
    });
    const updated = await next();
    expect(updated.type === 'data' && updated.items[0]).toMatchObject({
      id: item.id,
      sequence: item.sequence,
      headline: 'Socket test item, corrected',
    });

    await control('DELETE', `/__live/${live.id}/items/${item.id}?encoding=array`);
    const deleted = await next();
    expect(deleted.type === 'data' && deleted.items).toEqual([expect.objectContaining({ id: item.id, deleted: true })]);
    ws.close();
  });

  it('answers a wrong key, an unknown channel and a bad frame with error frames', async () => {
    const { channel } = liveNow();
    const { ws, next } = await connect();
    ws.send(JSON.stringify({ type: 'set_channels', channels: [{ name: channel.name, key: 'wrong' }] }));
    expect(await next()).toMatchObject({ type: 'error', code: SOCKET_ERROR_CODES.wrongKey });
    ws.send(JSON.stringify({ type: 'set_channels', channels: [{ name: 'no-such-channel' }] }));
    expect(await next()).toMatchObject({ type: 'error', code: SOCKET_ERROR_CODES.unknownChannel });
    ws.send('not json');
    expect(await next()).toMatchObject({ type: 'error', code: SOCKET_ERROR_CODES.badFrame });
    ws.send(JSON.stringify({ type: 'subscribe', channel: channel.name, waitForAuth: false }));
    expect(await next()).toMatchObject({ type: 'error', code: SOCKET_ERROR_CODES.notAuthorized });
    ws.close();
  });

  it('sends an error code, closes with a code or drops connections on request', async () => {
    const first = await connect();
    await control('POST', '/__live/socket/error', { code: 4001 });
    expect(await first.next()).toMatchObject({ type: 'error', code: 4001 });
    await control('POST', '/__live/socket/error', { code: 4104, close: true });
    expect(await first.closed).toBe(4104);

    const second = await connect();
    await control('POST', '/__live/socket/drop');
    expect(await second.closed).toBe(1006);

    await control('PUT', '/__live/socket', { accepting: false });
    await expect(connect()).rejects.toThrow(/503/);
    await control('PUT', '/__live/socket', { accepting: true });
    (await connect()).ws.close();
  });
});

describe('live items call', () => {
  it('returns the items from a sequence on, with the updates and deletions made since', async () => {
    const { live } = liveNow();
    await control('DELETE', '/__live');
    const newest = Math.max(...live.items.map((item) => item.sequence));
    expect(await catchUp(live.id, newest + 1)).toEqual([]);
    expect((await catchUp(live.id, newest)).map((item) => item.sequence)).toEqual([newest]);

    const published = (await (
      await control('POST', `/__live/${live.id}/items`, { headline: 'Catch-up item' })
    ).json()) as { item: { id: string; sequence: number } };
    expect(published.item.sequence).toBe(newest + 1);
    const older = live.items.find((item) => !item.deleted && item.sequence < newest)!;
    await control('PATCH', `/__live/${live.id}/items/${older.id}`, { headline: 'Corrected while you were away' });
    await control('DELETE', `/__live/${live.id}/items/${live.items[0]!.id}`);

    const items = await catchUp(live.id, newest + 1);
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: published.item.id, headline: 'Catch-up item' }),
        expect.objectContaining({ id: older.id, headline: 'Corrected while you were away', sequence: older.sequence }),
        expect.objectContaining({ id: live.items[0]!.id, deleted: true }),
      ]),
    );
    expect(items).toHaveLength(3);
    // Later changes only.
    expect(await catchUp(live.id, newest + 4)).toEqual([]);
    await control('DELETE', '/__live');
  });
});
