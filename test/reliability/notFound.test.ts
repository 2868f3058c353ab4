/**
 * Not-found pages (issue 42 point 6; decision 106): a path answered 404 is remembered briefly
 * (NOT_FOUND_CACHE_TTL_MS), so repeats cost no upstream call; every 404 spends the client's budget
 * of cache-bypassing requests (QUERY_RENDERS_PER_MINUTE), so a flood of unique missing paths from
 * one client reaches the upstream a bounded number of times and then gets 429, while cached
 * pages are still served to it; a page that appears is served once the TTL has passed. Upstream
 * calls are counted by the local upstream itself. Readers of a missing page get the 404 page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_MESSAGE } from '../../shared/constants';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { startWorldUpstream, type WorldUpstream } from './worldUpstream';

const BUDGET = 10;
const TTL_MS = 1000;
const FLOOD = 60;

let upstream: WorldUpstream;
let neutron: Neutron;
let cachedArticle: string;

beforeAll(async () => {
  upstream = await startWorldUpstream();
  neutron = await startNeutron({
    CONTENT_API_URL: upstream.url,
    QUERY_RENDERS_PER_MINUTE: String(BUDGET),
    NOT_FOUND_CACHE_TTL_MS: String(TTL_MS),
  });
  cachedArticle = upstream.articles[0]!;
  await (await get(neutron.url, '/')).text(); // navigation, A/B definitions, vanity dictionary
  expect((await get(neutron.url, cachedArticle)).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

/** Article calls that reached the upstream, by the upstream's own count. */
const articleCalls = async (slugPart = '') => {
  const calls = (await (await fetch(`${upstream.url}/__calls?prefix=/api/neutron/articles/`)).json()) as {
    paths: Record<string, number>;
  };
  return Object.entries(calls.paths).reduce((sum, [path, n]) => (path.includes(slugPart) ? sum + n : sum), 0);
};

const page = async (path: string) => {
  const res = await get(neutron.url, path);
  return {
    status: res.status,
    body: await res.text(),
    type: res.headers.get('content-type') ?? '',
    retryAfter: res.headers.get('retry-after'),
  };
};

describe('not-found pages', () => {
  it('answers repeats of a missing path with the 404 page and one upstream call', async () => {
    for (let i = 0; i < 5; i++) {
      const answer = await page('/news/never-published-story/');
      expect(answer.status).toBe(404);
      expect(answer.type).toContain('text/html');
      expect(answer.body).toContain(NOT_FOUND_MESSAGE);
    }
    expect(await articleCalls('never-published-story')).toBe(1);
  });

  it('serves a page that appears once the TTL has passed', async () => {
    const path = upstream.articles[1]!;
    const slug = path.split('/').filter(Boolean).at(-1)!;
    await upstream.control({ faults: [{ match: `/${slug}/web`, mode: 'notfound' }] });
    try {
      expect((await page(path)).status).toBe(404);
    } finally {
      await upstream.resetFaults();
    }
    expect((await page(path)).status).toBe(404); // remembered
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 300));
    const appeared = await page(path);
    expect(appeared.status).toBe(200);
    expect(appeared.body).toContain('</html>');
  });

  it('bounds the upstream calls of a flood of unique missing paths from one client', async () => {
    const before = await articleCalls('flood-');
    const answers = [];
    for (let i = 0; i < FLOOD; i++) answers.push(await page(`/news/flood-${i}/`));
    const calls = (await articleCalls('flood-')) - before;
    const notFound = answers.filter((a) => a.status === 404);
    const limited = answers.filter((a) => a.status === 429);
    // The budget, less what the tests above spent, plus what refilled meanwhile (one every 6 s).
    expect(calls).toBeLessThanOrEqual(BUDGET);
    expect(notFound.length).toBe(calls);
    expect(limited.length).toBe(FLOOD - calls);
    for (const a of notFound) expect(a.body).toContain(NOT_FOUND_MESSAGE);
    for (const a of limited) expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
    // The same client still gets pages whose content is cached.
    expect((await page(cachedArticle)).status).toBe(200);
  });
});
