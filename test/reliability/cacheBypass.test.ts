/**
 * Cache bypass attempts (decision 053): parameters no page reads make no new render and no
 * upstream call; jsDebug and preview from an unauthorised client are ignored (no toolbar, no
 * preview call, a render-cache hit); an authorised client gets both; and what still varies the
 * render — a query variant of a cacheable page — is limited per client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { startTestUpstream } from '../support/upstream';
import type { TestUpstream } from '../support/upstream';
import { metric } from './metrics';

const TOKEN = 'reliability-debug-token-0123';
const ATTEMPTS = 40;
const QUERY_RENDERS = 5;

let upstream: TestUpstream;
let neutron: Neutron;
let article: string;

beforeAll(async () => {
  upstream = await startTestUpstream();
  neutron = await startNeutron({
    CONTENT_API_URL: upstream.url,
    TRUSTED_PROXY_HOPS: '1',
    DEBUG_ALLOWED_ADDRESSES: '198.51.100.1',
    DEBUG_TOKEN: TOKEN,
    QUERY_RENDERS_PER_MINUTE: String(QUERY_RENDERS),
  });
  const door = await (await get(neutron.url, '/')).text();
  article = [...door.matchAll(/<a href="(\/(?:tech|news|science|culture|home|health)\/[^"]+\/)"/g)]
    .map((m) => m[1]!)
    .at(-1)!;
});
afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

const articleCalls = async () =>
  metric(await (await get(neutron.url, '/metrics')).text(), 'neutron_upstream_request_duration_seconds_count', {
    endpoint: 'article',
  });

/** A reader at `client` with the cookies of its first visit. */
async function reader(client: string) {
  const first = await get(neutron.url, article, { 'x-forwarded-for': client });
  await first.text();
  const cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return (search: string, headers: Record<string, string> = {}) =>
    get(neutron.url, `${article}${search}`, { 'x-forwarded-for': client, cookie, ...headers });
}

describe('cache bypass', () => {
  it('unique unknown and tracking parameters: one render, one upstream call', async () => {
    const visit = await reader('203.0.113.40');
    const before = await articleCalls();
    for (let i = 0; i < ATTEMPTS; i++) {
      const res = await visit(`?utm_x=${i}&gclid=${i}&junk${i}=1`);
      expect(res.status).toBe(200);
      expect(res.headers.get('server-timing')).toMatch(/render;dur=0;desc="?cached/);
      await res.text();
    }
    expect(await articleCalls()).toBe(before);
  });

  it('jsDebug and preview from an unauthorised client are ignored', async () => {
    const visit = await reader('203.0.113.41');
    const before = await articleCalls();
    for (let i = 0; i < ATTEMPTS; i++) {
      const res = await visit(`?jsDebug=true&preview=p${i}`);
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(html).not.toContain('class="debug-toolbar"');
      expect(res.headers.get('set-cookie') ?? '').not.toContain('jsDebug');
    }
    expect(await articleCalls()).toBe(before);
  });

  it('an authorised client (allow-listed address or the token) gets the toolbar and a preview call', async () => {
    const listed = await reader('198.51.100.1');
    expect(await (await listed('?jsDebug=true')).text()).toContain('class="debug-toolbar"');
    const stranger = await reader('203.0.113.42');
    const before = await articleCalls();
    const res = await stranger('?preview=draft1', { 'x-neutron-debug-token': TOKEN });
    await res.text();
    expect(res.status).toBe(200);
    expect(await articleCalls()).toBe(before + 1);
  });

  it('limits the query variants one client can make Neutron render', async () => {
    const visit = await reader('203.0.113.43');
    const statuses: number[] = [];
    for (let i = 0; i < QUERY_RENDERS + 5; i++) {
      const res = await visit(`?utm_content=variant${i}`);
      await res.text();
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(QUERY_RENDERS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    // A cached variant is still served, and another reader is not affected.
    expect((await visit('?utm_content=variant0')).status).toBe(200);
    expect((await (await reader('203.0.113.44'))('?utm_content=other')).status).toBe(200);
  });
});
