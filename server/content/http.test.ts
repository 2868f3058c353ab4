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
import { upstreamShares } from '../reliability/admission';
import { runInScope, type RequestScope } from '../reliability/requestScope';

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

function client(
  overrides: {
    url?: string;
    timeoutMs?: number;
    maxBodyBytes?: number;
    slots?: ReturnType<typeof upstreamShares>;
  } = {},
) {
  const metrics = createNeutronMetrics({ processMetrics: false });
  const http = createContentHttp({
    config: {
      contentApiUrl: overrides.url ?? baseUrl,
      contentApiKey: 'k3y',
      upstreamTimeoutMs: overrides.timeoutMs ?? 2000,
      upstreamConnections: 4,
    },
    metrics,
    maxBodyBytes: overrides.maxBodyBytes,
    slots: overrides.slots,
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
    const result = await http.getJson('/api/neutron/articles/cnet/a/web', {
      endpoint: 'article',
      query: { limit: 3, skip: undefined },
      timing,
    });
    expect(result.body).toEqual({ data: { article: { id: 1 } } });
    expect(result.bytes).toBe(JSON.stringify(result.body).length);
    expect(seen).toEqual(['/api/neutron/articles/cnet/a/web?limit=3&apiKey=k3y']);
    expect(timing.header()).toMatch(/^upstream;dur=[\d.]+;desc="article"$/);
    expect(await metrics.render()).toContain(
      'neutron_upstream_request_duration_seconds_count{endpoint="article",outcome="ok"} 1',
    );
  });

  it('keeps a path prefix from CONTENT_API_URL', async () => {
    handler = (_req, res) => json(res, 200, {});
    await client({ url: `${baseUrl}/prefix` }).http.getJson('/api/x', { endpoint: 'x' });
    expect(seen).toEqual(['/prefix/api/x?apiKey=k3y']);
  });

  it.each(['/api/neutron/uds/cnet/user/token', '/api/neutron/newsletter/cnet/web'])(
    'does not add the api key to %s',
    async (path) => {
      handler = (_req, res) => json(res, 200, {});
      await client().http.getJson(path, { endpoint: 'x' });
      expect(seen).toEqual([path]);
    },
  );

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
    await expect(client().http.getJson('/api/x', { endpoint: 'x', timeoutMs: 100 })).rejects.toBeInstanceOf(
      UpstreamTimeoutError,
    );
  });

  it('reports a refused connection as UpstreamUnavailableError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await client({ url: `http://127.0.0.1:${port}` })
      .http.getJson('/api/x', { endpoint: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect((error as Error).message).toContain('ECONNREFUSED');
  });

  it('reports a reset connection as UpstreamUnavailableError after one retry', async () => {
    handler = (req) => req.socket.destroy();
    await expect(client().http.getJson('/api/reset', { endpoint: 'x' })).rejects.toBeInstanceOf(
      UpstreamUnavailableError,
    );
    expect(seen).toEqual(['/api/reset?apiKey=k3y', '/api/reset?apiKey=k3y']);
  });

  it.each([
    ['not JSON', '<html>oops</html>'],
    ['an array', '[1,2]'],
    ['null', 'null'],
    ['a string', '"text"'],
  ])('throws the spec TypeError when the body is %s', async (_name, body) => {
    handler = (_req, res) => res.writeHead(200).end(body);
    const error = await client()
      .http.getJson('/api/x', { endpoint: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe('API request did not return a JSON object');
  });

  it('turns a 404 listing the current edition into a RedirectError to its slug', async () => {
    handler = (_req, res) =>
      json(res, 404, {
        name: 'article',
        status: 404,
        errors: [
          {
            code: '404',
            message: 'moved',
            context: {
              availableOn: [
                { edition: 'uk', slug: 'uk-slug' },
                { edition: 'us', slug: 'new-slug' },
              ],
            },
          },
        ],
      });
    const error = await client()
      .http.getJson('/api/x', { endpoint: 'article' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
    expect(error).toMatchObject({ slug: 'new-slug', status: 301 });
  });

  it.each([
    ['an error without availableOn', { status: 404, errors: [{ code: '404', message: 'gone' }] }],
    [
      'another edition only',
      { status: 404, errors: [{ code: '404', context: { availableOn: [{ edition: 'uk', slug: 'x' }] } }] },
    ],
    [
      'an unsafe slug',
      { status: 404, errors: [{ code: '404', context: { availableOn: [{ edition: 'us', slug: '//evil.example' }] } }] },
    ],
    ['a non-JSON body', 'Not Found'],
  ])('turns a 404 with %s into NotFoundError "API responded with 404"', async (_name, body) => {
    handler = (_req, res) => (typeof body === 'string' ? res.writeHead(404).end(body) : json(res, 404, body));
    const error = await client()
      .http.getJson('/api/x', { endpoint: 'article' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe('API responded with 404');
  });

  it.each([500, 503, 301, 400])('throws UpstreamHttpError for HTTP %i and never follows redirects', async (status) => {
    handler = (_req, res) => res.writeHead(status, { location: '/elsewhere' }).end('{}');
    const error = await client()
      .http.getJson('/api/x', { endpoint: 'x' })
      .catch((e: unknown) => e);
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

  describe('connection slots (decision 058)', () => {
    // A pool of 4: one for background refreshes, three for readers, one reader may queue.
    const shares = (queueTimeoutMs = 60_000) =>
      upstreamShares(4, {
        upstreamBackgroundConnections: 1,
        upstreamQueueSize: 1,
        upstreamQueueTimeoutMs: queueTimeoutMs,
      });
    const reader = (deadline?: number): RequestScope => ({
      signal: new AbortController().signal,
      deadline,
      admit: () => Promise.resolve(),
    });
    const refresh: RequestScope = {
      signal: new AbortController().signal,
      background: true,
      admit: () => Promise.resolve(),
    };

    it('bounds the calls readers have waiting on a hung upstream, and refuses the rest at once', async () => {
      const hung: ServerResponse[] = [];
      handler = (_req, res) => void hung.push(res);
      const slots = shares();
      const { http, metrics } = client({ slots });
      const calls = Array.from({ length: 6 }, (_, i) =>
        runInScope(reader(), () => http.getJson(`/api/a${i}`, { endpoint: 'article' })).catch((e: unknown) => e),
      );
      const refused = await Promise.race([
        Promise.all(calls.slice(4)),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1000)),
      ]);
      expect(refused).toMatchObject([{ reason: 'upstream_busy' }, { reason: 'upstream_busy' }]);
      expect([slots.readers.active, slots.readers.queued]).toEqual([3, 1]);
      // A background refresh still has its own connection.
      const background = runInScope(refresh, () => http.getJson('/api/refresh', { endpoint: 'article' }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(slots.background.active).toBe(1);
      for (const res of hung.splice(0)) json(res, 200, {});
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (const res of hung.splice(0)) json(res, 200, {});
      await background;
      await Promise.all(calls);
      expect([slots.readers.active, slots.background.active]).toEqual([0, 0]);
      expect(await metrics.render()).toContain('outcome="shed"} 2');
    });

    it('refuses a refresh at once when the background share is taken, leaving readers theirs', async () => {
      const hung: ServerResponse[] = [];
      handler = (_req, res) => void hung.push(res);
      const slots = shares();
      const { http } = client({ slots });
      const first = runInScope(refresh, () => http.getJson('/api/r1', { endpoint: 'article' }));
      await expect(runInScope(refresh, () => http.getJson('/api/r2', { endpoint: 'article' }))).rejects.toMatchObject({
        reason: 'upstream_busy',
      });
      const readerCall = runInScope(reader(), () => http.getJson('/api/page', { endpoint: 'article' }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(slots.readers.active).toBe(1);
      for (const res of hung.splice(0)) json(res, 200, {});
      await Promise.all([first, readerCall]);
    });

    it("counts the wait for a connection against the call's deadline", async () => {
      const hung: ServerResponse[] = [];
      handler = (_req, res) => void hung.push(res);
      const slots = upstreamShares(2, {
        upstreamBackgroundConnections: 1,
        upstreamQueueSize: 4,
        upstreamQueueTimeoutMs: 60_000,
      });
      const { http } = client({ slots });
      const holder = runInScope(reader(), () => http.getJson('/api/hold', { endpoint: 'article', timeoutMs: 10_000 }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      // Its own budget is 150 ms; it spends all of it waiting for the one readers' connection.
      const queued = await runInScope(reader(), () =>
        http.getJson('/api/queued', { endpoint: 'live', timeoutMs: 150 }),
      ).catch((e: unknown) => e);
      expect(queued).toBeInstanceOf(UpstreamTimeoutError);
      expect(slots.readers.queued).toBe(0);
      expect(seen).not.toContain('/api/queued?apiKey=k3y');
      for (const res of hung.splice(0)) json(res, 200, {});
      await holder;
    });
  });
});
