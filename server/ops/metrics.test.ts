import { describe, expect, it } from 'vitest';
import { parsePrometheusText } from '../../test/support/prometheusText';
import { Registry } from './metrics';

describe('Registry (prom-client underneath)', () => {
  it('renders counters with HELP, TYPE and escaped label values, never going down', async () => {
    const registry = new Registry();
    const c = registry.counter({ name: 'x_total', help: 'Things.\nMore \\ help', labelNames: ['route', 'status'] });
    c.labels('article', '200').inc();
    c.labels('article', '200').inc(2);
    c.labels('we"ird\\ro\nute', '500').inc();
    c.labels('article', '404').inc(-5); // counters never go down
    const text = await registry.render();
    expect(text).toContain('# HELP x_total Things.\\nMore \\\\ help\n# TYPE x_total counter\n');
    const family = parsePrometheusText(text).get('x_total')!;
    expect(family.type).toBe('counter');
    expect(family.samples).toContainEqual({ name: 'x_total', labels: { route: 'article', status: '200' }, value: 3 });
    expect(family.samples).toContainEqual({
      name: 'x_total',
      labels: { route: 'we"ird\\ro\nute', status: '500' },
      value: 1,
    });
    expect(family.samples.find((s) => s.labels.status === '404')?.value ?? 0).toBe(0);
  });

  it('renders unlabelled gauges', async () => {
    const registry = new Registry();
    const g = registry.gauge({ name: 'g', help: 'A gauge.' });
    g.set(5);
    g.dec(2);
    g.inc(0.5);
    expect(await registry.render()).toBe('# HELP g A gauge.\n# TYPE g gauge\ng 3.5\n');
  });

  it('renders cumulative histogram buckets, sum and count', async () => {
    const registry = new Registry();
    const h = registry.histogram({
      name: 'd_seconds',
      help: 'Durations.',
      labelNames: ['route'],
      buckets: [0.1, 1, 0.5],
    });
    const child = h.labels('a');
    for (const v of [0.05, 0.1, 0.3, 0.7, 3]) child.observe(v);
    const samples = parsePrometheusText(await registry.render()).get('d_seconds')!.samples;
    const value = (name: string, le?: string) =>
      samples.find((s) => s.name === name && s.labels.route === 'a' && s.labels.le === le)?.value;
    expect([
      value('d_seconds_bucket', '0.1'),
      value('d_seconds_bucket', '0.5'),
      value('d_seconds_bucket', '1'),
      value('d_seconds_bucket', '+Inf'),
    ]).toEqual([2, 3, 4, 5]);
    expect(value('d_seconds_sum')).toBeCloseTo(4.15);
    expect(value('d_seconds_count')).toBe(5);
  });

  it('returns the same child for the same label values', () => {
    const registry = new Registry();
    const c = registry.counter({ name: 'c', help: 'c', labelNames: ['a', 'b'] });
    expect(c.labels('x', 'y')).toBe(c.labels('x', 'y'));
    expect(c.labels('x', 'y')).not.toBe(c.labels('x', 'z'));
  });

  it('bounds the number of series, folding extras into _other', async () => {
    const registry = new Registry();
    const c = registry.counter({ name: 'c', help: 'c', labelNames: ['path'], maxSeries: 2 });
    for (let i = 0; i < 10; i++) c.labels(`/p${i}`).inc();
    const samples = parsePrometheusText(await registry.render()).get('c')!.samples;
    expect(samples.map((s) => `${s.labels.path} ${s.value}`)).toEqual(['/p0 1', '/p1 1', '_other 8']);
  });

  it('runs collectors before rendering', async () => {
    const registry = new Registry();
    const g = registry.gauge({ name: 'g', help: 'g' });
    let n = 0;
    registry.onCollect(() => g.set(++n));
    await registry.render();
    expect(await registry.render()).toContain('g 2\n');
  });

  it('rejects invalid names and duplicate registration', () => {
    const registry = new Registry();
    expect(() => registry.counter({ name: 'bad-name', help: 'x' })).toThrow(/Invalid metric name/);
    expect(() => registry.counter({ name: 'c', help: 'x', labelNames: ['le'] })).toThrow(/Invalid label name/);
    registry.counter({ name: 'c', help: 'x' });
    expect(() => registry.gauge({ name: 'c', help: 'x' })).toThrow(/already been registered/);
  });
});
