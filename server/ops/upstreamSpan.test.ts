import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDecisionClient } from '../decision/client';
import { createFinanceFeedClient } from '../finance/feedClient';
import { createLogger } from './logger';
import { startRequestTrace, startTracing, type Tracing } from './tracing';
import { tracedFetch } from './upstreamSpan';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const TRACEPARENT = `00-${TRACE_ID}-00f067aa0ba902b7-01`;

/** A service that remembers the headers of every call; /broken answers 503. */
let service: Server;
let serviceUrl: string;
const received: { url: string; headers: IncomingHttpHeaders }[] = [];
beforeAll(async () => {
  service = createServer((req, res) => {
    received.push({ url: req.url ?? '', headers: req.headers });
    req.resume();
    res.writeHead(req.url === '/broken' ? 503 : 200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

let tracing: Tracing | undefined;
afterEach(async () => {
  await tracing?.shutdown();
  tracing = undefined;
  received.length = 0;
});

/** Runs `fn` as a request that came with the proxy's traceparent. */
function inRequest<T>(fn: () => Promise<T>): Promise<T> {
  const traced = startRequestTrace({ traceparent: TRACEPARENT }, 'GET')!;
  return context.with(traced.context, fn);
}

describe('upstream calls other than the content API', () => {
  it('are client spans of the request, and the callee gets a traceparent naming its span; a 5xx marks it failed', async () => {
    const exporter = new InMemorySpanExporter();
    tracing = startTracing({ enabled: true, sampleRatio: 1, serviceName: 'test', exporter });
    const call = tracedFetch('identity');
    await inRequest(async () => {
      await (
        await call(`${serviceUrl}/oidc/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'a=b',
        })
      ).text();
      await (await call(`${serviceUrl}/broken`)).text();
    });
    const spans = exporter.getFinishedSpans();
    expect(spans.map((span) => [span.name, span.kind, span.spanContext().traceId])).toEqual([
      ['upstream identity', SpanKind.CLIENT, TRACE_ID],
      ['upstream identity', SpanKind.CLIENT, TRACE_ID],
    ]);
    expect(received.map((call) => call.headers.traceparent)).toEqual(
      spans.map((span) => `00-${TRACE_ID}-${span.spanContext().spanId}-01`),
    );
    expect(received[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(spans.map((span) => span.attributes['http.response.status_code'])).toEqual([200, 503]);
    expect(spans.map((span) => span.status.code)).toEqual([SpanStatusCode.UNSET, SpanStatusCode.ERROR]);
  });

  it("forward the proxy's traceparent unchanged with tracing off: decision service and finance feed", async () => {
    tracing = startTracing({ enabled: false, sampleRatio: 1, serviceName: 'test' });
    const logger = createLogger({ level: 'error', write: () => {} });
    const decide = createDecisionClient({ url: serviceUrl, token: 't', tenantId: 'x', writeKey: 'w', logger });
    const rates = createFinanceFeedClient({ url: serviceUrl, timeoutMs: 2000 });
    await inRequest(async () => {
      await decide({ agentName: 'seamless-candidates', isMobile: false, listLength: 2, options: ['a', 'b'] });
      await rates('savings', {} as Parameters<typeof rates>[1]).catch(() => undefined);
    });
    expect(received).toHaveLength(2);
    for (const call of received) expect(call.headers.traceparent).toBe(TRACEPARENT);
  });
});
