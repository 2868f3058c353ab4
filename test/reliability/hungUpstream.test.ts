/**
 * A hung upstream (issue 42, points 2 and 4; decisions 050, 054 and 058):
 *  - it must not break pages whose content is cached: while article calls hang and many readers
 *    ask for distinct uncached articles, the requests waiting on the network do not take the
 *    render slots, so every request for an article already fetched is rendered and answered
 *    200; the uncached ones still end as before, with a fast 503 (Retry-After) or a 504 at the
 *    page deadline, and the process stays up;
 *  - the stale-while-revalidate refreshes it hangs use only their own share of the content
 *    API's connections, so a reader's page that needs other content still gets a connection.
 *    Slow by necessity: content goes stale only after its 60 s TTL (server/content/cachePolicies.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startNeutron } from '../support/neutron';
import { startWorldUpstream, type WorldUpstream } from './worldUpstream';

/** Distinct uncached articles asked for at once: more than the render slots and their queue (16 + 64). */
const UNCACHED = 120;
const CACHED = 5;
const ROUNDS = 6;
/** More stale articles than the whole pool has connections. */
const STALE = 10;
const ARTICLE_TTL_MS = 60_000;

let upstream: WorldUpstream;

beforeAll(async () => {
  upstream = await startWorldUpstream();
});
afterAll(async () => {
  await upstream?.close();
});

const answer = (origin: string, path: string) =>
  get(origin, path).then(async (res) => ({
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: await res.text(),
  }));

describe('hung upstream', () => {
  it('answers every request for a cached article while calls for uncached ones hang', async () => {
    const neutron = await startNeutron({
      CONTENT_API_URL: upstream.url,
      // Every cached article is rendered again: the render slots are what the hung calls could starve.
      RENDER_CACHE_TTL_MS: '0',
      // The production queue timeouts (the test servers' defaults are longer for busy suites).
      RENDER_QUEUE_TIMEOUT_MS: '1000',
      UPSTREAM_QUEUE_TIMEOUT_MS: '1000',
      // A hung call ends with the page deadline: the test lasts seconds, not the spec's 12 s.
      PAGE_DEADLINE_MS: '5000',
    });
    const cached = upstream.articles.slice(0, CACHED);
    try {
      for (const path of cached) expect((await answer(neutron.url, path)).status).toBe(200);
      await upstream.control({ faults: [{ match: '/articles/', mode: 'hang' }] });
      const uncached = Promise.all(
        upstream.articles.slice(100, 100 + UNCACHED).map((path) => answer(neutron.url, path)),
      );
      // Let the uncached requests reach the hung upstream before the cached ones arrive.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const cachedStatuses: number[] = [];
      for (let round = 0; round < ROUNDS; round++)
        cachedStatuses.push(
          ...(await Promise.all(cached.map((path) => answer(neutron.url, path)))).map(({ status }) => status),
        );
      const answers = await uncached;

      expect(cachedStatuses.filter((status) => status !== 200)).toEqual([]);
      // Uncached pages still fail as before: a fast 503 to come back later, or 504 at the deadline.
      expect(answers.filter(({ status }) => status !== 503 && status !== 504)).toEqual([]);
      const refused = answers.filter(({ status }) => status === 503);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.every(({ retryAfter }) => retryAfter === '1')).toBe(true);
      expect((await get(neutron.url, '/healthz')).status).toBe(200);
      expect(neutron.process.exitCode).toBeNull();
    } finally {
      await upstream.resetFaults();
      await neutron.stop();
    }
  }, 60_000);

  it('leaves readers their connections while refreshes hang: a page needing other content is answered 200', async () => {
    const neutron = await startNeutron({
      CONTENT_API_URL: upstream.url,
      UPSTREAM_CONNECTIONS: '6',
      UPSTREAM_BACKGROUND_CONNECTIONS: '3',
      // A hung refresh holds its connection long; a reader's page ends at its deadline.
      UPSTREAM_TIMEOUT_MS: '30000',
      PAGE_DEADLINE_MS: '4000',
    });
    const stale = upstream.articles.slice(200, 200 + STALE);
    try {
      for (const path of stale) expect((await answer(neutron.url, path)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, ARTICLE_TTL_MS + 1000));
      await upstream.control({ faults: [{ match: '/articles/', mode: 'hang' }] });
      // Each is served stale at once and starts one refresh, which hangs.
      const statuses = (await Promise.all(stale.map((path) => answer(neutron.url, path)))).map(({ status }) => status);
      expect(statuses).toEqual(Array(STALE).fill(200));
      // The front door has not been asked for yet: its page and listings need the content API.
      const home = await answer(neutron.url, '/');
      expect(home.status).toBe(200);
      expect(home.body).toContain('</html>');
    } finally {
      await upstream.resetFaults();
      await neutron.stop();
    }
  }, 120_000);
});
