/**
 * Ready means warm (issue 41, decision 108):
 *  - a fresh server's /readyz is 503 until the site-wide data (A/B tests, vanity dictionary,
 *    navigation) is loaded, and a reader's request after that makes no site-wide upstream call;
 *  - the warm-up renders are recorded under the route `warmup` and leave the render cache empty;
 *  - when the upstream hangs, readiness still turns 200 once WARMUP_TIMEOUT_MS has passed, and the
 *    log says what was skipped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startNeutron, type Neutron } from '../support/neutron';
import { startWorldUpstream, type WorldUpstream } from './worldUpstream';

const SITE_WIDE = [/\/abtests\//, /\/vanity\/[a-z]+\/dictionary/, /curated-nav-redesign/];
/** Slower than the first /readyz after "listening", faster than the A/B and vanity calls' 2 s timeouts. */
const SLOW_SITE_DATA_MS = 1500;

let upstream: WorldUpstream;

beforeAll(async () => {
  upstream = await startWorldUpstream();
});
afterAll(async () => {
  await upstream?.close();
});

async function readyz(
  neutron: Neutron,
): Promise<{ status: number; body: { ready: boolean; checks: Record<string, string> } }> {
  const res = await get(neutron.url, '/readyz');
  return { status: res.status, body: (await res.json()) as { ready: boolean; checks: Record<string, string> } };
}

async function untilReady(neutron: Neutron): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if ((await readyz(neutron)).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never ready');
}

async function upstreamCalls(): Promise<string[]> {
  const res = await fetch(`${upstream.url}/__calls`);
  return Object.keys(((await res.json()) as { paths: Record<string, number> }).paths);
}

describe('start-up warm-up', () => {
  it('is not ready until the site-wide data is loaded; a request after that waits on none of it', async () => {
    await upstream.control({
      faults: SITE_WIDE_MATCHES.map((match) => ({ match, mode: 'ok', latencyMs: SLOW_SITE_DATA_MS })),
    });
    const neutron = await startNeutron({ CONTENT_API_URL: upstream.url, WARMUP_TIMEOUT_MS: '20000' });
    try {
      const first = await readyz(neutron);
      expect(first.status).toBe(503);
      expect(first.body.checks.warmup).toBe('warming up');
      await untilReady(neutron);
      expect(neutron.logs.find((line) => line.msg === 'warm-up done')).toMatchObject({
        siteData: expect.arrayContaining(['abtests cnet', 'vanity dictionary cnet', 'navigation cnet']),
      });

      // The warm-up's own renders: under their own route, not readers' page routes, and gone from the render cache.
      const metrics = await (await get(neutron.url, '/metrics')).text();
      const routes = new Set(
        [...metrics.matchAll(/neutron_http_requests_total\{[^}]*route="([^"]+)"[^}]*\} [1-9]/g)].map((m) => m[1]),
      );
      expect(routes.has('warmup')).toBe(true);
      expect([...routes].filter((route) => route !== 'warmup' && route !== 'readyz')).toEqual([]);
      expect(metrics).toMatch(/^neutron_render_cache_entries 0$/m);

      await upstream.resetFaults();
      await fetch(`${upstream.url}/__calls`, { method: 'DELETE' });
      const article = upstream.articles[300]!;
      const res = await get(neutron.url, article);
      await res.text();
      expect(res.status).toBe(200);
      expect(res.headers.get('server-timing')).toContain('abtests hit');
      const calls = await upstreamCalls();
      expect(calls.some((path) => path.includes('/articles/'))).toBe(true);
      expect(calls.filter((path) => SITE_WIDE.some((pattern) => pattern.test(path)))).toEqual([]);
    } finally {
      await upstream.resetFaults();
      await neutron.stop();
    }
  }, 60_000);

  it('turns ready within WARMUP_TIMEOUT_MS when the upstream hangs, and logs what it skipped', async () => {
    await upstream.control({ faults: SITE_WIDE_MATCHES.slice(0, 2).map((match) => ({ match, mode: 'hang' })) });
    const neutron = await startNeutron({ CONTENT_API_URL: upstream.url, WARMUP_TIMEOUT_MS: '800' });
    try {
      await untilReady(neutron);
      const incomplete = neutron.logs.find((line) => line.msg === 'warm-up incomplete; ready without what it skipped');
      expect(incomplete?.level).toBe('warn');
      // Skipped at the deadline, not after the calls' own 2 s timeouts.
      expect(incomplete?.skipped).toEqual(
        expect.arrayContaining([
          { name: 'abtests cnet', reason: 'not done within WARMUP_TIMEOUT_MS (800 ms)' },
          { name: 'vanity dictionary cnet', reason: 'not done within WARMUP_TIMEOUT_MS (800 ms)' },
        ]),
      );
      expect(neutron.process.exitCode).toBeNull();
    } finally {
      await upstream.resetFaults();
      await neutron.stop();
    }
  }, 60_000);
});

/** Fault matches (substrings of the upstream path) for the site-wide calls of the main brand. */
const SITE_WIDE_MATCHES = [
  '/abtests/cnet/',
  '/vanity/cnet/dictionary',
  '/cnet/editorial/editorial_quote/curated-nav-redesign/',
];
