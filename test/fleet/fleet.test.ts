/**
 * The fleet, for real (issue 15; decisions 080–081): nginx in front of 3 Neutron processes,
 * Redis and the local upstream, each the real program (scripts/fleet/fleet.ts), on loopback.
 *  - 3,000 requests over 300 distinct articles make at most one upstream call per article;
 *  - an article edit, a listing edit (section and front door) and a live item published through
 *    the upstream's control API show on every instance within 1 s;
 *  - SIGTERM of one instance under load drops no request through nginx;
 *  - killing Redis under load loses no request;
 *  - a client's traceparent reaches the upstream call and the instance's logs.
 * Redis commands get 250 ms here (REDIS_TIMEOUT_MS; production default 20 ms): this suite runs
 * on a shared 2-core machine, and a skipped Redis would be a second upstream call, which is
 * what the first test counts.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFleet, ROOT, type Fleet } from '../../scripts/fleet/fleet';
import { createWorld, DEFAULT_SEED } from '../../upstream/world/world';
import { shuffled } from '../../scripts/fleet/shuffled';
import { failures, runLoad } from './load';

const world = createWorld({ seed: DEFAULT_SEED, now: Date.now() });
const articles = world.articles.filter((article) => article.site === 'cnet' && article.typeName === 'content_article');
const ARTICLES_PATH = '/api/neutron/articles/';

let fleet: Fleet;

async function upstreamCalls(
  prefix: string,
): Promise<{ total: number; paths: Record<string, number>; traceparents: Record<string, string> }> {
  const res = await fetch(`${fleet.upstreamUrl}/__calls?prefix=${encodeURIComponent(prefix)}`);
  return (await res.json()) as { total: number; paths: Record<string, number>; traceparents: Record<string, string> };
}

/** Asks every instance for `pages` until each shows what `shows` looks for, for 1 s at most; answers "port page" pairs seen. */
async function seenEverywhere(pages: readonly string[], shows: (html: string) => boolean): Promise<string[]> {
  const deadline = Date.now() + 1000;
  const seen = new Set<string>();
  const total = fleet.instances.length * pages.length;
  do {
    await Promise.all(
      fleet.instances.flatMap((instance) =>
        pages.map(async (page) => {
          if (shows(await (await fetch(`${instance.url}${page}`)).text())) seen.add(`${instance.port} ${page}`);
        }),
      ),
    );
  } while (seen.size < total && Date.now() < deadline);
  return [...seen].sort();
}

const expected = (pages: readonly string[]) =>
  fleet.instances.flatMap((instance) => pages.map((page) => `${instance.port} ${page}`)).sort();

beforeAll(async () => {
  expect(articles.length).toBeGreaterThanOrEqual(600);
  fleet = await startFleet({
    instances: 3,
    env: {
      REDIS_TIMEOUT_MS: '250',
      DRAIN_DELAY_MS: '1000',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      QUEUE_DELAY_TARGET_MS: '0',
      RENDER_QUEUE_SIZE: '10000',
      RENDER_QUEUE_TIMEOUT_MS: '30000',
      QUERY_RENDERS_PER_MINUTE: '100000',
      LOG_LEVEL: 'info',
    },
  });
}, 120_000);

afterAll(async () => {
  await fleet?.stop();
}, 60_000);

describe('nginx + 3 instances + Redis + upstream', () => {
  it('3,000 requests over 300 distinct articles make at most one upstream article call per article', async () => {
    const chosen = articles.slice(0, 300);
    // Shuffled: nginx's round robin would otherwise send every request for one article to the same instance.
    const urls = shuffled(Array.from({ length: 3000 }, (_, i) => `${fleet.url}${chosen[i % 300]!.canonicalUrl}`));
    const results = await runLoad(urls, 12);
    expect(failures(results)).toEqual([]);
    const calls = await upstreamCalls(ARTICLES_PATH);
    const counts = chosen.map((article) => calls.paths[`${ARTICLES_PATH}cnet/${article.slug}/web`] ?? 0);
    // What the instances say about Redis, shown when the count is wrong (skips mean Redis was late or down).
    const diagnosis = await Promise.all(
      fleet.instances.map(async (instance) =>
        (await (await fetch(`${instance.url}/metrics`)).text())
          .split('\n')
          .filter(
            (line) =>
              (/^neutron_(redis_skipped|shared_cache_requests)_total\{/.test(line) && line.includes('article')) ||
              line.startsWith('neutron_redis_skipped_total{'),
          ),
      ),
    );
    expect(
      counts.filter((count) => count === 1),
      JSON.stringify(diagnosis),
    ).toHaveLength(300);
    expect(calls.total).toBe(300);
  }, 150_000);

  it('an edit through the upstream control API shows on every instance within 1 s', async () => {
    const article = articles[0]!;
    // Every instance holds the article (the test above asked each for it many times).
    for (const instance of fleet.instances)
      expect((await fetch(`${instance.url}${article.canonicalUrl}`)).status).toBe(200);
    const headline = `Corrected headline ${Date.now()}`;
    const edit = await fetch(`${fleet.upstreamUrl}/__articles/cnet/${article.slug}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ headline }),
    });
    expect(edit.status).toBe(200);
    expect(await seenEverywhere([article.canonicalUrl!], (html) => html.includes(headline))).toEqual(
      expected([article.canonicalUrl!]),
    );
  }, 30_000);

  it('a listing edit through the upstream control API shows on every instance within 1 s (the section door and the front door)', async () => {
    // The oldest tech story, on no door yet, pinned at the top of the news section's listing.
    const outsider = world.catalog.listings.get('section:tech')!.at(-1)!;
    const pages = ['/news/', '/'];
    for (const instance of fleet.instances) {
      for (const page of pages)
        expect(await (await fetch(`${instance.url}${page}`)).text()).not.toContain(`href="${outsider.link.url}"`);
    }
    const edit = await fetch(`${fleet.upstreamUrl}/__listings/cnet/section/news`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pin: outsider.slug }),
    });
    expect(edit.status).toBe(200);
    const seen = await seenEverywhere(pages, (html) => html.includes(`href="${outsider.link.url}"`));
    expect(seen).toEqual(expected(pages));
  }, 30_000);

  it('a live item published through the upstream control API shows on the rendered live page of every instance within 1 s', async () => {
    const live = world.liveArticles[0]!;
    const page = new URL(live.canonicalUrl!, fleet.url).pathname;
    for (const instance of fleet.instances) expect((await fetch(`${instance.url}${page}`)).status).toBe(200);
    const headline = `Fleet live item ${Date.now()}`;
    const published = await fetch(`${fleet.upstreamUrl}/__live/${live.id}/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ headline }),
    });
    expect(published.status).toBe(201);
    const seen = await seenEverywhere([page], (html) => html.includes(headline));
    expect(seen).toEqual(expected([page]));
  }, 30_000);

  it('an unauthenticated or malformed purge is refused', async () => {
    const post = (headers: Record<string, string>, body: string) =>
      fetch(`${fleet.url}/_purge`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
    const changes = JSON.stringify({ changes: [{ type: 'article', site: 'cnet', slug: articles[1]!.slug }] });
    expect((await post({}, changes)).status).toBe(401);
    expect((await post({ authorization: 'Bearer not-the-key-0123456789' }, changes)).status).toBe(403);
    expect((await post({ authorization: `Bearer ${fleet.purgeKey}` }, '{"changes":"all"}')).status).toBe(400);
    const ok = await post({ authorization: `Bearer ${fleet.purgeKey}` }, changes);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ purged: { fleet: true } });
  });

  it('a traceparent sent by a client reaches the upstream call and the instance logs', async () => {
    // Trace propagation is issue 15 point 4 (server/ops/tracing.ts); this checks it end to end through nginx.
    if (!existsSync(join(ROOT, 'server/ops/tracing.ts')))
      return void console.warn('tracing (server/ops/tracing.ts) is not in this tree: trace propagation not checked');
    const article = articles[400]!;
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await fetch(`${fleet.url}${article.canonicalUrl}`, {
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(res.status).toBe(200);
    const calls = await upstreamCalls(`${ARTICLES_PATH}cnet/${article.slug}/`);
    expect(Object.values(calls.traceparents).join(' ')).toContain(traceId);
    // The access log line is written once the response has gone out: wait for it (bounded).
    await expect
      .poll(() => fleet.instances.some((instance) => instance.child.lines.some((line) => line.includes(traceId))), {
        timeout: 10_000,
      })
      .toBe(true);
  });

  it('SIGTERM of one instance during load drops no request through nginx', async () => {
    const urls = Array.from({ length: 600 }, (_, i) => `${fleet.url}${articles[(i * 7) % 300]!.canonicalUrl}`);
    const victim = fleet.instances[0]!;
    let signalled: Promise<number | string> | undefined;
    const results = await runLoad(urls, 12, {}, (done) => {
      if (done === 150) signalled = victim.child.stop('SIGTERM');
    });
    expect(failures(results)).toEqual([]);
    expect(await signalled).toBe(0);
  }, 120_000);

  it('killing Redis mid-run loses no request', async () => {
    // Articles nobody asked for yet: each is a shared-cache miss, so Redis is in every request's path when it dies.
    const fresh = articles.slice(300, 600);
    const urls = Array.from({ length: 600 }, (_, i) => `${fleet.url}${fresh[i % 300]!.canonicalUrl}`);
    let killed: Promise<number | string> | undefined;
    const results = await runLoad(urls, 12, {}, (done) => {
      if (done === 100) killed = fleet.redis!.stop('SIGKILL');
    });
    expect(failures(results)).toEqual([]);
    expect(await killed).toBe('SIGKILL');
    const skipped = await Promise.all(
      fleet.instances
        .slice(1)
        .map(
          async (instance) =>
            (await (await fetch(`${instance.url}/metrics`)).text()).match(
              /neutron_redis_skipped_total\{reason="\w+"\} (\d+)/g,
            ) ?? [],
        ),
    );
    expect(skipped.flat().length).toBeGreaterThan(0);
  }, 120_000);
});
