/**
 * Form abuse and response headers (decision 052): a form flood from one client is cut to its
 * budget with 429 + Retry-After and never reaches the upstream; email forwards have a quota per
 * sender and per recipient; the CSRF check trusts SITE_ORIGIN, not the Host header; every
 * response says nosniff and carries the permissions policy (and HSTS for an https site); pages
 * replayed from the render cache, fresh renders the render cache keeps, and static files answer 304
 * to a matching If-None-Match (decision 056);
 * signed-in pages vary on Cookie and are revalidated every time.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { startTestUpstream } from '../support/upstream';
import type { TestUpstream } from '../support/upstream';
import { signInOverHttp } from '../support/signIn';
import { metric } from './metrics';
import { scriptsStartedBy } from '../../server/render/scriptsAfterLcp';

const SITE = 'https://www.example.test';
const POSTS_PER_MINUTE = 5;
const FLOOD = 30;

let upstream: TestUpstream;
let neutron: Neutron;
beforeAll(async () => {
  upstream = await startTestUpstream();
  neutron = await startNeutron({
    CONTENT_API_URL: upstream.url,
    SITE_ORIGIN: SITE,
    POSTS_PER_MINUTE: String(POSTS_PER_MINUTE),
    EMAIL_FORWARDS_PER_HOUR: '2',
    // Each test speaks as its own client through one trusted proxy.
    TRUSTED_PROXY_HOPS: '1',
  });
});
afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

function post(path: string, fields: Record<string, string>, client: string, headers: Record<string, string> = {}) {
  return fetch(`${neutron.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: SITE,
      'x-forwarded-for': client,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const scrape = async () => (await get(neutron.url, '/metrics')).text();

describe('form abuse', () => {
  it('cuts a flood of valid posts from one client to its budget: 429 + Retry-After, nothing more upstream', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FLOOD; i++) {
      const res = await post('/newsletters/', { email: `reader${i}@example.com`, newsletter: 'deals' }, '203.0.113.10');
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
      await res.arrayBuffer();
    }
    expect(statuses.filter((s) => s === 303)).toHaveLength(POSTS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(FLOOD - POSTS_PER_MINUTE);
    // Another reader is not affected.
    expect(
      (await post('/newsletters/', { email: 'other@example.com', newsletter: 'deals' }, '203.0.113.11')).status,
    ).toBe(303);
    const text = await scrape();
    expect(metric(text, 'neutron_form_posts_total', { form: 'newsletter', outcome: 'accepted' })).toBe(
      POSTS_PER_MINUTE + 1,
    );
    expect(metric(text, 'neutron_rate_limited_total', { limit: 'posts' })).toBe(FLOOD - POSTS_PER_MINUTE);
    expect(metric(text, 'neutron_http_requests_total', { route: 'rate-limited', status: '429' })).toBe(
      FLOOD - POSTS_PER_MINUTE,
    );
  });

  it('limits email forwards per sender and per recipient', async () => {
    const forward = (client: string, to: string) => post('/email/forward/', { to, from: 'Ada', url: '/tech/' }, client);
    expect((await forward('203.0.113.20', 'a@example.org')).status).toBe(303);
    expect((await forward('203.0.113.20', 'b@example.org')).status).toBe(303);
    const third = await forward('203.0.113.20', 'c@example.org');
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBeTruthy();
    // One recipient, many senders: the recipient's quota holds.
    expect((await forward('203.0.113.21', 'victim@example.org')).status).toBe(303);
    expect((await forward('203.0.113.22', 'Victim@Example.org')).status).toBe(303);
    expect((await forward('203.0.113.23', 'victim@example.org')).status).toBe(429);
    expect(metric(await scrape(), 'neutron_form_posts_total', { form: 'email-forward', outcome: 'limited' })).toBe(2);
  });

  it('refuses a post whose Origin matches only a forged Host header', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${neutron.url}/newsletters/`, {
        method: 'POST',
        headers: {
          host: 'evil.example',
          origin: 'http://evil.example',
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': '203.0.113.30',
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      req.end('email=reader%40example.com&newsletter=deals');
    });
    expect(status).toBe(403);
    expect(
      (await post('/newsletters/', { email: 'reader@example.com', newsletter: 'deals' }, '203.0.113.31')).status,
    ).toBe(303);
  });
});

describe('headers', () => {
  it('nosniff, the permissions policy and HSTS on every kind of response', async () => {
    const article = scriptsStartedBy(await (await get(neutron.url, '/')).text())[0];
    expect(article).toBeTruthy();
    for (const path of ['/', '/healthz', '/metrics', '/no/such/page/', article!, '/robots.txt']) {
      const res = await get(neutron.url, path);
      await res.arrayBuffer();
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('permissions-policy'), path).toContain('camera=()');
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000');
    }
  });

  it('answers 304 to a matching If-None-Match on a page replayed from the render cache and on a static file', async () => {
    const first = await get(neutron.url, '/topics/tech/');
    await first.text();
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const replay = await get(neutron.url, '/topics/tech/', { cookie });
    await replay.text();
    const etag = replay.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const again = await get(neutron.url, '/topics/tech/', { cookie, 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe(replay.headers.get('cache-control'));

    const script = scriptsStartedBy(await (await get(neutron.url, '/')).text())[0]!;
    const file = await get(neutron.url, script);
    await file.arrayBuffer();
    const fileTag = file.headers.get('etag')!;
    expect(fileTag).toBeTruthy();
    const unchanged = await get(neutron.url, script, { 'if-none-match': fileTag });
    expect(unchanged.status).toBe(304);
    expect((await get(neutron.url, script, { 'if-none-match': 'W/"something-else"' })).status).toBe(200);
  });

  it('sends a fresh render with the validator the render cache keeps it under: the next conditional request gets a 304', async () => {
    const path = '/topics/tech/?utm_content=fresh-etag';
    const fresh = await get(neutron.url, path);
    await fresh.text();
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('server-timing')).not.toMatch(/cached/); // rendered for this request, streamed
    const tag = fresh.headers.get('etag');
    expect(tag).toMatch(/^W\/"r[\w-]+"$/);
    const cookie = fresh.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const revalidated = await get(neutron.url, path, { cookie, 'if-none-match': tag! });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    const replay = await get(neutron.url, path, { cookie });
    await replay.text();
    expect(replay.headers.get('server-timing')).toMatch(/cached/);
    expect(replay.headers.get('etag')).toBe(tag);
    // Another render of the same page is other bytes (another nonce): another tag.
    const other = await get(neutron.url, '/topics/tech/?utm_content=fresh-etag-2', { cookie });
    await other.text();
    expect(other.headers.get('etag')).toMatch(/^W\/"r/);
    expect(other.headers.get('etag')).not.toBe(tag);
  });

  it('a page showing a signed-in reader varies on Cookie and is revalidated every time', async () => {
    const { browser } = await signInOverHttp(neutron.url, {
      email: 'reader2@readers.neutron.test',
      password: 'Reader2!',
    });
    const page = await browser.go(`${neutron.url}/topics/tech/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    expect(page.headers.get('vary')).toMatch(/\bCookie\b/);
    expect(page.headers.get('etag')).toBeNull(); // never a replay: a signed-in render is not stored
    const anonymous = await get(neutron.url, '/topics/tech/');
    await anonymous.text();
    expect(anonymous.headers.get('cache-control')).not.toBe('private, no-cache');
  });
});
