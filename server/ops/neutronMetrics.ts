import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
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
  render(): string;
  /** Stops the event-loop monitor (tests, shutdown). */
  stop(): void;
}

export interface NeutronMetricsOptions {
  /** Sample process memory, CPU and event-loop delay at scrape time. Default true. */
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

/** Memory, CPU and event-loop delay, read when Prometheus scrapes. Returns a stop function. */
function registerProcessMetrics(registry: Registry): () => void {
  const rss = registry.gauge({ name: 'process_resident_memory_bytes', help: 'Resident set size in bytes.' });
  const heapUsed = registry.gauge({ name: 'nodejs_heap_used_bytes', help: 'V8 heap in use, in bytes.' });
  const heapTotal = registry.gauge({ name: 'nodejs_heap_total_bytes', help: 'V8 heap reserved, in bytes.' });
  const cpu = registry.counter({ name: 'process_cpu_seconds_total', help: 'User and system CPU time spent, in seconds.' });
  const start = registry.gauge({ name: 'process_start_time_seconds', help: 'Process start time since the Unix epoch, in seconds.' });
  const lagP50 = registry.gauge({ name: 'nodejs_eventloop_lag_p50_seconds', help: 'Event-loop delay median since the previous scrape, in seconds.' });
  const lagP99 = registry.gauge({ name: 'nodejs_eventloop_lag_p99_seconds', help: 'Event-loop delay 99th percentile since the previous scrape, in seconds.' });
  const lagMax = registry.gauge({ name: 'nodejs_eventloop_lag_max_seconds', help: 'Event-loop delay maximum since the previous scrape, in seconds.' });

  start.set(Math.round((Date.now() - process.uptime() * 1000) / 1000));
  const monitor: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  monitor.enable();
  let lastCpuMicros = 0;

  registry.onCollect(() => {
    const memory = process.memoryUsage();
    rss.set(memory.rss);
    heapUsed.set(memory.heapUsed);
    heapTotal.set(memory.heapTotal);
    const usage = process.cpuUsage();
    const cpuMicros = usage.user + usage.system;
    cpu.inc((cpuMicros - lastCpuMicros) / 1e6);
    lastCpuMicros = cpuMicros;
    if (monitor.count > 0) {
      lagP50.set(monitor.percentile(50) / 1e9);
      lagP99.set(monitor.percentile(99) / 1e9);
      lagMax.set(monitor.max / 1e9);
    }
    monitor.reset();
  });
  return () => monitor.disable();
}
