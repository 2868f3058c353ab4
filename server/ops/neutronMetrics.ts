import client from 'prom-client';
import { PROMETHEUS_CONTENT_TYPE, Registry, type Counter, type Histogram } from './metrics';

/**
 * The metrics Neutron exposes on `/metrics`: HTTP, upstream, cache, and process health.
 * Created once per process and passed to whoever records.
 */

/** Seconds; HTTP responses are expected in single-digit milliseconds when cached. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds; the upper buckets bracket the 12 s upstream timeout. */
const UPSTREAM_BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15];

/** `String(status)` without allocating on every request. */
const STATUS_LABELS: string[] = Array.from({ length: 600 }, (_, i) => String(i));

/** `stale_if_error`: an expired value served because its reload failed; `negative`: a recent upstream failure answered again (decision 054). */
export type CacheResult = 'hit' | 'miss' | 'stale' | 'coalesced' | 'stale_if_error' | 'negative';

export interface NeutronMetrics {
  readonly registry: Registry;
  readonly contentType: string;
  readonly httpRequests: Counter<'route' | 'status'>;
  readonly httpRequestDuration: Histogram<'route'>;
  readonly upstreamRequestDuration: Histogram<'endpoint' | 'outcome'>;
  readonly cacheRequests: Counter<'endpoint' | 'result'>;
  /** One finished HTTP response: counts it and records its duration. */
  observeHttp(route: string, status: number, seconds: number): void;
  /** The `/metrics` body. */
  render(): Promise<string>;
  /** Stops the event-loop monitor (tests, shutdown). */
  stop(): void;
}

export interface NeutronMetricsOptions {
  /** prom-client's default process and Node.js metrics, sampled at scrape time. Default true. */
  processMetrics?: boolean;
}

export function createNeutronMetrics(options: NeutronMetricsOptions = {}): NeutronMetrics {
  const registry = new Registry();
  const httpRequests = registry.counter({
    name: 'neutron_http_requests_total',
    help: 'HTTP responses sent, by route name and status code.',
    labelNames: ['route', 'status'],
  });
  const httpRequestDuration = registry.histogram({
    name: 'neutron_http_request_duration_seconds',
    help: 'Time from request to the end of the response, by route name.',
    labelNames: ['route'],
    buckets: HTTP_BUCKETS,
  });
  const upstreamRequestDuration = registry.histogram({
    name: 'neutron_upstream_request_duration_seconds',
    help: 'Content API call duration including the body, by endpoint and outcome (ok, not_found, redirect, http_error, invalid, too_large, timeout, unavailable).',
    labelNames: ['endpoint', 'outcome'],
    buckets: UPSTREAM_BUCKETS,
  });
  const cacheRequests = registry.counter({
    name: 'neutron_cache_requests_total',
    help: 'Content cache lookups by endpoint and result (hit, miss, stale served while refreshing, coalesced onto an in-flight call).',
    labelNames: ['endpoint', 'result'],
  });

  let stopMonitor = () => {};
  if (options.processMetrics !== false) stopMonitor = registerProcessMetrics(registry);

  return {
    registry,
    contentType: PROMETHEUS_CONTENT_TYPE,
    httpRequests,
    httpRequestDuration,
    upstreamRequestDuration,
    cacheRequests,
    observeHttp(route, status, seconds) {
      httpRequests.labels(route, STATUS_LABELS[status] ?? String(status)).inc();
      httpRequestDuration.labels(route).observe(seconds);
    },
    render: () => registry.render(),
    stop: () => stopMonitor(),
  };
}

/**
 * prom-client's default process_* and nodejs_* metrics (CPU, memory, file descriptors, event-loop
 * lag percentiles, GC, heap spaces, handles), read when Prometheus scrapes, plus the two heap
 * gauges this server exposed before prom-client (`nodejs_heap_used_bytes`,
 * `nodejs_heap_total_bytes`; dashboards name them). Returns a stop function.
 */
function registerProcessMetrics(registry: Registry): () => void {
  client.collectDefaultMetrics({ register: registry.prom, eventLoopMonitoringPrecision: 10 });
  const heapUsed = registry.gauge({ name: 'nodejs_heap_used_bytes', help: 'V8 heap in use, in bytes.' });
  const heapTotal = registry.gauge({ name: 'nodejs_heap_total_bytes', help: 'V8 heap reserved, in bytes.' });
  registry.onCollect(() => {
    const memory = process.memoryUsage();
    heapUsed.set(memory.heapUsed);
    heapTotal.set(memory.heapTotal);
  });
  // prom-client keeps its event-loop monitor and GC observer for the process's life.
  return () => {};
}
