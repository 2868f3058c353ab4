/**
 * A hung upstream must not break pages whose content is cached (issue 42, point 2; decisions 050
 * and 058): while article calls hang and many readers ask for distinct uncached articles, the
 * requests waiting on the network do not take the render slots, so every request for an article
 * already fetched is rendered and answered 200; the uncached ones still end as before, with a
 * fast 503 (Retry-After) or a 504 at the page deadline, and the process stays up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { startWorldUpstream, type WorldUpstream } from './worldUpstream';

/** Distinct uncached articles asked for at once: more than the render slots and their queue (16 + 64). */
const UNCACHED = 120;
const CACHED = 5;
const ROUNDS = 6;

let upstream: WorldUpstream;
let neutron: Neutron;

beforeAll(async () => {
  upstream = await startWorldUpstream();
  neutron = await startNeutron({
    CONTENT_API_URL: upstream.url,
    // Every cached article is rendered again: the render slots are what the hung calls could starve.
    RENDER_CACHE_TTL_MS: '0',
    // The production queue timeout (the test servers' default is longer for busy suites).
    RENDER_QUEUE_TIMEOUT_MS: '1000',
    // A hung call ends with the page deadline: the test lasts seconds, not the spec's 12 s.
    PAGE_DEADLINE_MS: '5000',
  });
});
afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

const statusOf = (path: string) => get(neutron.url, path).then(async (res) => (await res.text(), { status: res.status, retryAfter: res.headers.get('retry-after') }));

describe('hung upstream', () => {
  it('answers every request for a cached article while calls for uncached ones hang', async () => {
    const cached = upstream.articles.slice(0, CACHED);
    for (const path of cached) expect((await get(neutron.url, path)).status).toBe(200);
    await upstream.control({ faults: [{ match: '/articles/', mode: 'hang' }] });
    try {
      const uncached = Promise.all(upstream.articles.slice(100, 100 + UNCACHED).map(statusOf));
      // Let the uncached requests reach the hung upstream before the cached ones arrive.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const cachedStatuses: number[] = [];
      for (let round = 0; round < ROUNDS; round++) cachedStatuses.push(...(await Promise.all(cached.map(statusOf))).map((answer) => answer.status));
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
    }
  }, 60_000);
});
