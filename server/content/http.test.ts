import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createNeutronMetrics } from '../ops/neutronMetrics';
import { ServerTiming } from '../ops/timing';
import {
  NotFoundError,
  RedirectError,
  UpstreamBodyTooLargeError,
  UpstreamHttpError,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
} from './errors';
import { createContentHttp, needsApiKey, type ContentHttp } from './http';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler = (_req, res) => res.end('{}');
const seen: string[] = [];

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const clients: ContentHttp[] = [];
afterEach(async () => {
  seen.length = 0;
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

function client(overrides: { url?: string; timeoutMs?: number; maxBodyBytes?: number } = {}) {
  const metrics = createNeutronMetrics({ processMetrics: false });
  const http = createContentHttp({
    config: { contentApiUrl: overrides.url ?? baseUrl, contentApiKey: 'k3y', upstreamTimeoutMs: overrides.timeoutMs ?? 2000, upstreamConnections: 4 },
    metrics,
    maxBodyBytes: overrides.maxBodyBytes,
  });
  clients.push(http);
  return { http, metrics };
}

describe('needsApiKey', () => {
  it.each([
    ['/api/neutron/articles/cnet/a/web', true],
    ['/api/neutron/uds/cnet/user/token', false],
    ['/api/neutron/newsletters/cnet/web', false],
  ])('%s → %s', (path, expected) => expect(needsApiKey(path)).toBe(expected));
});

describe('createContentHttp', () => {
  it('returns the JSON object and adds the api key and query to content API paths', async () => {
    handler = (_req, res) => json(res, 200, { data: { article: { id: 1 } } });
    const { http, metrics } = client();
    const timing = new ServerTiming();
    const result = await http.getJson('/api/neutron/articles/cnet/a/web', { endpoint: 'article', query: { limit: 3, skip: undefined }, timing });
    expect(result.body).toEqual({ data: { article: { id: 1 } } });
    expect(result.bytes).toBe(JSON.stringify(result.body).length);
    expect(seen).toEqual(['/api/neutron/articles/cnet/a/web?limit=3&apiKey=k3y']);
    expect(timing.header()).toMatch(/^upstream;dur=[\d.]+;desc="article"$/);
    expect(await metrics.render()).toContain('neutron_upstream_request_duration_seconds_count{endpoint="article",outcome="ok"} 1');
  });

  it('keeps a path prefix from CONTENT_API_URL', async () => {
    handler = (_req, res) => json(res, 200, {});
    await client({ url: `${baseUrl}/prefix` }).http.getJson('/api/x', { endpoint: 'x' });
    expect(seen).toEqual(['/prefix/api/x?apiKey=k3y']);
  });

  it.each(['/api/neutron/uds/cnet/user/token', '/api/neutron/newsletter/cnet/web'])('does not add the api key to %s', async (path) => {
    handler = (_req, res) => json(res, 200, {});
    await client().http.getJson(path, { endpoint: 'x' });
    expect(seen).toEqual([path]);
  });

  it('gives up with UpstreamTimeoutError within the configured bound', async () => {
    handler = () => {}; // never answers
    const { http, metrics } = client({ timeoutMs: 150 });
    const started = performance.now();
    await expect(http.getJson('/api/slow', { endpoint: 'article' })).rejects.toBeInstanceOf(UpstreamTimeoutError);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(1000);
    expect(await metrics.render()).toContain('outcome="timeout"} 1');
  });

  it('times out a body that stalls half way', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":');
    };
    await expect(client().http.getJson('/api/x', { endpoint: 'x', timeoutMs: 100 })).rejects.toBeInstanceOf(UpstreamTimeoutError);
  });

  it('reports a refused connection as UpstreamUnavailableError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await client({ url: `http://127.0.0.1:${port}` }).http.getJson('/api/x', { endpoint: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect((error as Error).message).toContain('ECONNREFUSED');
  });

  it('reports a reset connection as UpstreamUnavailableError after one retry', async () => {
    handler = (req) => req.socket.destroy();
    await expect(client().http.getJson('/api/reset', { endpoint: 'x' })).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(seen).toEqual(['/api/reset?apiKey=k3y', '/api/reset?apiKey=k3y']);
  });

  it.each([
    ['not JSON', '<html>oops</html>'],
    ['an array', '[1,2]'],
    ['null', 'null'],
    ['a string', '"text"'],
  ])('throws the spec TypeError when the body is %s', async (_name, body) => {
    handler = (_req, res) => res.writeHead(200).end(body);
    const error = await client().http.getJson('/api/x', { endpoint: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe('API request did not return a JSON object');
  });

  it('turns a 404 listing the current edition into a RedirectError to its slug', async () => {
    handler = (_req, res) =>
      json(res, 404, {
        name: 'article',
        status: 404,
        errors: [{ code: '404', message: 'moved', context: { availableOn: [{ edition: 'uk', slug: 'uk-slug' }, { edition: 'us', slug: 'new-slug' }] } }],
      });
    const error = await client().http.getJson('/api/x', { endpoint: 'article' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
    expect(error).toMatchObject({ slug: 'new-slug', status: 301 });
  });

  it.each([
    ['an error without availableOn', { status: 404, errors: [{ code: '404', message: 'gone' }] }],
    ['another edition only', { status: 404, errors: [{ code: '404', context: { availableOn: [{ edition: 'uk', slug: 'x' }] } }] }],
    ['an unsafe slug', { status: 404, errors: [{ code: '404', context: { availableOn: [{ edition: 'us', slug: '//evil.example' }] } }] }],
    ['a non-JSON body', 'Not Found'],
  ])('turns a 404 with %s into NotFoundError "API responded with 404"', async (_name, body) => {
    handler = (_req, res) => (typeof body === 'string' ? res.writeHead(404).end(body) : json(res, 404, body));
    const error = await client().http.getJson('/api/x', { endpoint: 'article' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe('API responded with 404');
  });

  it.each([500, 503, 301, 400])('throws UpstreamHttpError for HTTP %i and never follows redirects', async (status) => {
    handler = (_req, res) => res.writeHead(status, { location: '/elsewhere' }).end('{}');
    const error = await client().http.getJson('/api/x', { endpoint: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamHttpError);
    expect(error).toMatchObject({ upstreamStatus: status });
    expect(seen).toEqual(['/api/x?apiKey=k3y']);
  });

  it('abandons a body above the size limit, declared or streamed', async () => {
    const { http } = client({ maxBodyBytes: 1000 });
    handler = (_req, res) => json(res, 200, { data: 'x'.repeat(5000) });
    await expect(http.getJson('/api/declared', { endpoint: 'x' })).rejects.toBeInstanceOf(UpstreamBodyTooLargeError);
    handler = (_req, res) => {
      res.writeHead(200, { 'transfer-encoding': 'chunked' });
      for (let i = 0; i < 20; i++) res.write('x'.repeat(100));
      res.end();
    };
    await expect(http.getJson('/api/chunked', { endpoint: 'x' })).rejects.toBeInstanceOf(UpstreamBodyTooLargeError);
  });

  it('refuses unsafe paths before calling anything', async () => {
    const { http } = client();
    for (const path of ['relative', '//evil.example/x', '/api/../admin', '/api/x?y=1']) {
      await expect(http.getJson(path, { endpoint: 'x' })).rejects.toThrow('unsafe path');
    }
    expect(seen).toEqual([]);
  });

  it('reuses keep-alive connections', async () => {
    const sockets = new Set<unknown>();
    handler = (req, res) => {
      sockets.add(req.socket);
      json(res, 200, {});
    };
    const { http } = client();
    for (let i = 0; i < 10; i++) await http.getJson('/api/x', { endpoint: 'x' });
    // undici may alternate between two sockets for back-to-back calls; it must not open ten.
    expect(sockets.size).toBeLessThanOrEqual(2);
  });
});
