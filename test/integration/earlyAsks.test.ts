/**
 * Two independent upstream answers are asked for at once (issue 41 point 2; decision 108): an
 * article's "More from" listing goes out beside the article, and a profile's list of the author's
 * content beside the authors call, not after their answers. Seen from the local upstream's call
 * log while the page's own call hangs: the second call is already there. Afterwards the page
 * uses that answer: its render asks the upstream nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startNeutron, type Neutron } from '../support/neutron';
import { startWorldUpstream, type WorldUpstream } from '../reliability/worldUpstream';

let upstream: WorldUpstream;
let neutron: Neutron;

beforeAll(async () => {
  upstream = await startWorldUpstream();
  // Long enough that the hanging call is never given up on while the test looks.
  neutron = await startNeutron({ CONTENT_API_URL: upstream.url, UPSTREAM_TIMEOUT_MS: '30000' });
  await (await get(neutron.url, '/')).text(); // navigation, A/B definitions, vanity dictionary
}, 60_000);

afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

/** How many content API calls the upstream received whose path starts with `prefix`. */
async function calls(prefix: string): Promise<number> {
  const res = await fetch(`${upstream.url}/__calls?prefix=${encodeURIComponent(prefix)}`);
  return ((await res.json()) as { total: number }).total;
}

/** Polls (a bounded number of times) until `prefix` has been called more than `before` times; answers the count seen last. */
async function whenCalled(prefix: string, before = 0): Promise<number> {
  let seen = before;
  for (let polls = 0; seen === before && polls < 100; polls++) {
    seen = await calls(prefix);
    if (seen === before) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return seen;
}

/**
 * Opens `path` while the upstream gives calls matching `hang` no answer and, once such a call
 * (`hanging`, a call-log prefix) has arrived, answers how often `second` has been called and
 * whether the page has answered (it cannot have). The reader then leaves, which ends the call.
 */
async function askedWhileHanging(path: string, hang: string, hanging: string, second: string) {
  const before = await calls(hanging);
  expect((await upstream.control({ faults: [{ match: hang, mode: 'hang' }] })).ok).toBe(true);
  const reader = new AbortController();
  let answered = false;
  const page = fetch(`${neutron.url}${path}`, { signal: reader.signal }).then(
    () => (answered = true),
    () => undefined,
  );
  try {
    expect(await whenCalled(hanging, before)).toBe(before + 1);
    return { second: await whenCalled(second), answered };
  } finally {
    reader.abort();
    await page;
    await upstream.resetFaults();
  }
}

describe('early asks', () => {
  it("an uncached article's related listing is asked for while the article call is still out, and read from then", async () => {
    const article = upstream.world.articles.find(
      (a) => typeof a.canonicalUrl === 'string' && /^\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/$/.test(a.canonicalUrl),
    )!;
    const path = article.canonicalUrl!;
    const [, , topic, slug] = path.split('/');
    const articleCalls = `/api/neutron/articles/cnet/${slug}/`;
    const listingCalls = `/api/neutron/components/cnet/listing/topic/${topic}/`;
    expect(await calls(listingCalls)).toBe(0);

    const seen = await askedWhileHanging(path, articleCalls, articleCalls, listingCalls);
    expect(seen).toEqual({ second: 1, answered: false });

    // The article answers now; the render finds the listing asked before, in the cache.
    const res = await get(neutron.url, path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('More from');
    expect(await calls(articleCalls)).toBe(2);
    expect(await calls(listingCalls)).toBe(1);
  }, 60_000);

  it("a profile's list of the author's content is asked for while the authors call is still out", async () => {
    const author = upstream.world.people.authors.find((a) => a.username === a.username.toLowerCase())!;
    const path = `/profiles/${author.username}/`;
    const authorsCalls = '/api/neutron/authors/cnet/';
    const listingCalls = `/api/neutron/components/cnet/listing/author/${author.username}/`;
    expect(await calls(listingCalls)).toBe(0);

    const seen = await askedWhileHanging(path, '/authors/cnet/', authorsCalls, listingCalls);
    expect(seen).toEqual({ second: 1, answered: false });

    const res = await get(neutron.url, path);
    expect(res.status).toBe(200);
    await res.text();
    expect(await calls(listingCalls)).toBe(1);
  }, 60_000);
});
