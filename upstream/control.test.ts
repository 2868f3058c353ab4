import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorComponentSchema } from '../shared/models/component';
import { parseLatency } from './control';
import { startUpstream, type RunningUpstream } from './start';
import { createWorld } from './world/world';

const world = createWorld({ now: Date.parse('2025-09-01T08:00:00.000Z') });
const slug = world.articles[0]!.slug;
let upstream: RunningUpstream;
const articleUrl = () => `${upstream.url}/api/neutron/articles/cnet/${slug}/web?apiKey=test`;
const put = (body: unknown) =>
  fetch(`${upstream.url}/__control`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const timed = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

beforeAll(async () => {
  upstream = await startUpstream({ port: 0, world });
});
afterEach(async () => {
  await fetch(`${upstream.url}/__control`, { method: 'DELETE' });
});
afterAll(async () => {
  await upstream.close();
});

describe('test controls', () => {
  it('listens on a free loopback port and answers health', async () => {
    expect(upstream.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(upstream.port).toBeGreaterThan(0);
    const response = await fetch(`${upstream.url}/__health`);
    expect(await response.text()).toBe('ok');
  });

  it('delays one request with the latency header', async () => {
    expect(
      await timed(() => fetch(articleUrl(), { headers: { 'x-upstream-latency-ms': '150' } }).then((r) => r.text())),
    ).toBeGreaterThanOrEqual(140);
    const bad = await fetch(articleUrl(), { headers: { 'x-upstream-latency-ms': 'soon' } });
    expect(bad.status).toBe(400);
  });

  it('delays API answers after PUT latencyMs until DELETE', async () => {
    expect((await put({ latencyMs: 150 })).status).toBe(200);
    expect(await timed(() => fetch(articleUrl()).then((r) => r.text()))).toBeGreaterThanOrEqual(140);
    expect(await timed(() => fetch(`${upstream.url}/__health`).then((r) => r.text()))).toBeLessThan(140);
  });

  it('answers 200 with a non-JSON body in nonjson mode', async () => {
    await put({ faults: [{ match: slug, mode: 'nonjson' }] });
    const response = await fetch(articleUrl());
    expect(response.status).toBe(200);
    await expect(response.clone().json()).rejects.toThrow();
    expect(await response.text()).toContain('<html>');
  });

  it('answers 500 in error500 mode, only for matching paths', async () => {
    await put({ faults: [{ match: `/articles/cnet/${slug}/`, mode: 'error500' }] });
    const response = await fetch(articleUrl());
    expect(response.status).toBe(500);
    expect(errorComponentSchema.parse(await response.json()).status).toBe(500);
    const other = await fetch(`${upstream.url}/api/neutron/articles/cnet/${world.articles[1]!.slug}/web?apiKey=test`);
    expect(other.status).toBe(200);
  });

  it('never answers in hang mode until the client gives up', async () => {
    await put({ faults: [{ match: slug, mode: 'hang' }] });
    const elapsed = await timed(async () => {
      await expect(fetch(articleUrl(), { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    });
    expect(elapsed).toBeGreaterThanOrEqual(290);
  });

  it('destroys the socket in reset mode', async () => {
    await put({ faults: [{ match: slug, mode: 'reset' }] });
    await expect(fetch(articleUrl())).rejects.toThrow();
  });

  it('adds a fault latency and then answers normally in ok mode', async () => {
    await put({ faults: [{ match: slug, mode: 'ok', latencyMs: 120 }] });
    let status = 0;
    expect(await timed(async () => (status = (await fetch(articleUrl())).status))).toBeGreaterThanOrEqual(110);
    expect(status).toBe(200);
  });

  it.each([
    ['not JSON', 'latency please'],
    ['an unknown key', JSON.stringify({ latency: 5 })],
    ['a negative latency', JSON.stringify({ latencyMs: -1 })],
    ['an unknown mode', JSON.stringify({ faults: [{ match: 'x', mode: 'explode' }] })],
    ['an empty match', JSON.stringify({ faults: [{ match: '' }] })],
  ])('rejects control input with %s', async (_name, body) => {
    const response = await fetch(`${upstream.url}/__control`, { method: 'PUT', body });
    expect(response.status).toBe(400);
  });

  it('reports the current control state and clears it on DELETE', async () => {
    await put({ latencyMs: 5, faults: [{ match: 'frontdoor', mode: 'error500' }] });
    expect(await (await fetch(`${upstream.url}/__control`)).json()).toEqual({
      latencyMs: 5,
      faults: [{ match: 'frontdoor', mode: 'error500' }],
    });
    expect((await fetch(`${upstream.url}/__control`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${upstream.url}/__control`)).json()).toEqual({});
  });

  it('applies the startup latency option and lets close() release hanging requests', async () => {
    const slow = await startUpstream({ port: 0, world, latencyMs: 120 });
    expect(
      await timed(() => fetch(`${slow.url}/api/neutron/articles/cnet/${slug}/web?apiKey=t`).then((r) => r.text())),
    ).toBeGreaterThanOrEqual(110);
    await fetch(`${slow.url}/__control`, {
      method: 'PUT',
      body: JSON.stringify({ faults: [{ match: slug, mode: 'hang' }] }),
    });
    const hanging = fetch(`${slow.url}/api/neutron/articles/cnet/${slug}/web?apiKey=t`).then(
      () => 'answered',
      () => 'failed',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await slow.close();
    expect(await hanging).toBe('failed');
  });
});

describe('parseLatency', () => {
  it.each([
    ['0', 0],
    ['250', 250],
    [' 40 ', 40],
    ['-1', undefined],
    ['1.5', undefined],
    ['abc', undefined],
    ['9999999', undefined],
    [undefined, undefined],
  ])('reads %j as %j', (text, expected) => {
    expect(parseLatency(text)).toBe(expected);
  });
});
