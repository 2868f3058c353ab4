/**
 * OpenTelemetry tracing (decision 087). Off by default: then no span is ever made, and the only
 * work is forwarding a W3C `traceparent` a proxy sent (unchanged) to the upstream calls made for
 * that request, with its trace id in the request's log lines. On (`TRACING=on`): a server span
 * per request (child of the proxy's `traceparent`), spans for each route middleware, each
 * upstream call, the render (until the shell is sent) and the stream (until the last byte), a
 * `traceparent` naming the upstream span on every upstream call; exported over OTLP/HTTP only
 * when an endpoint is configured.
 *
 * Call sites use the functions below, which cost one boolean test while tracing is off.
 */
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Attributes, Context, Span } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { Resource } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace-base';
import type { SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

export interface TracingOptions {
  enabled: boolean;
  /** Share of requests without a sampled parent that start a recorded trace (0..1); a proxy's sampled flag is followed. */
  sampleRatio: number;
  serviceName: string;
  /** OTLP/HTTP base URL (`/v1/traces` is appended); none: spans are made but not exported. */
  otlpEndpoint?: string;
  /** Tests: an exporter of their own (spans are handed over as each one ends). */
  exporter?: SpanExporter;
}

export interface Tracing {
  readonly enabled: boolean;
  readonly exporting: boolean;
  /** Flushes and stops the exporter, and unregisters the globals. */
  shutdown(): Promise<void>;
}

const TRACER_NAME = 'neutron';
let on = false;

/** Installs the context manager and propagator (always) and, when enabled, the tracer provider. */
export function startTracing(options: TracingOptions): Tracing {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  let provider: NodeTracerProvider | undefined;
  const processors: SpanProcessor[] = [];
  if (options.exporter) processors.push(new SimpleSpanProcessor(options.exporter));
  if (options.enabled && options.otlpEndpoint) {
    processors.push(
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${options.otlpEndpoint.replace(/\/+$/, '')}/v1/traces` })),
    );
  }
  if (options.enabled) {
    provider = new NodeTracerProvider({
      resource: new Resource({ 'service.name': options.serviceName }),
      sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(options.sampleRatio) }),
      spanProcessors: processors,
    });
    trace.setGlobalTracerProvider(provider);
  }
  on = options.enabled;
  return {
    enabled: options.enabled,
    exporting: options.enabled && processors.length > 0,
    async shutdown() {
      on = false;
      await provider?.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}

/** Whether spans are being made. */
export function tracingEnabled(): boolean {
  return on;
}

export interface RequestTrace {
  /** The context the request runs in: the proxy's trace, and our server span when tracing is on. */
  context: Context;
  span: Span | undefined;
  traceId: string;
  spanId: string;
}

/**
 * The trace of an incoming request, from its `traceparent` (and `tracestate`), or undefined when
 * there is none and tracing is off (nothing to do then). `headers` are Node's incoming headers.
 */
export function startRequestTrace(
  headers: Record<string, string | string[] | undefined>,
  method: string,
): RequestTrace | undefined {
  const parent = headers.traceparent === undefined ? ROOT_CONTEXT : propagation.extract(ROOT_CONTEXT, headers);
  if (!on) {
    const remote = trace.getSpanContext(parent);
    return remote ? { context: parent, span: undefined, traceId: remote.traceId, spanId: remote.spanId } : undefined;
  }
  const span = trace
    .getTracer(TRACER_NAME)
    .startSpan(method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } }, parent);
  const { traceId, spanId } = span.spanContext();
  return { context: trace.setSpan(parent, span), span, traceId, spanId };
}

/** A child span of the active one, or undefined while tracing is off. */
export function startSpan(name: string, attributes?: Attributes, kind: SpanKind = SpanKind.INTERNAL): Span | undefined {
  if (!on) return undefined;
  return trace.getTracer(TRACER_NAME).startSpan(name, { kind, attributes }, context.active());
}

/** Runs `fn` with `span` active, so spans and upstream calls it starts are its children. */
export function inSpan<T>(span: Span | undefined, fn: () => T): T {
  return span ? context.with(trace.setSpan(context.active(), span), fn) : fn();
}

/** Ends a span; an error marks it failed. */
export function endSpan(span: Span | undefined, error?: unknown): void {
  if (!span) return;
  if (error !== undefined) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
  }
  span.end();
}

/**
 * Adds `traceparent` (and `tracestate`) for an upstream call to `headers`: naming `span` when
 * there is one, else the active context's (a proxy's traceparent forwarded while tracing is off).
 */
export function injectTrace(headers: Record<string, string>, span?: Span): Record<string, string> {
  const active = context.active();
  propagation.inject(span ? trace.setSpan(active, span) : active, headers);
  return headers;
}

export { SpanKind };
