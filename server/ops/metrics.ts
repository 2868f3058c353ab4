/**
 * A small Prometheus registry of our own (text exposition format 0.0.4).
 *
 * Recording is on the hot path, so it does no string work: `labels(...)` walks nested Maps
 * keyed by the raw label values and returns a child whose rendered label set was built once,
 * when that series first appeared. Hold on to a child (`const hit = m.labels('article', 'hit')`)
 * where the labels are static. Each metric keeps at most `maxSeries` series; further label
 * combinations share one overflow series labelled "_other" so a bad label source cannot grow
 * memory without bound.
 */

export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const OVERFLOW = '_other';

export function escapeLabelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function escapeHelp(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
}

export function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

interface MetricOptions<L extends string> {
  name: string;
  help: string;
  labelNames?: readonly L[];
  maxSeries?: number;
}

/** Common series bookkeeping: nested Maps from label values to a child. */
abstract class Metric<L extends string, C> {
  readonly name: string;
  readonly help: string;
  readonly labelNames: readonly L[];
  abstract readonly type: 'counter' | 'gauge' | 'histogram';
  private readonly maxSeries: number;
  private readonly root = new Map<string, unknown>();
  private readonly series: Array<{ labels: string; child: C }> = [];
  private overflow: C | undefined;
  private single: C | undefined;

  constructor(options: MetricOptions<L>) {
    if (!NAME.test(options.name)) throw new Error(`Invalid metric name ${options.name}`);
    for (const label of options.labelNames ?? []) {
      if (!LABEL.test(label) || label.startsWith('__') || label === 'le') throw new Error(`Invalid label name ${label}`);
    }
    this.name = options.name;
    this.help = options.help;
    this.labelNames = options.labelNames ?? [];
    this.maxSeries = options.maxSeries ?? 1000;
  }

  protected abstract createChild(): C;

  /** The series for these label values, in `labelNames` order. */
  labels(...values: string[]): C {
    const last = this.labelNames.length - 1;
    if (last < 0) return (this.single ??= this.addSeries(''));
    let map = this.root;
    for (let i = 0; i < last; i++) {
      let next = map.get(values[i] ?? '') as Map<string, unknown> | undefined;
      if (next === undefined) {
        if (this.series.length >= this.maxSeries) return this.overflowChild();
        next = new Map();
        map.set(values[i] ?? '', next);
      }
      map = next;
    }
    const found = map.get(values[last] ?? '') as C | undefined;
    if (found !== undefined) return found;
    if (this.series.length >= this.maxSeries) return this.overflowChild();
    const child = this.addSeries(this.renderLabels(values));
    map.set(values[last] ?? '', child);
    return child;
  }

  private renderLabels(values: readonly string[]): string {
    return this.labelNames.map((name, i) => `${name}="${escapeLabelValue(values[i] ?? '')}"`).join(',');
  }

  private addSeries(labels: string): C {
    const child = this.createChild();
    this.series.push({ labels, child });
    return child;
  }

  private overflowChild(): C {
    return (this.overflow ??= this.addSeries(this.renderLabels(this.labelNames.map(() => OVERFLOW))));
  }

  protected abstract renderSeries(labels: string, child: C, out: string[]): void;

  render(out: string[]): void {
    out.push(`# HELP ${this.name} ${escapeHelp(this.help)}`, `# TYPE ${this.name} ${this.type}`);
    for (const { labels, child } of this.series) this.renderSeries(labels, child, out);
  }
}

export class CounterChild {
  value = 0;
  inc(by = 1): void {
    if (by > 0) this.value += by;
  }
}

export class Counter<L extends string = never> extends Metric<L, CounterChild> {
  readonly type = 'counter';
  protected createChild(): CounterChild {
    return new CounterChild();
  }
  inc(by = 1): void {
    this.labels().inc(by);
  }
  protected renderSeries(labels: string, child: CounterChild, out: string[]): void {
    out.push(`${this.name}${labels ? `{${labels}}` : ''} ${formatValue(child.value)}`);
  }
}

export class GaugeChild {
  value = 0;
  set(value: number): void {
    this.value = value;
  }
  inc(by = 1): void {
    this.value += by;
  }
  dec(by = 1): void {
    this.value -= by;
  }
}

export class Gauge<L extends string = never> extends Metric<L, GaugeChild> {
  readonly type = 'gauge';
  protected createChild(): GaugeChild {
    return new GaugeChild();
  }
  set(value: number): void {
    this.labels().set(value);
  }
  inc(by = 1): void {
    this.labels().inc(by);
  }
  dec(by = 1): void {
    this.labels().dec(by);
  }
  protected renderSeries(labels: string, child: GaugeChild, out: string[]): void {
    out.push(`${this.name}${labels ? `{${labels}}` : ''} ${formatValue(child.value)}`);
  }
}

export class HistogramChild {
  /** Per-bucket (non-cumulative) counts; the last slot is the +Inf bucket. */
  readonly counts: Float64Array;
  sum = 0;
  count = 0;
  constructor(private readonly bounds: Float64Array) {
    this.counts = new Float64Array(bounds.length + 1);
  }
  observe(value: number): void {
    const bounds = this.bounds;
    let i = 0;
    while (i < bounds.length && value > bounds[i]!) i++;
    this.counts[i]!++;
    this.sum += value;
    this.count++;
  }
}

export interface HistogramOptions<L extends string> extends MetricOptions<L> {
  buckets: readonly number[];
}

export class Histogram<L extends string = never> extends Metric<L, HistogramChild> {
  readonly type = 'histogram';
  private readonly bounds: Float64Array;
  private readonly leLabels: string[];

  constructor(options: HistogramOptions<L>) {
    super(options);
    const sorted = [...options.buckets].filter(Number.isFinite).sort((a, b) => a - b);
    if (sorted.length === 0 || new Set(sorted).size !== sorted.length) throw new Error(`Invalid buckets for ${options.name}`);
    this.bounds = Float64Array.from(sorted);
    this.leLabels = [...sorted.map(formatValue), '+Inf'].map((le) => `le="${le}"`);
  }

  protected createChild(): HistogramChild {
    return new HistogramChild(this.bounds);
  }

  observe(value: number): void {
    this.labels().observe(value);
  }

  protected renderSeries(labels: string, child: HistogramChild, out: string[]): void {
    const prefix = labels ? `${labels},` : '';
    let cumulative = 0;
    for (let i = 0; i < this.leLabels.length; i++) {
      cumulative += child.counts[i]!;
      out.push(`${this.name}_bucket{${prefix}${this.leLabels[i]}} ${formatValue(cumulative)}`);
    }
    const braces = labels ? `{${labels}}` : '';
    out.push(`${this.name}_sum${braces} ${formatValue(child.sum)}`, `${this.name}_count${braces} ${formatValue(child.count)}`);
  }
}

type AnyMetric = Counter<string> | Gauge<string> | Histogram<string>;

export class Registry {
  private readonly metrics = new Map<string, AnyMetric>();
  private readonly collectors: Array<() => void> = [];

  counter<L extends string = never>(options: MetricOptions<L>): Counter<L> {
    return this.add(new Counter<L>(options));
  }

  gauge<L extends string = never>(options: MetricOptions<L>): Gauge<L> {
    return this.add(new Gauge<L>(options));
  }

  histogram<L extends string = never>(options: HistogramOptions<L>): Histogram<L> {
    return this.add(new Histogram<L>(options));
  }

  /** Runs before every render, to sample values that are only worth reading at scrape time. */
  onCollect(collect: () => void): void {
    this.collectors.push(collect);
  }

  render(): string {
    for (const collect of this.collectors) collect();
    const out: string[] = [];
    for (const metric of this.metrics.values()) metric.render(out);
    return out.join('\n') + '\n';
  }

  private add<M extends AnyMetric>(metric: M): M {
    if (this.metrics.has(metric.name)) throw new Error(`Metric ${metric.name} is already registered`);
    this.metrics.set(metric.name, metric);
    return metric;
  }
}
