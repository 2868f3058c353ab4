/**
 * The Prometheus registry: prom-client (decision 085), behind the small API the rest of the
 * server already records through, so call sites do not change.
 *
 * Recording is on the hot path, so `labels(...)` walks nested Maps keyed by the raw label values
 * and returns the prom-client child made when that series first appeared. Hold on to a child
 * (`const hit = m.labels('article', 'hit')`) where the labels are static. Each metric keeps at
 * most `maxSeries` series; further label combinations share one overflow series labelled
 * "_other" so a bad label source cannot grow memory without bound.
 */
import client from 'prom-client';

export const PROMETHEUS_CONTENT_TYPE = client.Registry.PROMETHEUS_CONTENT_TYPE;

const OVERFLOW = '_other';

interface MetricOptions<L extends string> {
  name: string;
  help: string;
  labelNames?: readonly L[];
  maxSeries?: number;
}

/** What every series of a metric can do; prom-client's own children satisfy these. */
export interface CounterChild {
  inc(by?: number): void;
}
export interface GaugeChild {
  set(value: number): void;
  inc(by?: number): void;
  dec(by?: number): void;
}
export interface HistogramChild {
  observe(value: number): void;
}

/** Series bookkeeping over one prom-client metric: nested Maps from label values to a child. */
abstract class Metric<L extends string, C> {
  readonly name: string;
  readonly labelNames: readonly L[];
  private readonly maxSeries: number;
  private readonly root = new Map<string, unknown>();
  private count = 0;
  private overflow: C | undefined;
  private single: C | undefined;

  constructor(options: MetricOptions<L>) {
    // prom-client checks the name syntax; `le` and `__*` are reserved on every metric here.
    for (const label of options.labelNames ?? []) if (label === 'le' || label.startsWith('__')) throw new Error(`Invalid label name ${label}`);
    this.name = options.name;
    this.labelNames = options.labelNames ?? [];
    this.maxSeries = options.maxSeries ?? 1000;
  }

  /** The prom-client child for these label values (in `labelNames` order). */
  protected abstract createChild(values: readonly string[]): C;

  /** The series for these label values, in `labelNames` order. */
  labels(...values: string[]): C {
    const last = this.labelNames.length - 1;
    if (last < 0) return (this.single ??= this.createChild([]));
    let map = this.root;
    for (let i = 0; i < last; i++) {
      let next = map.get(values[i] ?? '') as Map<string, unknown> | undefined;
      if (next === undefined) {
        if (this.count >= this.maxSeries) return this.overflowChild();
        next = new Map();
        map.set(values[i] ?? '', next);
      }
      map = next;
    }
    const found = map.get(values[last] ?? '') as C | undefined;
    if (found !== undefined) return found;
    if (this.count >= this.maxSeries) return this.overflowChild();
    this.count++;
    const child = this.createChild(this.labelNames.map((_, i) => values[i] ?? ''));
    map.set(values[last] ?? '', child);
    return child;
  }

  private overflowChild(): C {
    return (this.overflow ??= this.createChild(this.labelNames.map(() => OVERFLOW)));
  }
}

function promOptions<L extends string>(options: MetricOptions<L>, registry: client.Registry) {
  return { name: options.name, help: options.help, labelNames: [...(options.labelNames ?? [])], registers: [registry] };
}

export class Counter<L extends string = never> extends Metric<L, CounterChild> {
  private readonly metric: client.Counter<string>;
  constructor(options: MetricOptions<L>, registry: client.Registry) {
    super(options);
    this.metric = new client.Counter(promOptions(options, registry));
  }
  protected createChild(values: readonly string[]): CounterChild {
    const child = values.length === 0 ? this.metric : this.metric.labels(...values);
    // Counters never go down: a negative step is ignored rather than thrown.
    return { inc: (by = 1) => void (by > 0 && child.inc(by)) };
  }
  inc(by = 1): void {
    this.labels().inc(by);
  }
}

export class Gauge<L extends string = never> extends Metric<L, GaugeChild> {
  private readonly metric: client.Gauge<string>;
  constructor(options: MetricOptions<L>, registry: client.Registry) {
    super(options);
    this.metric = new client.Gauge(promOptions(options, registry));
  }
  protected createChild(values: readonly string[]): GaugeChild {
    return values.length === 0 ? this.metric : this.metric.labels(...values);
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
}

export interface HistogramOptions<L extends string> extends MetricOptions<L> {
  buckets: readonly number[];
}

export class Histogram<L extends string = never> extends Metric<L, HistogramChild> {
  private readonly metric: client.Histogram<string>;
  constructor(options: HistogramOptions<L>, registry: client.Registry) {
    super(options);
    const buckets = [...options.buckets].filter(Number.isFinite).sort((a, b) => a - b);
    if (buckets.length === 0 || new Set(buckets).size !== buckets.length) throw new Error(`Invalid buckets for ${options.name}`);
    this.metric = new client.Histogram({ ...promOptions(options, registry), buckets });
  }
  protected createChild(values: readonly string[]): HistogramChild {
    return values.length === 0 ? this.metric : this.metric.labels(...values);
  }
  observe(value: number): void {
    this.labels().observe(value);
  }
}

export class Registry {
  /** The prom-client registry underneath (default metrics register here). */
  readonly prom = new client.Registry();
  private readonly collectors: Array<() => void> = [];

  counter<L extends string = never>(options: MetricOptions<L>): Counter<L> {
    return new Counter<L>(options, this.prom);
  }

  gauge<L extends string = never>(options: MetricOptions<L>): Gauge<L> {
    return new Gauge<L>(options, this.prom);
  }

  histogram<L extends string = never>(options: HistogramOptions<L>): Histogram<L> {
    return new Histogram<L>(options, this.prom);
  }

  /** Runs before every render, to sample values that are only worth reading at scrape time. */
  onCollect(collect: () => void): void {
    this.collectors.push(collect);
  }

  /** The text exposition (format 0.0.4). */
  async render(): Promise<string> {
    for (const collect of this.collectors) collect();
    return this.prom.metrics();
  }
}
