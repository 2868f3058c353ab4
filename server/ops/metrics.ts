/**
 * Our metrics in prom-client's registry (decision 085): prom-client owns the registry, the text
 * exposition and the default process/Node.js metrics; the series we record on the hot path are
 * kept by the small classes below and handed to it at scrape time (prom-client's own
 * `labels().inc()` hashes the label set on every call, 40 times the cost of these).
 *
 * Recording does no string work: `labels(...)` walks nested Maps keyed by the raw label values
 * and returns a child made when that series first appeared. Hold on to a child
 * (`const hit = m.labels('article', 'hit')`) where the labels are static. Each metric keeps at
 * most `maxSeries` series; further label combinations share one overflow series labelled
 * "_other" so a bad label source cannot grow memory without bound.
 */
import client from 'prom-client';

export const PROMETHEUS_CONTENT_TYPE = client.Registry.PROMETHEUS_CONTENT_TYPE;

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const OVERFLOW = '_other';

type Labels = Record<string, string>;
/** One sample as prom-client's registry renders it. */
interface Value {
  labels: Labels;
  value: number;
  metricName?: string;
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
  private readonly series: Array<{ labels: Labels; child: C }> = [];
  private overflow: C | undefined;
  private single: C | undefined;

  constructor(options: MetricOptions<L>) {
    if (!NAME.test(options.name)) throw new Error(`Invalid metric name ${options.name}`);
    for (const label of options.labelNames ?? []) {
      if (!LABEL.test(label) || label.startsWith('__') || label === 'le')
        throw new Error(`Invalid label name ${label}`);
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
    if (last < 0) return (this.single ??= this.addSeries({}));
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

  private renderLabels(values: readonly string[]): Labels {
    const labels: Labels = {};
    this.labelNames.forEach((name, i) => (labels[name] = values[i] ?? ''));
    return labels;
  }

  private addSeries(labels: Labels): C {
    const child = this.createChild();
    this.series.push({ labels, child });
    return child;
  }

  private overflowChild(): C {
    return (this.overflow ??= this.addSeries(this.renderLabels(this.labelNames.map(() => OVERFLOW))));
  }

  protected abstract valuesOf(labels: Labels, child: C, out: Value[]): void;

  /** prom-client's metric interface: read when the registry renders. */
  get(): { name: string; help: string; type: string; aggregator: 'sum'; values: Value[] } {
    const values: Value[] = [];
    for (const { labels, child } of this.series) this.valuesOf(labels, child, values);
    return { name: this.name, help: this.help, type: this.type, aggregator: 'sum', values };
  }

  /** prom-client's metric interface (`registry.resetMetrics()`). */
  reset(): void {
    this.root.clear();
    this.series.length = 0;
    this.overflow = undefined;
    this.single = undefined;
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
  protected valuesOf(labels: Labels, child: CounterChild, out: Value[]): void {
    out.push({ labels, value: child.value });
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
  protected valuesOf(labels: Labels, child: GaugeChild, out: Value[]): void {
    out.push({ labels, value: child.value });
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
  private readonly les: string[];

  constructor(options: HistogramOptions<L>) {
    super(options);
    const sorted = [...options.buckets].filter(Number.isFinite).sort((a, b) => a - b);
    if (sorted.length === 0 || new Set(sorted).size !== sorted.length)
      throw new Error(`Invalid buckets for ${options.name}`);
    this.bounds = Float64Array.from(sorted);
    this.les = [...sorted.map(String), '+Inf'];
  }

  protected createChild(): HistogramChild {
    return new HistogramChild(this.bounds);
  }

  observe(value: number): void {
    this.labels().observe(value);
  }

  protected valuesOf(labels: Labels, child: HistogramChild, out: Value[]): void {
    let cumulative = 0;
    for (let i = 0; i < this.les.length; i++) {
      cumulative += child.counts[i]!;
      out.push({ labels: { ...labels, le: this.les[i]! }, value: cumulative, metricName: `${this.name}_bucket` });
    }
    out.push(
      { labels, value: child.sum, metricName: `${this.name}_sum` },
      { labels, value: child.count, metricName: `${this.name}_count` },
    );
  }
}

export class Registry {
  /** prom-client's registry: the default metrics register here, ours are read from it. */
  readonly prom = new client.Registry();
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

  /** The text exposition (format 0.0.4), rendered by prom-client. */
  async render(): Promise<string> {
    for (const collect of this.collectors) collect();
    return this.prom.metrics();
  }

  private add<M extends Metric<string, unknown>>(metric: M): M {
    // prom-client refuses a second metric of the same name ("already been registered").
    this.prom.registerMetric(metric as unknown as client.Metric);
    return metric;
  }
}
