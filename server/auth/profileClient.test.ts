import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createProfileClient } from './profileClient';

/** A user-data service on loopback that answers every call and remembers what it was asked. */
let server: Server;
let base: string;
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    res.setHeader('content-type', 'application/json');
    if (req.url?.endsWith('/user/token')) res.end(JSON.stringify({ data: { user: { sub: 'u1', login_count: 3 } } }));
    else if (req.url?.includes('comment')) res.end(JSON.stringify({ data: { token: 't', expiresIn: 60 } }));
    else res.end(JSON.stringify({ data: { profile: { displayName: 'Reader', newsletters: [] } } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("user-data calls name the reader's site (000 §7 /uds/{site}/…)", () => {
  it.each(['cnet', 'roadshow'] as const)('asks the %s site for the token, profile and comment token', async (site) => {
    // The default URLs, as configuration builds them.
    const config = loadConfig({ CONTENT_API_URL: base, SESSION_SECRET: 'x'.repeat(40) });
    const client = createProfileClient({
      url: config.profileUrl,
      commentTokenUrl: config.commentTokenUrl,
      tokenUrl: `${base}/api/neutron/uds/{site}/user/token`,
      timeoutMs: 2000,
    });
    asked.length = 0;
    expect((await client.user('at', site)).sub).toBe('u1');
    expect((await client.commentToken('at', site)).token).toBe('t');
    const profile = await client.read('at', site);
    await client.write('at', profile, site);
    expect(asked).toEqual([
      `POST /api/neutron/uds/${site}/user/token`,
      `POST /api/neutron/uds/${site}/user/comment-token`,
      `GET /api/neutron/uds/${site}/user/profile`,
      `PUT /api/neutron/uds/${site}/user/profile`,
    ]);
  });

  it('fills the site into a configured URL that names it', async () => {
    const config = loadConfig({
      PROFILE_URL: `${base}/profiles/{site}/me`,
      COMMENT_TOKEN_URL: `${base}/comments/token`,
      SESSION_SECRET: 'x'.repeat(40),
    });
    const client = createProfileClient({
      url: config.profileUrl,
      commentTokenUrl: config.commentTokenUrl,
      tokenUrl: `${base}/t/{site}/user/token`,
      timeoutMs: 2000,
    });
    asked.length = 0;
    await client.read('at', 'roadshow');
    await client.commentToken('at', 'roadshow');
    expect(asked).toEqual(['GET /profiles/roadshow/me', 'POST /comments/token']);
  });
});
