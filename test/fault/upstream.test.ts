/**
 * Upstream failures: each gives the error page with the right status, and the process keeps
 * serving. Statuses: docs/decisions/002-status-before-streaming.md.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { startTestUpstream } from '../support/upstream';
import type { TestUpstream } from '../support/upstream';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('upstream down', () => {
  let neutron: Neutron;
  beforeAll(async () => {
    neutron = await startNeutron({ CONTENT_API_URL: `http://127.0.0.1:${await closedPort()}` });
  });
  afterAll(() => neutron?.stop());

  it('answers 503 with the error page, stays healthy but not ready, and keeps serving', async () => {
    for (const path of ['/', '/news/some-story/', '/tech/mobile/some-story/']) {
      const res = await get(neutron.url, path);
      expect(res.status).toBe(503);
      const html = await res.text();
      expect(html).toContain('Something went wrong on our side.');
      expect(html).not.toContain('ECONNREFUSED'); // no internals in production
    }
    expect((await get(neutron.url, '/healthz')).status).toBe(200);
    expect((await get(neutron.url, '/readyz')).status).toBe(503);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => get(neutron.url, '/news/some-story/').then((r) => r.status)),
    );
    expect(new Set(results)).toEqual(new Set([503]));
    expect(neutron.process.exitCode).toBeNull();
  });
});

describe('upstream misbehaving', () => {
  let upstream: TestUpstream;
  let neutron: Neutron;
  let article: string;

  beforeAll(async () => {
    upstream = await startTestUpstream();
    // Each case checks the status of one failure and the recovery right after it: no failure
    // memory (decision 054; test/reliability/outage.test.ts covers it).
    neutron = await startNeutron({
      CONTENT_API_URL: upstream.url,
      UPSTREAM_TIMEOUT_MS: '400',
      UPSTREAM_FAILURE_CACHE_MS: '0',
    });
    const door = await (await get(neutron.url, '/')).text();
    const paths = [...door.matchAll(/<a href="(\/(?:tech|news|science|culture|home|health)\/[^"]+\/)"/g)].map(
      (m) => m[1]!,
    );
    article = paths.at(-1)!; // not yet in the article cache
  });
  afterAll(async () => {
    await neutron?.stop();
    await upstream?.close();
  });

  it('slower than the timeout: 504 error page, then normal service once it recovers', async () => {
    await upstream.control({ faults: [{ match: '/articles/', mode: 'hang' }] });
    const res = await get(neutron.url, article);
    expect(res.status).toBe(504);
    expect(await res.text()).toContain('Something went wrong on our side.');
    await upstream.reset();
    expect((await get(neutron.url, article)).status).toBe(200);
  });

  it('answering non-JSON: 500 error page', async () => {
    await upstream.control({ faults: [{ match: '/listing/', mode: 'nonjson' }] });
    try {
      const res = await get(neutron.url, '/topics/science/');
      expect(res.status).toBe(500);
      expect(await res.text()).toContain('Something went wrong on our side.');
    } finally {
      await upstream.reset();
    }
  });

  it('answering 500: 502 error page; resetting the connection: 503', async () => {
    await upstream.control({ faults: [{ match: '/listing/', mode: 'error500' }] });
    expect((await get(neutron.url, '/topics/culture/')).status).toBe(502);
    await upstream.control({ faults: [{ match: '/listing/', mode: 'reset' }] });
    expect((await get(neutron.url, '/topics/health/')).status).toBe(503);
    await upstream.reset();
    expect((await get(neutron.url, '/topics/health/')).status).toBe(200);
    expect(neutron.process.exitCode).toBeNull();
  });

  it('a failing secondary call leaves out only its own section', async () => {
    await upstream.control({ faults: [{ match: '/listing/', mode: 'error500' }] });
    try {
      const door = await (await get(neutron.url, '/')).text();
      const another = [...door.matchAll(/<a href="(\/(?:tech|news|science|culture|home|health)\/[^"]+\/)"/g)]
        .map((m) => m[1]!)
        .at(-2)!;
      const res = await get(neutron.url, another);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<h1>[^<]+<\/h1>/);
      expect(html).not.toContain('More from ');
      await upstream.reset();
      // The degraded page was not kept by the render cache: the section is back at once.
      expect(await (await get(neutron.url, another)).text()).toContain('More from ');
    } finally {
      await upstream.reset();
    }
  });
});
