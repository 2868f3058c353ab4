import { afterEach, describe, expect, it } from 'vitest';
import { createNeutronMetrics, type NeutronMetrics } from './neutronMetrics';

let metrics: NeutronMetrics | undefined;
afterEach(() => metrics?.stop());

describe('createNeutronMetrics', () => {
  it('exposes the HTTP, upstream and cache series', () => {
    metrics = createNeutronMetrics({ processMetrics: false });
    metrics.observeHttp('article', 200, 0.004);
    metrics.upstreamRequestDuration.labels('article', 'ok').observe(0.02);
    metrics.cacheRequests.labels('article', 'hit').inc();
    const text = metrics.render();
    expect(text).toContain('neutron_http_requests_total{route="article",status="200"} 1\n');
    expect(text).toContain('neutron_http_request_duration_seconds_bucket{route="article",le="0.005"} 1\n');
    expect(text).toContain('neutron_upstream_request_duration_seconds_count{endpoint="article",outcome="ok"} 1\n');
    expect(text).toContain('neutron_cache_requests_total{endpoint="article",result="hit"} 1\n');
    expect(metrics.contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
  });

  it('samples process memory, CPU and event-loop delay at scrape time', async () => {
    metrics = createNeutronMetrics();
    await new Promise((resolve) => setTimeout(resolve, 30));
    const text = metrics.render();
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_used_bytes',
      'nodejs_heap_total_bytes',
      'process_cpu_seconds_total',
      'process_start_time_seconds',
      'nodejs_eventloop_lag_p50_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_eventloop_lag_max_seconds',
    ]) {
      expect(text).toMatch(new RegExp(`^# TYPE ${name} (gauge|counter)$`, 'm'));
    }
    const rss = Number(/^process_resident_memory_bytes (\d+)$/m.exec(text)?.[1]);
    expect(rss).toBeGreaterThan(1024 * 1024);
  });
});
