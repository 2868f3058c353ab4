/**
 * Bounded request bodies (issue 42 point 1; decision 057): every route that reads a body refuses
 * a 64 MiB one with 413 — declared up front (refused before a byte is read) or chunked with no
 * length (refused as soon as it passes the route's limit) — in the route's own format, while the
 * server's resident memory stays where it was and it keeps serving. The user-data relay spends
 * the same per-client budget as the forms: past it, 429 before anything is read or relayed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { startTestUpstream } from '../support/upstream';
import type { TestUpstream } from '../support/upstream';
import { signInOverHttp } from '../support/signIn';
import { sendBigBody } from '../../scripts/bench/bigBody.mjs';
import { SESSION_COOKIE } from '../../shared/authConstants';

const BIG = 64 * 1024 * 1024;
/**
 * What one refused body may add to the server's resident memory, at its highest. Measured: under
 * 1 MB in 28 of 29 requests, 12 MB once (the process's own work meanwhile: collections, lazy
 * compiles). Buffering the body costs ~3× its size (the code before decision 057 went from 146
 * to 998 MB on a 300 MB body).
 */
const MAX_RSS_GROWTH = 24 * 1024 * 1024;
const POSTS_PER_MINUTE = 5;
const PURGE_KEY = 'bodies-test-purge-key-0123456789';
const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

let upstream: TestUpstream;
let neutron: Neutron;
let sessionCookie: string;
beforeAll(async () => {
  upstream = await startTestUpstream();
  neutron = await startNeutron({
    CONTENT_API_URL: upstream.url,
    POSTS_PER_MINUTE: String(POSTS_PER_MINUTE),
    PURGE_KEY,
    // Each request speaks as its own client through one trusted proxy, so the budget is not spent.
    TRUSTED_PROXY_HOPS: '1',
  });
  const { browser } = await signInOverHttp(neutron.url, {
    email: 'reader2@readers.neutron.test',
    password: 'Reader2!',
  });
  const sealed = browser.cookie('127.0.0.1', SESSION_COOKIE);
  if (!sealed) throw new Error('no session cookie after signing in');
  sessionCookie = `${SESSION_COOKIE}=${sealed}`;
}, 60_000);
afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

let client = 0;
const nextClient = () => `198.51.100.${++client}`;

interface BodyRoute {
  name: string;
  method: string;
  path: string;
  headers: () => Record<string, string>;
  /** The answer's content type: each route refuses in the format it answers errors in. */
  type: string;
}

const ROUTES: BodyRoute[] = [
  {
    name: 'user-data relay, profile write',
    method: 'PUT',
    path: '/apigee/users/cnet/user/profile',
    headers: () => ({ authorization: 'Bearer any-token', 'content-type': JSON_TYPE }),
    type: JSON_TYPE,
  },
  {
    name: 'user-data relay, token',
    method: 'POST',
    path: '/apigee/users/cnet/user/token',
    headers: () => ({ authorization: 'Bearer any-token', 'content-type': JSON_TYPE }),
    type: JSON_TYPE,
  },
  {
    name: 'implicit sign-in return',
    method: 'POST',
    path: '/signin/callback/',
    headers: () => ({ origin: neutron.url, 'content-type': FORM_TYPE }),
    type: JSON_TYPE,
  },
  {
    name: 'account settings',
    method: 'POST',
    path: '/user/settings/',
    headers: () => ({ origin: neutron.url, 'content-type': FORM_TYPE, cookie: sessionCookie }),
    type: 'text/html',
  },
  {
    name: 'purge',
    method: 'POST',
    path: '/_purge',
    headers: () => ({ authorization: `Bearer ${PURGE_KEY}`, 'content-type': JSON_TYPE }),
    type: JSON_TYPE,
  },
  {
    name: 'newsletter form',
    method: 'POST',
    path: '/newsletters/',
    headers: () => ({ origin: neutron.url, 'content-type': FORM_TYPE }),
    type: 'text/html',
  },
  {
    name: 'health privacy choice',
    method: 'POST',
    path: '/health-privacy/',
    headers: () => ({ origin: neutron.url, 'content-type': FORM_TYPE }),
    type: 'text/plain',
  },
];

describe('bounded request bodies', () => {
  // Keep-alive as browsers, curl and fetch send; `Connection: close` as Node's agentless client does.
  const WAYS = [
    { declared: true, close: false },
    { declared: false, close: false },
    { declared: true, close: true },
    { declared: false, close: true },
  ];
  for (const route of ROUTES) {
    for (const { declared, close } of WAYS) {
      it(`${route.name}: a 64 MiB ${declared ? 'declared' : 'chunked'} body${close ? ', Connection: close,' : ''} gets 413 without growing memory`, async () => {
        const answer = await sendBigBody({
          url: `${neutron.url}${route.path}`,
          method: route.method,
          headers: { ...route.headers(), 'x-forwarded-for': nextClient() },
          bytes: BIG,
          declared,
          close,
          pid: neutron.process.pid!,
        });
        expect(answer.status).toBe(413);
        // The rest of the body was not waited for.
        expect(answer.sentBytes).toBeLessThan(BIG);
        expect(answer.rssPeak - answer.rssBefore).toBeLessThan(MAX_RSS_GROWTH);
        expect(answer.body.length).toBeGreaterThan(0);
        if (route.type === JSON_TYPE) expect(JSON.parse(answer.body)).toHaveProperty('error');
        expect(neutron.process.exitCode).toBeNull();
      });
    }
  }

  it('keeps serving probes and pages after the refused bodies', async () => {
    expect((await get(neutron.url, '/healthz')).status).toBe(200);
    const page = await get(neutron.url, '/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('</html>');
  });

  it('still relays a profile write within the limit', async () => {
    const res = await fetch(`${neutron.url}/apigee/users/cnet/user/profile`, {
      method: 'PUT',
      headers: { authorization: 'Bearer any-token', 'content-type': JSON_TYPE, 'x-forwarded-for': nextClient() },
      body: JSON.stringify({ displayName: 'Ada' }),
    });
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });
});

describe('the user-data relay spends the per-client budget', () => {
  it('answers 429 with Retry-After past POSTS_PER_MINUTE, in JSON, whatever the method', async () => {
    const from = nextClient();
    const statuses: number[] = [];
    // Profile read and write, and the token call (a POST, which the forms' middleware leaves to the relay).
    const calls = [
      { method: 'GET', call: 'profile' },
      { method: 'PUT', call: 'profile', body: '{}' },
      { method: 'POST', call: 'token', body: '{}' },
    ];
    for (let i = 0; i < POSTS_PER_MINUTE * 2; i++) {
      const { method, call, body } = calls[i % calls.length]!;
      const res = await fetch(`${neutron.url}/apigee/users/cnet/user/${call}`, {
        method,
        headers: { authorization: 'Bearer any-token', 'content-type': JSON_TYPE, 'x-forwarded-for': from },
        ...(body === undefined ? {} : { body }),
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(res.headers.get('content-type')).toContain(JSON_TYPE);
        expect(await res.json()).toHaveProperty('error');
      } else await res.arrayBuffer();
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(POSTS_PER_MINUTE);
    // Another client is not affected.
    const other = await fetch(`${neutron.url}/apigee/users/cnet/user/profile`, {
      headers: { authorization: 'Bearer any-token', 'x-forwarded-for': nextClient() },
    });
    expect(other.status).not.toBe(429);
  });
});
