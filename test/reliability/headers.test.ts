/**
 * Connection-level header checks (issue 42 point 10, decision 104):
 * - a request with two `Host` headers is answered 400 and its connection closed, as nginx does,
 *   before anything else — even for a page a fast replay would answer (before: the first won);
 * - with TRUSTED_PROXY_HOPS > 0, `X-Forwarded-For` counts only from TRUSTED_PROXIES. Here the
 *   proxy is 127.0.0.2 and the client that reaches the instance directly is 127.0.0.1 (both
 *   loopback on Linux): its forged header buys it no debug toolbar, no fresh POST budget, and
 *   cannot spend another client's (before: all three).
 */
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { startTestUpstream } from '../support/upstream';
import type { TestUpstream } from '../support/upstream';
import { metric } from './metrics';

const SITE = 'https://www.example.test';
const PROXY = '127.0.0.2';
const DIRECT = '127.0.0.1';
const POSTS_PER_MINUTE = 3;

let upstream: TestUpstream;
let neutron: Neutron;
beforeAll(async () => {
  upstream = await startTestUpstream();
  neutron = await startNeutron({
    CONTENT_API_URL: upstream.url,
    SITE_ORIGIN: SITE,
    TRUSTED_PROXY_HOPS: '1',
    TRUSTED_PROXIES: PROXY,
    DEBUG_ALLOWED_ADDRESSES: '198.51.100.1',
    POSTS_PER_MINUTE: String(POSTS_PER_MINUTE),
  });
});
afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

/** Everything the server sends on one raw connection until it closes it (or 5 s pass). */
function raw(text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(neutron.port, '127.0.0.1', () => socket.write(text));
    let received = '';
    const timer = setTimeout(() => socket.destroy(), 5000);
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

/** A request from `local` (the source address of the connection). */
function from(
  local: string,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${neutron.url}${path}`, { method, headers, localAddress: local, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const post = (local: string, client: string) =>
  from(local, '/newsletters/', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, 'x-forwarded-for': client },
    body: 'email=reader%40example.com&newsletter=deals',
  });

describe('duplicate Host', () => {
  it('answers 400 and closes, before a fast replay could answer', async () => {
    for (let i = 0; i < 3; i++) expect((await get(neutron.url, '/')).status).toBe(200); // the door is now a fast replay
    const once = await raw('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(once).toMatch(/^HTTP\/1\.1 200 /);
    for (const hosts of [
      'Host: localhost\r\nHost: evil.example',
      'Host: evil.example\r\nX-Other: 1\r\nhost: localhost',
    ]) {
      const answer = await raw(`GET / HTTP/1.1\r\n${hosts}\r\n\r\nGET / HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1); // nothing after it on that connection
    }
    expect(
      metric(await (await get(neutron.url, '/metrics')).text(), 'neutron_connections_cut_total', {
        reason: 'duplicate_host',
      }),
    ).toBe(2);
  });
});

describe('X-Forwarded-For from a peer that is not a trusted proxy', () => {
  it('gives a direct client no debug access for an allow-listed address it names', async () => {
    const viaProxy = await from(PROXY, '/?jsDebug=true', { headers: { 'x-forwarded-for': '198.51.100.1' } });
    expect(viaProxy.text).toContain('class="debug-toolbar"');
    const direct = await from(DIRECT, '/?jsDebug=true', { headers: { 'x-forwarded-for': '198.51.100.1' } });
    expect(direct.status).toBe(200);
    expect(direct.text).not.toContain('class="debug-toolbar"');
  });

  it("keeps a direct client to its own POST budget, and off other clients' budgets", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < POSTS_PER_MINUTE + 3; i++) statuses.push((await post(DIRECT, `203.0.113.${100 + i}`)).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    // It named 203.0.113.100..105 as itself: a reader at 203.0.113.100 behind the proxy still has all of its own.
    const reader = [];
    for (let i = 0; i < POSTS_PER_MINUTE; i++) reader.push((await post(PROXY, '203.0.113.100')).status);
    expect(reader).toEqual(Array(POSTS_PER_MINUTE).fill(303));
    expect((await post(PROXY, '203.0.113.100')).status).toBe(429);
  });
});
