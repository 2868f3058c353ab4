import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_IN_CORRECT_FORMAT, UpstreamHttpError, UpstreamTimeoutError } from '../content/errors';
import type { ContentHttp } from '../content/http';
import { createFormsClient } from './client';

/** A stand-in platform that records each request and answers what the test sets. */
const seen: Array<{ method: string; url: string; body: string }> = [];
let answer: (req: IncomingMessage) => { status: number; body: string; delayMs?: number } = () => ({
  status: 200,
  body: '{}',
});
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body });
      const reply = answer(req);
      setTimeout(
        () => res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body),
        reply.delayMs ?? 0,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

const http = {
  getJson: async () => ({ body: { data: { authors: [{ username: 'voice1' }, { nope: 1 }] } }, bytes: 0 }),
  getText: async () => '',
  close: async () => {},
} as ContentHttp;
let forms: ReturnType<typeof createFormsClient> | undefined;
const client = () => (forms ??= createFormsClient({ baseUrl, apiKey: 'k3y', timeoutMs: 300, http }));
afterAll(async () => {
  await forms?.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('createFormsClient', () => {
  it('posts JSON without the api key on newsletter paths, and reads the receipt', async () => {
    answer = () => ({ status: 200, body: '{"data":{"receipt":{"id":"nl-1"}}}' });
    seen.length = 0;
    expect(await client().subscribe('cnet', { email: 'a@b.co', newsletter: 'deals' })).toEqual({ id: 'nl-1' });
    expect(seen[0]).toEqual({
      method: 'POST',
      url: '/api/neutron/newsletter/cnet/subscriptions/web',
      body: '{"email":"a@b.co","newsletter":"deals"}',
    });
  });

  it('adds the api key on the other paths (000 §7)', async () => {
    answer = () => ({
      status: 200,
      body: '{"data":{"providers":{"zipcode":"94105","providers":[{"key":"x","name":"X","downloadMbps":100,"uploadMbps":10},{"bad":true}]}}}',
    });
    seen.length = 0;
    const result = await client().providers('cnet', '94105');
    expect(seen[0]!.url).toBe('/api/neutron/geo/cnet/allconnect/providers/web?apiKey=k3y');
    expect(result.providers.map((p) => p.key)).toEqual(['x']);
  });

  it.each([
    ['an error status', () => ({ status: 500, body: '{}' }), UpstreamHttpError],
    ['a body without the property', () => ({ status: 200, body: '{"data":{}}' }), Error],
    ['a body that is not JSON', () => ({ status: 200, body: '<html>' }), TypeError],
    ['no answer in time', () => ({ status: 200, body: '{}', delayMs: 1000 }), UpstreamTimeoutError],
  ])('throws on %s', async (_case, reply, type) => {
    answer = reply;
    await expect(client().optOut('cnet', { email: 'a@b.co', request: 'sell' })).rejects.toBeInstanceOf(type);
  });

  it('reads the voices contributors through the content client, dropping unreadable ones', async () => {
    expect((await client().voices('cnet')).map((a) => a.username)).toEqual(['voice1']);
  });

  it('names the format error as the spec does', async () => {
    answer = () => ({ status: 200, body: '{"data":{"estimate":{"zipcode":"1"}}}' });
    await expect(client().solarEstimate('cnet', '94105', 100)).rejects.toThrow(NOT_IN_CORRECT_FORMAT);
  });
});
