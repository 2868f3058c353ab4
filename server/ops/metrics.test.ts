import { describe, expect, it } from 'vitest';
import { Registry, escapeLabelValue, formatValue } from './metrics';

describe('Registry text format', () => {
  it('renders counters with HELP, TYPE and escaped label values', () => {
    const registry = new Registry();
    const c = registry.counter({ name: 'x_total', help: 'Things.\nMore \\ help', labelNames: ['route', 'status'] });
    c.labels('article', '200').inc();
    c.labels('article', '200').inc(2);
    c.labels('we"ird\\ro\nute', '500').inc();
    c.labels('article', '404').inc(-5); // counters never go down
    expect(registry.render()).toBe(
      [
        '# HELP x_total Things.\\nMore \\\\ help',
        '# TYPE x_total counter',
        'x_total{route="article",status="200"} 3',
        'x_total{route="we\\"ird\\\\ro\\nute",status="500"} 1',
        'x_total{route="article",status="404"} 0',
        '',
      ].join('\n'),
    );
  });

  it('renders unlabelled gauges', () => {
    const registry = new Registry();
    const g = registry.gauge({ name: 'g', help: 'A gauge.' });
    g.set(5);
    g.dec(2);
    g.inc(0.5);
    expect(registry.render()).toBe('# HELP g A gauge.\n# TYPE g gauge\ng 3.5\n');
  });

  it('renders cumulative histogram buckets, sum and count', () => {
    const registry = new Registry();
    const h = registry.histogram({ name: 'd_seconds', help: 'Durations.', labelNames: ['route'], buckets: [0.1, 1, 0.5] });
    const child = h.labels('a');
    for (const v of [0.05, 0.1, 0.3, 0.7, 3]) child.observe(v);
    expect(registry.render().split('\n')).toEqual([
      '# HELP d_seconds Durations.',
      '# TYPE d_seconds histogram',
      'd_seconds_bucket{route="a",le="0.1"} 2',
      'd_seconds_bucket{route="a",le="0.5"} 3',
      'd_seconds_bucket{route="a",le="1"} 4',
      'd_seconds_bucket{route="a",le="+Inf"} 5',
      'd_seconds_sum{route="a"} 4.15',
      'd_seconds_count{route="a"} 5',
      '',
    ]);
  });

  it('renders an unlabelled histogram with only le inside braces', () => {
    const registry = new Registry();
    registry.histogram({ name: 'h', help: 'h', buckets: [1] }).observe(2);
    expect(registry.render()).toContain('h_bucket{le="1"} 0\nh_bucket{le="+Inf"} 1\nh_sum 2\nh_count 1\n');
  });

  it('returns the same child for the same label values', () => {
    const registry = new Registry();
    const c = registry.counter({ name: 'c', help: 'c', labelNames: ['a', 'b'] });
    expect(c.labels('x', 'y')).toBe(c.labels('x', 'y'));
    expect(c.labels('x', 'y')).not.toBe(c.labels('x', 'z'));
  });

  it('bounds the number of series, folding extras into _other', () => {
    const registry = new Registry();
    const c = registry.counter({ name: 'c', help: 'c', labelNames: ['path'], maxSeries: 2 });
    for (let i = 0; i < 10; i++) c.labels(`/p${i}`).inc();
    const lines = registry.render().split('\n').filter((l) => l.startsWith('c{'));
    expect(lines).toEqual(['c{path="/p0"} 1', 'c{path="/p1"} 1', 'c{path="_other"} 8']);
  });

  it('runs collectors before rendering', () => {
    const registry = new Registry();
    const g = registry.gauge({ name: 'g', help: 'g' });
    let n = 0;
    registry.onCollect(() => g.set(++n));
    registry.render();
    expect(registry.render()).toContain('g 2\n');
  });

  it('rejects invalid names and duplicate registration', () => {
    const registry = new Registry();
    expect(() => registry.counter({ name: 'bad-name', help: '' })).toThrow('Invalid metric name');
    expect(() => registry.counter({ name: 'c', help: '', labelNames: ['le'] })).toThrow('Invalid label name');
    registry.counter({ name: 'c', help: '' });
    expect(() => registry.gauge({ name: 'c', help: '' })).toThrow('already registered');
  });

  it('escapes and formats values per the exposition format', () => {
    expect(escapeLabelValue('a"b\\c\nd')).toBe('a\\"b\\\\c\\nd');
    expect([Infinity, -Infinity, NaN, 1e-7, 42].map(formatValue)).toEqual(['+Inf', '-Inf', 'NaN', '1e-7', '42']);
  });
});
