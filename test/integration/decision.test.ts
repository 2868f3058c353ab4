/**
 * The decision service (spec 001 §7, §8; decision 075): the article's "More from" links are
 * ordered by POST {decision service}/v3/decision; when the service is down, answers an error or
 * is disabled, the page is the same as with the listing's own order.
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
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ options: options.slice(-1), decisionId: 'decision-1' }));
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

/** The hrefs of the article's "More from" section. */
async function relatedLinks(server: Neutron, path: string): Promise<string[]> {
  const res = await get(server.url, path);
  expect(res.status).toBe(200);
  const html = await res.text();
  const section = /<section class="related"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
  return [...section.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]!).filter((href) => !href.startsWith('/topics/'));
}

describe('decision service', () => {
  let articlePath: string;
  let listingOrder: string[];

  beforeAll(async () => {
    const off = await neutron({ DECISION_SERVICE_URL: 'off' });
    const door = await (await get(off.url, '/tech/')).text();
    articlePath = /<a href="(\/tech\/[a-z0-9-]+\/[a-z0-9-]+\/)"/.exec(door)![1]!;
    listingOrder = await relatedLinks(off, articlePath);
    expect(listingOrder.length).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('sends every field of 001 §7 with the authorization header and orders the links by the answer', async () => {
    const on = await neutron({ DECISION_SERVICE_URL: fakeUrl, DECISION_SERVICE_TOKEN: 'test-token', DECISION_TENANT_ID: 'tenant-1', DECISION_WRITE_KEY: 'write-1' });
    mode = 'last-first';
    const ordered = await relatedLinks(on, articlePath);
    const call = seen.at(-1)!;
    expect(call.path).toBe('/svc/v3/decision');
    expect(call.authorization).toBe('Bearer test-token');
    expect(call.body).toMatchObject({ agentName: 'related-links', context: { is_mobile: true }, listLength: 4, sessionIdType: 'instance-id', tenantId: 'tenant-1', writeKey: 'write-1' });
    expect(call.body.strategyConfig).toEqual({ holdoutPercent: 10, expiration: 3600, slotHoldout: false });
    expect(typeof call.body.sessionId).toBe('string');
    expect((call.body.options as string[]).length).toBeGreaterThanOrEqual(listingOrder.length);
    // The chosen candidate comes first; the others keep the listing's order.
    expect(ordered).not.toEqual(listingOrder);
    expect(ordered.slice(1)).toEqual(listingOrder.slice(0, ordered.length - 1));

    // The seamless candidates too (agent seamless-candidates): the chosen one first.
    const slug = articlePath.split('/').at(-2)!;
    const candidates = async (server: Neutron) => ((await (await get(server.url, `/api/seamless/cnet?slug=${slug}`)).json()) as { items: Array<{ id: string }> }).items.map((item) => item.id);
    const own = await candidates(servers[0]!);
    const decided = await candidates(on);
    expect(seen.at(-1)!.body).toMatchObject({ agentName: 'seamless-candidates', options: own });
    expect(decided).toEqual([own.at(-1), ...own.slice(0, -1)]);
  }, 60_000);

  it('keeps the page as it is when the service fails or cannot be reached', async () => {
    const failing = await neutron({ DECISION_SERVICE_URL: fakeUrl });
    mode = 'error';
    const before = seen.length;
    expect(await relatedLinks(failing, articlePath)).toEqual(listingOrder);
    expect(seen.length).toBeGreaterThan(before);
    const down = await neutron({ DECISION_SERVICE_URL: 'http://127.0.0.1:9/svc' });
    expect(await relatedLinks(down, articlePath)).toEqual(listingOrder);
    expect(down.logs.some((line) => line.msg === 'decision unavailable')).toBe(true);
  }, 60_000);
});
