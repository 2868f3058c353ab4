/**
 * Overload (decisions 050, 058): far more page work than the content API's connection slots and
 * their queue allow gives fast 503s with Retry-After and a tiny body, never a render or an
 * upstream call for them; pages already in the render cache, health, readiness and metrics are
 * still answered; a reader who leaves frees the slot and cancels the upstream call made for them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { startWorldUpstream, type WorldUpstream } from './worldUpstream';
import { metric } from './metrics';

const SLOTS = 2;
const QUEUE = 2;
const BURST = 40;

let upstream: WorldUpstream;
let neutron: Neutron;
let articles: string[];

const control = (body: unknown) => upstream.control(body);
const resetFaults = () => upstream.resetFaults();

beforeAll(async () => {
  upstream = await startWorldUpstream();
  articles = upstream.articles;
  neutron = await startNeutron({
    CONTENT_API_URL: upstream.url,
    MAX_CONCURRENT_RENDERS: String(SLOTS),
    RENDER_QUEUE_SIZE: String(QUEUE),
    RENDER_QUEUE_TIMEOUT_MS: '20000',
    // Readers get SLOTS of the pool's connections (one is the background refreshes' share).
    UPSTREAM_CONNECTIONS: String(SLOTS + 1),
    UPSTREAM_BACKGROUND_CONNECTIONS: '1',
    UPSTREAM_QUEUE_SIZE: String(QUEUE),
    UPSTREAM_QUEUE_TIMEOUT_MS: '20000',
  });
  await (await get(neutron.url, '/')).text(); // navigation, A/B definitions, vanity dictionary
});

afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

describe('overload', () => {
  it('sheds what the connection slots and queue cannot take with a fast static 503, and serves the rest in full', async () => {
    expect(articles.length).toBeGreaterThan(BURST + 10);
    // Long enough for the whole burst to arrive while the first pages hold the slots, even on a busy machine.
    await control({ faults: [{ match: '/articles/', latencyMs: 3000 }] });
    try {
      const before = metric(
        await (await get(neutron.url, '/metrics')).text(),
        'neutron_upstream_request_duration_seconds_count',
        { endpoint: 'article', outcome: 'ok' },
      );
      const burst = articles
        .slice(0, BURST)
        .map((path) => get(neutron.url, path).then(async (res) => ({ res, body: await res.text() })));
      // Health, readiness and metrics while the burst is in the slots and queue.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [health, ready, scrape] = await Promise.all([
        get(neutron.url, '/healthz'),
        get(neutron.url, '/readyz'),
        get(neutron.url, '/metrics'),
      ]);
      expect(health.status).toBe(200);
      expect(ready.status).toBe(200);
      expect(scrape.status).toBe(200);
      expect(metric(await scrape.text(), 'neutron_upstream_slots_active', { share: 'reader' })).toBe(SLOTS);

      const results = await Promise.all(burst);
      const served = results.filter(({ res }) => res.status === 200);
      const shed = results.filter(({ res }) => res.status === 503);
      expect(served.length + shed.length).toBe(BURST);
      expect(served.length).toBe(SLOTS + QUEUE);
      for (const { body } of served) expect(body).toContain('</html>');
      for (const { res, body } of shed) {
        expect(res.headers.get('retry-after')).toBe('1');
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('content-security-policy')).toBeNull(); // nothing rendered
        expect(Buffer.byteLength(body)).toBeLessThan(64);
      }
      const text = await (await get(neutron.url, '/metrics')).text();
      // Only the admitted pages asked the content API for their article.
      expect(
        metric(text, 'neutron_upstream_request_duration_seconds_count', { endpoint: 'article', outcome: 'ok' }) -
          before,
      ).toBe(SLOTS + QUEUE);
      // Counted per refused call: a served page's own render may have had one of its calls refused too.
      expect(metric(text, 'neutron_shed_total', { reason: 'upstream_busy' })).toBeGreaterThanOrEqual(
        BURST - SLOTS - QUEUE,
      );
      expect(neutron.process.exitCode).toBeNull();
    } finally {
      await resetFaults();
    }
  });

  it('still serves a page from the render cache while every slot is busy', async () => {
    const hot = articles[BURST + 1]!;
    const first = await get(neutron.url, hot);
    await first.text();
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    await control({ faults: [{ match: '/articles/', latencyMs: 1500 }] });
    try {
      const busy = articles
        .slice(BURST + 2, BURST + 2 + SLOTS + QUEUE)
        .map((path) => get(neutron.url, path).then((res) => res.text().then(() => res.status)));
      await new Promise((resolve) => setTimeout(resolve, 150));
      const cold = await get(neutron.url, articles[BURST + 8]!);
      expect(cold.status).toBe(503);
      const replay = await get(neutron.url, hot, { cookie });
      expect(replay.status).toBe(200);
      expect(replay.headers.get('server-timing')).toMatch(/render;dur=0;desc="?cached/);
      expect(await replay.text()).toContain('</html>');
      expect(await Promise.all(busy)).toEqual(Array(SLOTS + QUEUE).fill(200));
    } finally {
      await resetFaults();
    }
  });

  it('frees the slot and cancels the upstream call when the reader goes away', async () => {
    await control({ faults: [{ match: '/articles/', mode: 'hang' }] });
    try {
      const path = articles[BURST + 9]!;
      const req = request(`${neutron.url}${path}`);
      req.on('error', () => {});
      req.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const readers = async () =>
        metric(await (await get(neutron.url, '/metrics')).text(), 'neutron_upstream_slots_active', { share: 'reader' });
      expect(await readers()).toBe(1);
      req.destroy();
      let active = 1;
      for (let i = 0; i < 50 && active !== 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        active = await readers();
      }
      expect(active).toBe(0);
      const text = await (await get(neutron.url, '/metrics')).text();
      expect(
        metric(text, 'neutron_upstream_request_duration_seconds_count', { endpoint: 'article', outcome: 'cancelled' }),
      ).toBe(1);
    } finally {
      await resetFaults();
    }
  });

  it('sheds on a late event loop, and serves every other request in full', async () => {
    // Slots and queue that never fill: only the event-loop delay (20 ms: any real burst) decides.
    const own = await startNeutron({
      CONTENT_API_URL: upstream.url,
      MAX_CONCURRENT_RENDERS: '1000',
      RENDER_QUEUE_SIZE: '0',
      SHED_EVENT_LOOP_DELAY_MS: '20',
      RENDER_CACHE_TTL_MS: '0',
    });
    try {
      // Start-up leaves the loop late for a moment: wait (bounded) until it keeps time.
      for (
        let i = 0;
        i < 50 && metric(await (await get(own.url, '/metrics')).text(), 'neutron_event_loop_delay_seconds') > 0.005;
        i++
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const statuses: number[] = [];
      for (let round = 0; round < 5 && !statuses.includes(503); round++) {
        const burst = await Promise.all(
          articles
            .slice(round * 30, round * 30 + 30)
            .map((path) => get(own.url, path).then(async (res) => (await res.text(), res.status))),
        );
        statuses.push(...burst);
      }
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      expect(statuses).toContain(503);
      expect(statuses).toContain(200);
      expect(
        metric(await (await get(own.url, '/metrics')).text(), 'neutron_shed_total', { reason: 'event_loop' }),
      ).toBeGreaterThan(0);
      expect((await get(own.url, '/healthz')).status).toBe(200);
    } finally {
      await own.stop();
    }
  });
});
