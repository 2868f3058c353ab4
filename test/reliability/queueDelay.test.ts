/**
 * Shedding on queue delay (issue 42 point 7; decision 106): a burst of distinct uncached articles
 * far beyond one render slot, with queue timeouts long enough (the suites' 30 s) that, without a
 * bound on the delay, the last of them would be rendered seconds late. With QUEUE_DELAY_TARGET_MS,
 * a request whose wait for the loop and a render slot passes the target gets the fast 503 instead;
 * every render the server admitted is recorded with its queue delay, none of them past the bound;
 * the public /healthz is answered during the burst. Counts only, from the server's own metrics.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHED_BODY } from '../../server/reliability/shed';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { metric } from './metrics';
import { startWorldUpstream, type WorldUpstream } from './worldUpstream';

const TARGET_MS = 50;
/** The histogram bucket above the target: timer and scheduling slack, never a late render. */
const BOUND_BUCKET = '0.1';
const BURST = 150;

let upstream: WorldUpstream;
let neutron: Neutron;

beforeAll(async () => {
  upstream = await startWorldUpstream();
  neutron = await startNeutron({
    CONTENT_API_URL: upstream.url,
    RENDER_CACHE_TTL_MS: '0',
    MAX_CONCURRENT_RENDERS: '1',
    RENDER_QUEUE_SIZE: String(BURST),
    UPSTREAM_QUEUE_SIZE: String(BURST),
    QUEUE_DELAY_TARGET_MS: String(TARGET_MS),
  });
  await (await get(neutron.url, '/')).text(); // navigation, A/B definitions, vanity dictionary
}, 60_000);

afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

describe('queue delay', () => {
  it('refuses what waited past the target with the fast 503 and admits nothing late', async () => {
    expect(upstream.articles.length).toBeGreaterThan(BURST);
    const burst = upstream.articles.slice(0, BURST).map((path) =>
      get(neutron.url, path).then(async (res) => ({
        status: res.status,
        body: await res.text(),
        retryAfter: res.headers.get('retry-after'),
      })),
    );
    const health = await get(neutron.url, '/healthz');
    expect(health.status).toBe(200);
    const results = await Promise.all(burst);

    const served = results.filter((r) => r.status === 200 && r.body.includes('</html>'));
    const shed = results.filter((r) => r.status === 503 && r.body === SHED_BODY.toString() && r.retryAfter === '1');
    expect(served.length + shed.length).toBe(BURST);
    expect(served.length).toBeGreaterThan(0);
    expect(shed.length).toBeGreaterThan(0);

    const text = await (await get(neutron.url, '/metrics')).text();
    expect(metric(text, 'neutron_shed_total', { reason: 'queue_delay' })).toBe(shed.length);
    // Every render admitted (each served page, plus the warm-up's front door) has its queue delay recorded, none past the bound.
    const admitted = metric(text, 'neutron_queue_delay_seconds_count');
    expect(admitted).toBe(served.length + 1);
    expect(metric(text, 'neutron_queue_delay_seconds_bucket', { le: BOUND_BUCKET })).toBe(admitted);
    expect(neutron.process.exitCode).toBeNull();
  }, 120_000);
});
