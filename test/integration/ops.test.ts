/** What an SRE relies on: health, readiness, metrics, logs, graceful shutdown. */
import { describe, expect, it } from 'vitest';
import { get, startNeutron } from '../support/neutron';
import { parsePrometheusText } from '../support/prometheusText';
import { useStack } from '../support/stack';

const stack = useStack();

describe('operations', () => {
  it('/healthz is always ok; /readyz is ready when the content API answers', async () => {
    expect((await get(stack.neutron.url, '/healthz')).status).toBe(200);
    const ready = await get(stack.neutron.url, '/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ ready: true });
  });

  it('/metrics exposes requests by route and status, upstream and cache figures, event-loop lag and heap', async () => {
    await (await get(stack.neutron.url, '/')).text();
    await (await get(stack.neutron.url, '/news/no-such-story-here/')).text();
    const res = await get(stack.neutron.url, '/metrics');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(/neutron_http_requests_total\{route="index___en",status="200"\} \d+/);
    expect(text).toMatch(/neutron_http_requests_total\{route="news-article___en",status="404"\} \d+/);
    // The whole body is valid exposition text; a bucket's labels are route and le, in either order.
    const families = parsePrometheusText(text);
    expect(
      families
        .get('neutron_http_request_duration_seconds')!
        .samples.some(
          (s) => s.name.endsWith('_bucket') && s.labels.route === 'index___en' && s.labels.le !== undefined,
        ),
    ).toBe(true);
    // prom-client's default process and Node.js metrics (decision 085).
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'process_open_fds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_gc_duration_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(families.has(name), name).toBe(true);
    }
    expect(text).toMatch(/neutron_upstream_request_duration_seconds_count\{endpoint="page",outcome="ok"\} \d+/);
    expect(text).toMatch(/neutron_cache_requests_total\{endpoint="[a-z]+",result="(hit|miss)"\} \d+/);
    expect(text).toMatch(/event_?loop/i);
    expect(text).toMatch(/nodejs_heap_used_bytes \d+/);
    // The render-side caches (decisions 005, 025): the front door's navigation and rails are segments.
    expect(text).toMatch(/neutron_render_cache_bytes \d+/);
    expect(Number(/neutron_segment_cache_entries (\d+)/.exec(text)?.[1])).toBeGreaterThan(0);
    expect(Number(/neutron_segment_cache_bytes (\d+)/.exec(text)?.[1])).toBeGreaterThan(0);
    expect(text).toMatch(/neutron_segment_cache_lookups_total\{result="miss"\} \d+/);
  });

  it('logs one JSON line per request with request id, route, status and duration', async () => {
    const res = await get(stack.neutron.url, '/', { 'x-request-id': 'test-request-123' });
    expect(res.headers.get('x-request-id')).toBe('test-request-123');
    await res.text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const line = stack.neutron.logs.find((entry) => entry.msg === 'request' && entry.requestId === 'test-request-123');
    expect(line).toMatchObject({ level: 'info', route: 'index___en', status: 200, method: 'GET', path: '/' });
    expect(typeof line!.durationMs).toBe('number');
  });

  it('replaces an unsafe incoming request id', async () => {
    const res = await get(stack.neutron.url, '/healthz', { 'x-request-id': '<script>alert(1)</script>' });
    expect(res.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9._-]+$/);
  });
});

describe('graceful shutdown', () => {
  it('finishes an in-flight request on SIGTERM, then exits 0', async () => {
    const own = await startNeutron({ CONTENT_API_URL: stack.upstream.url });
    await stack.upstream.control({ faults: [{ match: '/listing/', latencyMs: 800 }] });
    try {
      const pending = get(own.url, '/topics/tech/').then(async (res) => ({
        status: res.status,
        body: await res.text(),
      }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const code = own.stop('SIGTERM');
      const { status, body } = await pending;
      expect(status).toBe(200);
      expect(body).toContain('</html>');
      expect(await code).toBe(0);
    } finally {
      await stack.upstream.reset();
    }
  });
});
