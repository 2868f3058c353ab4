import type { AddressInfo } from 'node:net';
import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { afterEach, describe, expect, it } from 'vitest';
import { validateAbTests } from '../../shared/ab/definition';
import { resolveAbState } from '../ab/resolve';
import { createLogger } from '../ops/logger';
import { startTracing } from '../ops/tracing';
import { createRenderCache } from '../render/renderCache';
import { createReplayIndex, replaySignature, type ReplayVariant } from '../render/replayIndex';
import { createFastReplay, takeHandedOnDraws, withFastReplay } from './fastReplay';

const { tests } = validateAbTests([
  {
    id: 't',
    version: '1',
    startDate: '2020-01-01T00:00:00Z',
    endDate: '2099-01-01T00:00:00Z',
    allocations: [
      { percentage: 50, bucket: 'control' },
      { percentage: 50, bucket: 'testA' },
    ],
    criteria: { name: 'allPages' },
  },
]);
const page = {
  path: '/news/a-story/',
  routeName: 'news-article',
  kind: 'article',
  pageType: 'article',
  section: 'news',
  layout: 'default',
  brand: 'cnet',
  device: 'desktop',
} as never;
const abInputs = { tests, page, query: null, header: null };
const outcomeOf = (draw: number) =>
  resolveAbState({ ...abInputs, cookies: new Map(), now: Date.now(), random: () => draw });

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

function setup({
  draws = [0.1],
  draining = false,
  late = false,
}: { draws?: number[]; draining?: boolean; late?: boolean } = {}) {
  const index = createReplayIndex({ maxEntries: 100 });
  const renderCache = createRenderCache({ ttlMs: 60_000, maxBytes: 1e6 });
  const observed: Array<[string, number]> = [];
  const lines: Array<Record<string, unknown>> = [];
  const pagePath: Array<{ url: string; draws: readonly number[] | undefined }> = [];
  let next = 0;
  const fast = createFastReplay({
    index,
    renderCache,
    metrics: { observeHttp: (route, status) => void observed.push([route, status]) },
    logger: createLogger({
      level: 'info',
      write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    }),
    baseHeaders: [
      ['x-content-type-options', 'nosniff'],
      ['permissions-policy', 'camera=()'],
    ],
    readiness: { draining },
    admission: { severelyLate: () => late },
    random: () => draws[next++ % draws.length]!,
  });
  server = withFastReplay(fast)((req, res) => {
    pagePath.push({ url: req.url!, draws: takeHandedOnDraws(req) });
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('page path');
  });
  const ready = new Promise<string>((resolve) =>
    server!.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`)),
  );
  const signatureOf = (url: string, headers: Record<string, string> = {}) =>
    replaySignature({
      method: 'GET',
      url,
      headers: { host: 'localhost', ...headers },
      socket: {},
    } as unknown as IncomingMessage)!;
  return { index, renderCache, observed, lines, pagePath, ready, signatureOf };
}

const variant = (renderKey: string, extra: Partial<ReplayVariant> = {}): ReplayVariant => ({
  renderKey,
  status: 200,
  headers: {
    'cache-control': 'private, max-age=60',
    'content-type': 'text/html; charset=utf-8',
    etag: `W/"${renderKey}"`,
    'x-content-type-options': 'nosniff',
    vary: 'Cookie',
  },
  cookies: [],
  routeName: 'news-article',
  freshUntil: Infinity,
  ...extra,
});

function get(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: IncomingMessage['headers']; rawHeaders: string[]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { method, headers: { host: 'localhost', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('fast replays', () => {
  it("answers a known request with the stored render, the page's headers and the A/B cookie of a fresh resolution", async () => {
    const { index, renderCache, observed, pagePath, ready, signatureOf } = setup({ draws: [0.1] });
    const origin = await ready;
    renderCache.set('k-control', Buffer.from('<p>control</p>'), 'text/html; charset=utf-8', 'n0nce', 'W/"k-control"');
    index.record(
      signatureOf('/news/a-story/'),
      abInputs,
      outcomeOf(0.1),
      variant('k-control', { cookies: ['device=mobile; Path=/'] }),
    );

    const res = await get(origin, '/news/a-story/', { cookie: '_ga=1; consent=all' });
    expect(res.body.toString()).toBe('<p>control</p>');
    expect(res.headers['server-timing']).toBe('render;dur=0;desc="cached"');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['last-modified']).toBeTruthy();
    expect(res.headers['set-cookie']).toEqual([
      'device=mobile; Path=/',
      expect.stringMatching(/^nemo_highlander=t%3A1%3Acontrol;/),
    ]);
    // One nosniff: the page's own value replaces the base header, as in the page path.
    expect(res.rawHeaders.filter((name) => name.toLowerCase() === 'x-content-type-options')).toHaveLength(1);
    expect(res.headers['permissions-policy']).toBe('camera=()');
    expect(pagePath).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(observed).toEqual([['news-article', 200]]);

    const br = await get(origin, '/news/a-story/', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe('<p>control</p>');

    const held = await get(origin, '/news/a-story/', { 'if-none-match': 'W/"k-control"' });
    expect(held.status).toBe(304);
    expect(held.headers['content-type']).toBeUndefined();
    expect(held.headers['server-timing']).toBe('render;dur=0;desc="not-modified"');
  });

  it('hands on a draw it has no answer for, so the page path gives the visitor the bucket it drew', async () => {
    const { index, renderCache, pagePath, ready, signatureOf } = setup({ draws: [0.9] });
    const origin = await ready;
    renderCache.set('k-control', Buffer.from('control'), 'text/html', null, 'W/"k-control"');
    index.record(signatureOf('/news/a-story/'), abInputs, outcomeOf(0.1), variant('k-control'));
    const res = await get(origin, '/news/a-story/');
    expect(res.body.toString()).toBe('page path');
    expect(pagePath).toEqual([{ url: '/news/a-story/', draws: [0.9] }]);
  });

  it('leaves to the page path what it cannot answer exactly', async () => {
    const { index, renderCache, pagePath, ready, signatureOf } = setup({ draws: [0.1] });
    const origin = await ready;
    renderCache.set('k', Buffer.from('stored'), 'text/html', null, 'W/"k"');
    index.record(signatureOf('/fresh/'), null, null, variant('k'));
    index.record(signatureOf('/stale-content/'), null, null, variant('k', { freshUntil: performance.now() - 1 }));
    index.record(signatureOf('/evicted/'), null, null, variant('gone-from-the-render-cache'));
    expect((await get(origin, '/fresh/')).body.toString()).toBe('stored');
    for (const path of ['/stale-content/', '/evicted/', '/unknown/'])
      expect((await get(origin, path)).body.toString(), path).toBe('page path');
    // Another page-relevant cookie: not the request that was recorded.
    expect((await get(origin, '/fresh/', { cookie: 'device=mobile' })).body.toString()).toBe('page path');
    expect(pagePath.map((call) => call.url)).toEqual(['/stale-content/', '/evicted/', '/unknown/', '/fresh/']);
    // Another render stored under the same key since (another nonce, another ETag): not the recorded one.
    renderCache.set('k', Buffer.from('<script nonce="other">'), 'text/html', 'other', 'W/"another-render"');
    expect((await get(origin, '/fresh/')).body.toString()).toBe('page path');
  });

  it('sheds with the page path when the loop is far behind, and closes connections while draining', async () => {
    const late = setup({ late: true });
    const origin = await late.ready;
    late.renderCache.set('k', Buffer.from('stored'), 'text/html', null, 'W/"k"');
    late.index.record(late.signatureOf('/p/'), null, null, variant('k'));
    expect((await get(origin, '/p/')).body.toString()).toBe('page path');
    await new Promise<void>((resolve) => server!.close(() => resolve()));

    const draining = setup({ draining: true });
    const drainingOrigin = await draining.ready;
    draining.renderCache.set('k', Buffer.from('stored'), 'text/html', null, 'W/"k"');
    draining.index.record(draining.signatureOf('/p/'), null, null, variant('k'));
    const res = await get(drainingOrigin, '/p/');
    expect(res.body.toString()).toBe('stored');
    expect(res.headers.connection).toBe('close');
  });

  it("answers a HEAD with the GET's headers and length and no body", async () => {
    const { index, renderCache, observed, pagePath, ready, signatureOf } = setup();
    const origin = await ready;
    renderCache.set('k', Buffer.from('<p>stored page</p>'), 'text/html; charset=utf-8', null, 'W/"k"');
    index.record(signatureOf('/p/'), null, null, variant('k'));
    const head = await get(origin, '/p/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String('<p>stored page</p>'.length));
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.headers.etag).toBe('W/"k"');
    expect(head.headers['server-timing']).toBe('render;dur=0;desc="cached"');
    expect(pagePath).toEqual([]);
    // The connection is still good for the next request (no stray body on it).
    expect((await get(origin, '/p/')).body.toString()).toBe('<p>stored page</p>');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(observed).toEqual([
      ['news-article', 200],
      ['news-article', 200],
    ]);
  });

  it("keeps the client's trace: its ids in the log line, and with tracing on a server span of its own", async () => {
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    const proxySpan = 'b7ad6b7169203331';
    const traceparent = `00-${traceId}-${proxySpan}-01`;
    // Tracing off (the server always installs the propagator): the proxy's ids in the log line.
    const tracingOff = startTracing({ enabled: false, sampleRatio: 1, serviceName: 'test' });
    try {
      const off = setup();
      const offOrigin = await off.ready;
      off.renderCache.set('k', Buffer.from('stored'), 'text/html', null, 'W/"k"');
      off.index.record(off.signatureOf('/p/'), null, null, variant('k'));
      expect((await get(offOrigin, '/p/', { traceparent })).body.toString()).toBe('stored');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(off.lines.find((line) => line.msg === 'request')).toMatchObject({
        traceId,
        spanId: proxySpan,
        method: 'GET',
        route: 'news-article',
        status: 200,
      });
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    } finally {
      await tracingOff.shutdown();
    }

    const exporter = new InMemorySpanExporter();
    const tracing = startTracing({ enabled: true, sampleRatio: 1, serviceName: 'test', exporter });
    try {
      const on = setup();
      const origin = await on.ready;
      on.renderCache.set('k', Buffer.from('stored'), 'text/html', null, 'W/"k"');
      on.index.record(on.signatureOf('/p/'), null, null, variant('k'));
      expect((await get(origin, '/p/', { traceparent })).body.toString()).toBe('stored');
      expect((await get(origin, '/p/')).body.toString()).toBe('stored');
      await new Promise((resolve) => setTimeout(resolve, 20));
      const spans = exporter.getFinishedSpans();
      expect(spans.map((span) => span.name)).toEqual(['GET news-article', 'GET news-article']);
      const [continued, own] = spans;
      expect(continued!.kind).toBe(SpanKind.SERVER);
      expect(continued!.spanContext().traceId).toBe(traceId);
      expect(continued!.parentSpanId).toBe(proxySpan);
      expect(continued!.attributes).toMatchObject({
        'http.route': 'news-article',
        'http.response.status_code': 200,
        'neutron.fast_replay': true,
      });
      // A request without a traceparent starts a trace of its own.
      expect(own!.spanContext().traceId).not.toBe(traceId);
      expect(own!.parentSpanId).toBeUndefined();
      const logged = on.lines.filter((line) => line.msg === 'request');
      expect(logged.map((line) => line.traceId)).toEqual([traceId, own!.spanContext().traceId]);
      expect(logged[0]!.spanId).toBe(continued!.spanContext().spanId);
    } finally {
      await tracing.shutdown();
    }
  });
});
