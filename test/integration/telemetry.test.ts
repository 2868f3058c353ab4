/**
 * Following one request from the proxy through Neutron into the content API (issue 15 point 4;
 * decision 087): a W3C traceparent sent by the client comes back as spans of that trace (server,
 * middleware, upstream calls, render, stream; exported over OTLP/HTTP to a collector stand-in
 * here), in the instance's log lines for the request, and at the upstream, whose log shows the
 * traceparent it received — for content API calls and for the identity provider's (openid-client). With tracing off (the default) the traceparent is still forwarded
 * unchanged and its trace id logged.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TraceLogLine } from '../../upstream/traceLog';
import { startUpstream, type RunningUpstream } from '../../upstream/start';
import { get, startNeutron, type Neutron } from '../support/neutron';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
}

/** OTLP/JSON ids are hex; accept base64 too, whichever the exporter version writes. */
const hex = (id: string | undefined) =>
  id === undefined || id === '' ? undefined : /^[0-9a-f]+$/.test(id) ? id : Buffer.from(id, 'base64').toString('hex');

/** A collector stand-in: keeps every span posted to /v1/traces. */
async function startCollector(): Promise<{ url: string; spans: OtlpSpan[]; paths: string[]; server: Server }> {
  const spans: OtlpSpan[] = [];
  const paths: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      paths.push(req.url ?? '');
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }>;
      };
      for (const resource of body.resourceSpans)
        for (const scope of resource.scopeSpans)
          for (const span of scope.spans)
            spans.push({
              ...span,
              traceId: hex(span.traceId)!,
              spanId: hex(span.spanId)!,
              parentSpanId: hex(span.parentSpanId),
            });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, paths, server };
}

async function eventually<T>(read: () => T | undefined, what: string, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const traceIdFor = (n: number) => `${'4bf92f3577b34da6a3ce929d0e0e47'}${String(n).padStart(2, '0')}`;
const PROXY_SPAN = '00f067aa0ba902b7';

let upstream: RunningUpstream;
const upstreamLines: TraceLogLine[] = [];
let collector: Awaited<ReturnType<typeof startCollector>>;
let traced: Neutron;
let untraced: Neutron;
let articles: string[];

beforeAll(async () => {
  upstream = await startUpstream({ port: 0, logTrace: (line) => upstreamLines.push(line) });
  collector = await startCollector();
  [traced, untraced] = await Promise.all([
    startNeutron({
      CONTENT_API_URL: upstream.url,
      TRACING: 'on',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    }),
    startNeutron({ CONTENT_API_URL: upstream.url }),
  ]);
  articles = upstream.world.articles
    .map((article) => article.canonicalUrl)
    .filter((url): url is string => typeof url === 'string' && /^\/[a-z0-9-]+\/([a-z0-9-]+\/)*$/.test(url));
});
afterAll(async () => {
  await Promise.all([traced?.stop(), untraced?.stop()]);
  await new Promise((resolve) => collector?.server.close(resolve));
  await upstream?.close();
});

describe('tracing on, exported over OTLP', () => {
  it("continues the client's trace through middleware, upstream calls, render and stream, into the logs and to the upstream", async () => {
    const traceId = traceIdFor(1);
    const res = await get(traced.url, articles[0]!, { traceparent: `00-${traceId}-${PROXY_SPAN}-01` });
    expect(res.status).toBe(200);
    await res.text();

    const spans = await eventually(() => {
      const mine = collector.spans.filter((span) => span.traceId === traceId);
      return mine.some((span) => span.name === 'stream') && mine.some((span) => span.parentSpanId === PROXY_SPAN)
        ? mine
        : undefined;
    }, 'the spans of the request at the collector');
    expect(collector.paths).toContain('/v1/traces');
    const server = spans.find((span) => span.parentSpanId === PROXY_SPAN)!;
    expect(server.name).toMatch(/^GET [a-z-]+___en$/);
    const children = spans.filter((span) => span.parentSpanId === server.spanId).map((span) => span.name);
    expect(children).toEqual(expect.arrayContaining(['middleware brand', 'render']));
    const calls = spans.filter((span) => span.name.startsWith('upstream '));
    expect(calls.length).toBeGreaterThan(0);
    expect(spans.some((span) => span.name === 'stream')).toBe(true);

    // The instance's log line for the request names the trace.
    const line = await eventually(
      () => traced.logs.find((entry) => entry.msg === 'request' && entry.traceId === traceId),
      "the instance's request log line",
    );
    expect(line).toMatchObject({ path: articles[0], status: 200, spanId: server.spanId });

    // The upstream received a traceparent of the same trace, naming the upstream-call span.
    const received = upstreamLines.filter((entry) => entry.traceId === traceId);
    expect(received.length).toBeGreaterThan(0);
    const callIds = new Set(calls.map((span) => span.spanId));
    for (const entry of received) {
      expect(entry.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
      expect(callIds.has(entry.traceparent.split('-')[2]!)).toBe(true);
      expect(entry.path).not.toContain('apiKey');
    }
  });
});

describe('fast replays while tracing', () => {
  it("are a server span of the client's trace, without children, and carry its ids in the log line", async () => {
    const path = articles[4]!;
    const visitor = { cookie: 'nemo_highlander=service_off%3A1%3Acontrol' };
    // Rendered, then replayed by the page path (which tells the fast path), then a fast replay.
    for (let i = 0; i < 2; i++) await (await get(traced.url, path, visitor)).text();
    const traceId = traceIdFor(4);
    const res = await get(traced.url, path, { ...visitor, traceparent: `00-${traceId}-${PROXY_SPAN}-01` });
    expect(res.status).toBe(200);
    expect(res.headers.get('server-timing')).toBe('render;dur=0;desc="cached"');
    await res.text();
    const server = await eventually(
      () => collector.spans.find((span) => span.traceId === traceId && span.parentSpanId === PROXY_SPAN),
      "the fast replay's server span",
    );
    expect(server.name).toMatch(/^GET [a-z-]+___en$/);
    expect(server.kind).toBe(2); // SERVER
    expect(collector.spans.filter((span) => span.parentSpanId === server.spanId)).toEqual([]);
    const line = await eventually(
      () => traced.logs.find((entry) => entry.msg === 'request' && entry.traceId === traceId),
      "the fast replay's log line",
    );
    expect(line).toMatchObject({ path, status: 200, spanId: server.spanId });
  });
});

describe("calls other than the content API's", () => {
  it("carry the client's trace to the identity provider (openid-client's own calls), each as an upstream span", async () => {
    const traceId = traceIdFor(3);
    // Signing in makes Neutron read the provider's discovery document (openid-client) before redirecting.
    const res = await get(traced.url, '/signin/', { traceparent: `00-${traceId}-${PROXY_SPAN}-01` });
    expect([302, 303]).toContain(res.status);
    await res.arrayBuffer();
    const discovery = upstreamLines.find(
      (entry) => entry.traceId === traceId && entry.path.endsWith('/.well-known/openid-configuration'),
    );
    expect(discovery, JSON.stringify(upstreamLines.filter((entry) => entry.traceId === traceId))).toBeDefined();
    const span = await eventually(
      () =>
        collector.spans.find((candidate) => candidate.traceId === traceId && candidate.name === 'upstream identity'),
      'the identity call span at the collector',
    );
    expect(span.kind).toBe(3); // CLIENT
    expect(discovery!.traceparent).toBe(`00-${traceId}-${span.spanId}-01`);
  });
});

describe('tracing off (the default)', () => {
  it("forwards the client's traceparent unchanged to the upstream and logs its trace id", async () => {
    const traceId = traceIdFor(2);
    const traceparent = `00-${traceId}-${PROXY_SPAN}-01`;
    const res = await get(untraced.url, articles[1]!, { traceparent });
    expect(res.status).toBe(200);
    await res.text();
    const line = await eventually(
      () => untraced.logs.find((entry) => entry.msg === 'request' && entry.traceId === traceId),
      "the instance's request log line",
    );
    expect(line).toMatchObject({ path: articles[1], status: 200 });
    const received = upstreamLines.filter((entry) => entry.traceId === traceId);
    expect(received.length).toBeGreaterThan(0);
    for (const entry of received) expect(entry.traceparent).toBe(traceparent);
    expect(collector.spans.some((span) => span.traceId === traceId)).toBe(false);
  });

  it('adds no trace to a request that brought none', async () => {
    const before = upstreamLines.length;
    const res = await get(untraced.url, articles[2]!, { 'x-request-id': 'no-trace-request' });
    expect(res.status).toBe(200);
    await res.text();
    const line = await eventually(
      () => untraced.logs.find((entry) => entry.msg === 'request' && entry.requestId === 'no-trace-request'),
      'the request log line',
    );
    expect(line).not.toHaveProperty('traceId');
    expect(upstreamLines.length).toBe(before);
  });
});
