/**
 * The decision service (spec 001 §7, §8; decision 075): the seamless next-article candidates are
 * ordered by POST {decision service}/v3/decision; when the service is down, answers an error or
 * is disabled, they keep their own order.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startNeutron, type Neutron } from '../support/neutron';
import { startTestUpstream, type TestUpstream } from '../support/upstream';

interface Seen {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

let upstream: TestUpstream;
let fake: Server;
let fakeUrl: string;
let mode: 'last-first' | 'error' = 'last-first';
const seen: Seen[] = [];
const servers: Neutron[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text));
  });

beforeAll(async () => {
  upstream = await startTestUpstream();
  fake = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    seen.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    if (mode === 'error') return void res.writeHead(500).end('{}');
    const options = body.options as string[];
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ options: options.slice(-1), decisionId: 'decision-1' }));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/svc`;
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await upstream?.close();
  await new Promise((resolve) => fake?.close(resolve));
});

async function neutron(env: Record<string, string>): Promise<Neutron> {
  const server = await startNeutron({ CONTENT_API_URL: upstream.url, RENDER_CACHE_TTL_MS: '0', ...env });
  servers.push(server);
  return server;
}

/** The ids of the seamless candidates the browser gets for an article, as a phone. */
async function candidates(server: Neutron, slug: string): Promise<string[]> {
  const res = await get(server.url, `/api/seamless/cnet?slug=${slug}`, { cookie: 'device=mobile' });
  expect(res.status).toBe(200);
  expect(res.headers.get('vary')).toBe('Cookie');
  return ((await res.json()) as { items: Array<{ id: string }> }).items.map((item) => item.id);
}

describe('decision service', () => {
  let slug: string;
  let own: string[];
  let off: Neutron;

  beforeAll(async () => {
    off = await neutron({ DECISION_SERVICE_URL: 'off' });
    const door = await (await get(off.url, '/tech/')).text();
    const paths = [...door.matchAll(/<a href="(\/tech\/[a-z0-9-]+\/[a-z0-9-]+\/)"/g)].map((m) => m[1]!);
    // An article with at least two next-article candidates, so an order can show.
    for (const path of paths) {
      slug = path.split('/').at(-2)!;
      own = await candidates(off, slug);
      if (own.length >= 2) break;
    }
    expect(own.length).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('sends every field of 001 §7 with the authorization header and orders the seamless candidates by the answer', async () => {
    const on = await neutron({
      DECISION_SERVICE_URL: fakeUrl,
      DECISION_SERVICE_TOKEN: 'test-token',
      DECISION_TENANT_ID: 'tenant-1',
      DECISION_WRITE_KEY: 'write-1',
    });
    mode = 'last-first';
    const decided = await candidates(on, slug);
    const call = seen.at(-1)!;
    expect(call.path).toBe('/svc/v3/decision');
    expect(call.authorization).toBe('Bearer test-token');
    expect(call.body).toMatchObject({
      agentName: 'seamless-candidates',
      context: { is_mobile: true },
      listLength: own.length,
      options: own,
      sessionIdType: 'instance-id',
      tenantId: 'tenant-1',
      writeKey: 'write-1',
    });
    expect(call.body.strategyConfig).toEqual({ holdoutPercent: 10, expiration: 3600, slotHoldout: false });
    expect(typeof call.body.sessionId).toBe('string');
    // The chosen candidate comes first; the others keep their own order.
    expect(decided).toEqual([own.at(-1), ...own.slice(0, -1)]);
    // The same question again is answered from the decision cache: no second call.
    const calls = seen.length;
    expect(await candidates(on, slug)).toEqual(decided);
    expect(seen.length).toBe(calls);
  }, 60_000);

  it('keeps its own order, and the article its page, when the service fails or cannot be reached', async () => {
    const failing = await neutron({ DECISION_SERVICE_URL: fakeUrl });
    mode = 'error';
    const before = seen.length;
    expect(await candidates(failing, slug)).toEqual(own);
    expect(seen.length).toBeGreaterThan(before);
    const down = await neutron({ DECISION_SERVICE_URL: 'http://127.0.0.1:9/svc' });
    expect(await candidates(down, slug)).toEqual(own);
    expect(down.logs.some((line) => line.msg === 'decision unavailable')).toBe(true);
    const path = `/tech/`;
    expect((await get(down.url, path)).status).toBe(200);
  }, 60_000);
});
