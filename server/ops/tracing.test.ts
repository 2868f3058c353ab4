import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createContentHttp } from '../content/http';
import { runMiddleware } from '../middleware/chain';
import type { PageContext, RouteMiddleware } from '../middleware/types';
import { endServerSpan } from './serverSpan';
import { startRequestTrace, startTracing, type Tracing } from './tracing';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PROXY_SPAN_ID = '00f067aa0ba902b7';
const TRACEPARENT = `00-${TRACE_ID}-${PROXY_SPAN_ID}-01`;

/** A content API that remembers the headers of every call. */
let upstream: Server;
let upstreamUrl: string;
const received: IncomingHttpHeaders[] = [];
beforeAll(async () => {
  upstream = createServer((req, res) => {
    received.push(req.headers);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

let tracing: Tracing | undefined;
afterEach(async () => {
  await tracing?.shutdown();
  tracing = undefined;
  received.length = 0;
});

function contentHttp() {
  return createContentHttp({
    config: { contentApiUrl: upstreamUrl, contentApiKey: 'k', upstreamTimeoutMs: 5000, upstreamConnections: 2 },
  });
}

/** A page request as app.ts runs it: its trace, one route middleware that calls the content API, the server span's end. */
async function pageRequest(headers: IncomingHttpHeaders): Promise<void> {
  const http = contentHttp();
  const step: RouteMiddleware = async () =>
    void (await http.getJson('/api/neutron/article/x', { endpoint: 'article' }));
  const ctx = { match: { meta: { middleware: ['brand'] } }, middlewareTimings: [] } as unknown as PageContext;
  const traced = startRequestTrace(headers, 'GET');
  const run = () => runMiddleware(new Map([['brand', step]]), ctx);
  await (traced ? context.with(traced.context, run) : run());
  if (traced?.span) endServerSpan(traced.span, 'GET', 'article', 200, false);
  await http.close();
}

describe('tracing on (in-memory exporter)', () => {
  it("continues the proxy's trace: server, middleware and upstream spans share its trace id, and the upstream gets a traceparent naming the upstream span", async () => {
    const exporter = new InMemorySpanExporter();
    tracing = startTracing({ enabled: true, sampleRatio: 1, serviceName: 'test', exporter });
    await pageRequest({ traceparent: TRACEPARENT });

    const spans = exporter.getFinishedSpans();
    expect(spans.map((span) => span.name).sort()).toEqual(['GET article', 'middleware brand', 'upstream article']);
    for (const span of spans) expect(span.spanContext().traceId).toBe(TRACE_ID);
    const byName = new Map(spans.map((span) => [span.name, span]));
    const server = byName.get('GET article')!;
    const middleware = byName.get('middleware brand')!;
    const call = byName.get('upstream article')!;
    expect(server.kind).toBe(SpanKind.SERVER);
    expect(server.parentSpanId).toBe(PROXY_SPAN_ID);
    expect(server.attributes).toMatchObject({ 'http.route': 'article', 'http.response.status_code': 200 });
    expect(middleware.parentSpanId).toBe(server.spanContext().spanId);
    expect(call.parentSpanId).toBe(middleware.spanContext().spanId);
    expect(call.kind).toBe(SpanKind.CLIENT);
    expect(call.attributes).toMatchObject({
      'neutron.endpoint': 'article',
      'neutron.outcome': 'ok',
      'url.path': '/api/neutron/article/x',
    });

    expect(received).toHaveLength(1);
    expect(received[0]!.traceparent).toBe(`00-${TRACE_ID}-${call.spanContext().spanId}-01`);
  });

  it('starts a trace of its own for a request without a traceparent', async () => {
    const exporter = new InMemorySpanExporter();
    tracing = startTracing({ enabled: true, sampleRatio: 1, serviceName: 'test', exporter });
    await pageRequest({});
    const server = exporter.getFinishedSpans().find((span) => span.name === 'GET article')!;
    expect(server.parentSpanId).toBeUndefined();
    expect(received[0]!.traceparent).toMatch(new RegExp(`^00-${server.spanContext().traceId}-[0-9a-f]{16}-01$`));
  });

  it("follows a proxy's decision not to sample: no span recorded, the flag passed on", async () => {
    const exporter = new InMemorySpanExporter();
    tracing = startTracing({ enabled: true, sampleRatio: 1, serviceName: 'test', exporter });
    await pageRequest({ traceparent: `00-${TRACE_ID}-${PROXY_SPAN_ID}-00` });
    expect(exporter.getFinishedSpans()).toEqual([]);
    expect(received[0]!.traceparent).toMatch(new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-00$`));
  });
});

describe('tracing off (the default)', () => {
  it("forwards the proxy's traceparent unchanged and makes no span", async () => {
    tracing = startTracing({ enabled: false, sampleRatio: 1, serviceName: 'test' });
    expect(startRequestTrace({ traceparent: TRACEPARENT }, 'GET')).toMatchObject({
      traceId: TRACE_ID,
      spanId: PROXY_SPAN_ID,
      span: undefined,
    });
    await pageRequest({ traceparent: TRACEPARENT, tracestate: 'vendor=1' });
    expect(received[0]!.traceparent).toBe(TRACEPARENT);
    expect(received[0]!.tracestate).toBe('vendor=1');
  });

  it('adds nothing to a request without one, and ignores a malformed one', async () => {
    tracing = startTracing({ enabled: false, sampleRatio: 1, serviceName: 'test' });
    expect(startRequestTrace({}, 'GET')).toBeUndefined();
    expect(startRequestTrace({ traceparent: 'not-a-traceparent' }, 'GET')).toBeUndefined();
    await pageRequest({ traceparent: '00-00000000000000000000000000000000-00f067aa0ba902b7-01' });
    expect(received[0]!.traceparent).toBeUndefined();
  });
});
