/**
 * Upstream outage under 50 connections (decision 054): pages whose content is cached keep being
 * served; the article circuit opens, so the upstream sees a bounded number of calls however
 * many readers ask; after the outage the circuit's probe closes it again and pages come back.
 * And a hanging upstream cannot hold a page past its deadline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { startWorldUpstream, type WorldUpstream } from './worldUpstream';
import { metric } from './metrics';

const CONNECTIONS = 50;
const ROUNDS = 6;

let upstream: WorldUpstream;
let neutron: Neutron;
let articles: string[];

const control = (body: unknown) => upstream.control(body);
const resetFaults = () => upstream.resetFaults();
const scrape = async () => (await get(neutron.url, '/metrics')).text();

beforeAll(async () => {
  upstream = await startWorldUpstream();
  articles = upstream.articles;
  neutron = await startNeutron({ CONTENT_API_URL: upstream.url, RENDER_CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

describe('upstream outage', () => {
  it('serves cached pages, bounds the calls to a failing upstream with the circuit, and recovers', async () => {
    const cached = articles.slice(0, 5);
    for (const path of cached) expect((await get(neutron.url, path)).status).toBe(200);
    await control({ faults: [{ match: '/articles/', mode: 'error500' }] });
    try {
      const statuses: number[] = [];
      const cachedStatuses: number[] = [];
      let next = 10;
      for (let round = 0; round < ROUNDS; round++) {
        const burst = Array.from({ length: CONNECTIONS }, () => articles[next++]!).map((path) =>
          get(neutron.url, path).then(async (res) => (await res.text(), res.status)),
        );
        const warm = cached.map((path) => get(neutron.url, path).then(async (res) => (await res.text(), res.status)));
        statuses.push(...(await Promise.all(burst)));
        cachedStatuses.push(...(await Promise.all(warm)));
      }
      // Cached content is served through the outage; uncached pages fail with an error status, never a crash.
      expect(new Set(cachedStatuses)).toEqual(new Set([200]));
      expect(statuses.every((status) => status === 502 || status === 503)).toBe(true);
      const text = await scrape();
      const upstreamCalls = metric(text, 'neutron_upstream_request_duration_seconds_count', {
        endpoint: 'article',
        outcome: 'http_error',
      });
      const refused = metric(text, 'neutron_upstream_request_duration_seconds_count', {
        endpoint: 'article',
        outcome: 'circuit_open',
      });
      expect(upstreamCalls + refused).toBe(CONNECTIONS * ROUNDS);
      // The first burst's calls left before the circuit could open; after that, only probes.
      expect(upstreamCalls).toBeLessThanOrEqual(CONNECTIONS + ROUNDS);
      expect(metric(text, 'neutron_circuit_state', { endpoint: 'article' })).toBe(2);
      expect((await get(neutron.url, '/healthz')).status).toBe(200);
    } finally {
      await resetFaults();
    }
    // Recovery: once the circuit's probe succeeds, pages are back (bounded wait: 30 × 500 ms).
    let status = 0;
    for (let i = 0; i < 30 && status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      status = (await get(neutron.url, articles[400 + i]!)).status;
    }
    expect(status).toBe(200);
    expect(metric(await scrape(), 'neutron_circuit_state', { endpoint: 'article' })).toBe(0);
    expect(neutron.process.exitCode).toBeNull();
  }, 60_000);

  it('ends a page at its deadline when the upstream hangs, however long the call itself may take', async () => {
    // A call may take 60 s, the page 300 ms: without the page deadline this test times out.
    const own = await startNeutron({
      CONTENT_API_URL: upstream.url,
      UPSTREAM_TIMEOUT_MS: '60000',
      PAGE_DEADLINE_MS: '300',
      UPSTREAM_CONNECTIONS: '2',
    });
    try {
      await (await get(own.url, '/')).text();
      await control({ faults: [{ match: '/articles/', mode: 'hang' }] });
      // Ten pages for two pool connections: the queue for a connection counts against the deadline too.
      const statuses = await Promise.all(
        articles.slice(500, 510).map((path) => get(own.url, path).then(async (res) => (await res.text(), res.status))),
      );
      expect(new Set(statuses)).toEqual(new Set([504]));
    } finally {
      await resetFaults();
      await own.stop();
    }
  }, 20_000);
});
