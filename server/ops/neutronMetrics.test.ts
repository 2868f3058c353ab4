import { afterEach, describe, expect, it } from 'vitest';
import { parsePrometheusText } from '../../test/support/prometheusText';
import { createNeutronMetrics, type NeutronMetrics } from './neutronMetrics';

let metrics: NeutronMetrics | undefined;
afterEach(() => metrics?.stop());

describe('createNeutronMetrics', () => {
  it('exposes the HTTP, upstream and cache series under their names and labels', async () => {
    metrics = createNeutronMetrics({ processMetrics: false });
    metrics.observeHttp('article', 200, 0.004);
    metrics.upstreamRequestDuration.labels('article', 'ok').observe(0.02);
    metrics.cacheRequests.labels('article', 'hit').inc();
    const text = await metrics.render();
    expect(text).toContain('neutron_http_requests_total{route="article",status="200"} 1\n');
    expect(text).toContain('neutron_upstream_request_duration_seconds_count{endpoint="article",outcome="ok"} 1\n');
    expect(text).toContain('neutron_cache_requests_total{endpoint="article",result="hit"} 1\n');
    const buckets = parsePrometheusText(text).get('neutron_http_request_duration_seconds')!.samples;
    expect(buckets.find((s) => s.labels.route === 'article' && s.labels.le === '0.005')?.value).toBe(1);
    expect(buckets.find((s) => s.labels.route === 'article' && s.labels.le === '0.0025')?.value).toBe(0);
    expect(metrics.contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
  });

  it("adds prom-client's default process and Node.js metrics to the names dashboards already use", async () => {
    metrics = createNeutronMetrics();
    await new Promise((resolve) => setTimeout(resolve, 30));
    const families = parsePrometheusText(await metrics.render());
    for (const name of [
      // Names this server exposed before prom-client.
      'process_resident_memory_bytes',
      'nodejs_heap_used_bytes',
      'nodejs_heap_total_bytes',
      'process_cpu_seconds_total',
      'process_start_time_seconds',
      'nodejs_eventloop_lag_p50_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_eventloop_lag_max_seconds',
      // prom-client's defaults.
      'process_open_fds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds',
      'nodejs_active_handles_total',
      'nodejs_version_info',
    ]) {
      expect(families.has(name), name).toBe(true);
    }
    expect(families.get('process_cpu_seconds_total')!.type).toBe('counter');
    expect(families.get('process_resident_memory_bytes')!.samples[0]!.value).toBeGreaterThan(1024 * 1024);
    expect(families.get('nodejs_heap_used_bytes')!.samples[0]!.value).toBeGreaterThan(1024 * 1024);
  });
});
