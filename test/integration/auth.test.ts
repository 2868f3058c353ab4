/**
 * Sessions, black-box: the built server against the local identity provider. A page shows the
 * signed-in state as `data-auth` on <body>; bad tokens and an identity-provider outage are a
 * logged-out visitor and a 200 page, never an error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../shared/authConstants';
import { DEFAULT_JWKS_TIMEOUT_MS, JWKS_FAILURE_BACKOFF_MS } from '../../server/auth/jwksSource';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { startTestUpstream } from '../support/upstream';
import type { TestUpstream } from '../support/upstream';

const JWKS_PATH = '/.well-known/jwks.json';
type Variant = 'valid' | 'expired' | 'foreign-key' | 'wrong-issuer' | 'wrong-audience';

async function accessToken(upstream: TestUpstream, username: string, variant: Variant = 'valid'): Promise<string> {
  const res = await fetch(`${upstream.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username, variant }),
  });
  if (!res.ok) throw new Error(`token endpoint answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The page at `path` with a session cookie: status, the body marker, and the Set-Cookie values. */
async function page(neutron: Neutron, path: string, token?: string) {
  const res = await get(neutron.url, path, token === undefined ? {} : { cookie: `${SESSION_COOKIE}=${token}` });
  const html = await res.text();
  // Only the session's own cookies: other middleware (A/B, device) may set theirs on any page.
  const setCookies = res.headers.getSetCookie().filter((cookie) => cookie.startsWith('neutron_'));
  return { status: res.status, auth: /<body[^>]*\sdata-auth="([^"]+)"/.exec(html)?.[1], setCookies };
}

const dropsSession = (setCookies: string[]) => setCookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=;`) && cookie.includes('Max-Age=0'));

describe('sessions', () => {
  describe('with the identity provider up', () => {
    let upstream: TestUpstream;
    let neutron: Neutron;
    let articlePath: string;

    beforeAll(async () => {
      upstream = await startTestUpstream();
      neutron = await startNeutron({ CONTENT_API_URL: upstream.url });
      const html = await (await get(neutron.url, '/')).text();
      articlePath = [...html.matchAll(/<a href="(\/(?:tech|news|home|culture|science|health)\/[^"]+\/)"/g)].map((m) => m[1]!)[0]!;
    });

    afterAll(async () => {
      await neutron?.stop();
      await upstream?.close();
    });

    it('shows a visitor without a session as logged out', async () => {
      expect(await page(neutron, '/')).toEqual({ status: 200, auth: 'logged-out', setCookies: [] });
    });

    it('shows a verified session as logged in, on the front door and on an article', async () => {
      const token = await accessToken(upstream, 'reader2');
      const front = await page(neutron, '/', token);
      expect(front).toMatchObject({ status: 200, auth: 'logged-in' });
      expect(dropsSession(front.setCookies)).toBe(false);
      expect(await page(neutron, articlePath, token)).toMatchObject({ status: 200, auth: 'logged-in' });
    });

    it('does not let one visitor\'s signed-in page reach another visitor', async () => {
      const token = await accessToken(upstream, 'reader3');
      expect((await page(neutron, articlePath, token)).auth).toBe('logged-in');
      expect((await page(neutron, articlePath)).auth).toBe('logged-out');
    });

    it.each<[string, (upstream: TestUpstream) => Promise<string>]>([
      ['a forged token (signed by another key)', (u) => accessToken(u, 'reader2', 'foreign-key')],
      ['an expired token', (u) => accessToken(u, 'reader2', 'expired')],
      ['a token from another issuer', (u) => accessToken(u, 'reader2', 'wrong-issuer')],
      ['a token for another audience', (u) => accessToken(u, 'reader2', 'wrong-audience')],
      ['a tampered token (payload swapped)', async (u) => {
        const [head, , signature] = (await accessToken(u, 'reader2')).split('.');
        const [, payload] = (await accessToken(u, 'reader5')).split('.');
        return `${head}.${payload}.${signature}`;
      }],
      ['a garbled token', async () => 'not-a-token'],
      ['an oversized token', async () => 'x'.repeat(6000)],
    ])('answers %s with a logged-out 200 page and drops the cookie', async (_what, make) => {
      const result = await page(neutron, '/', await make(upstream));
      expect(result).toMatchObject({ status: 200, auth: 'logged-out' });
      expect(dropsSession(result.setCookies)).toBe(true);
    });

    it('survives cookie headers that make no sense', async () => {
      for (const cookie of [`${SESSION_COOKIE}=%E0%A4%A`, `${SESSION_COOKIE}="a.b.c`, `${SESSION_COOKIE}=a.b.c; ${SESSION_COOKIE}=x`, ';;;=']) {
        const res = await get(neutron.url, '/', { cookie });
        expect(res.status).toBe(200);
        expect(await res.text()).toContain('data-auth="logged-out"');
      }
    });
  });

  describe('with the identity provider down', () => {
    let upstream: TestUpstream;
    let neutron: Neutron;

    beforeAll(async () => {
      upstream = await startTestUpstream();
      // Down before Neutron ever saw its keys.
      await upstream.control({ faults: [{ match: JWKS_PATH, mode: 'error500' }] });
      neutron = await startNeutron({ CONTENT_API_URL: upstream.url });
    });

    afterAll(async () => {
      await neutron?.stop();
      await upstream?.close();
    });

    it('shows a valid session as logged out, still 200, and keeps the cookie for later', async () => {
      const result = await page(neutron, '/', await accessToken(upstream, 'reader2'));
      expect(result).toMatchObject({ status: 200, auth: 'logged-out' });
      expect(dropsSession(result.setCookies)).toBe(false);
    });

    it('does not hang the page when the keys do not come', async () => {
      await upstream.control({ faults: [{ match: JWKS_PATH, mode: 'hang' }] });
      const token = await accessToken(upstream, 'reader2');
      // Past the backoff of the first failure, so these pages do wait for a (hanging) fetch.
      await new Promise((resolve) => setTimeout(resolve, JWKS_FAILURE_BACKOFF_MS + 100));
      const started = Date.now();
      const results = await Promise.all([page(neutron, '/', token), page(neutron, '/', token)]);
      for (const result of results) expect(result).toMatchObject({ status: 200, auth: 'logged-out' });
      expect(Date.now() - started).toBeLessThan(DEFAULT_JWKS_TIMEOUT_MS + 5_000);
    });

    it('recognises sessions again once the provider is back', async () => {
      await upstream.reset();
      const token = await accessToken(upstream, 'reader2');
      let auth: string | undefined;
      for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 500))) {
        auth = (await page(neutron, '/', token)).auth;
        if (auth === 'logged-in') break;
      }
      expect(auth).toBe('logged-in');
    });
  });
});
