/**
 * The operators' view of field data: p75 and p95 per page type × navigation kind × metric
 * (nearest-rank percentiles, the convention of CrUX-style reports), and the comparison of two
 * runs. Pure, so the collector and `npm run vitals` agree.
 */
import type { NavigationKind, VitalMetric } from './constants';

/** Nearest-rank percentile of unsorted values; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export interface SampleLike {
  pageType: string;
  navigation: NavigationKind;
  metric: VitalMetric;
  value: number;
}

export interface SummaryRow {
  pageType: string;
  navigation: NavigationKind;
  metric: VitalMetric;
  count: number;
  p75: number;
  p95: number;
}

const METRIC_ORDER: Record<VitalMetric, number> = { TTFB: 0, FCP: 1, LCP: 2, INP: 3, CLS: 4 };

export function summarise(samples: Iterable<SampleLike>): SummaryRow[] {
  const groups = new Map<string, { key: Omit<SummaryRow, 'count' | 'p75' | 'p95'>; values: number[] }>();
  for (const sample of samples) {
    const id = `${sample.pageType}\u0000${sample.navigation}\u0000${sample.metric}`;
    let group = groups.get(id);
    if (!group) {
      group = { key: { pageType: sample.pageType, navigation: sample.navigation, metric: sample.metric }, values: [] };
      groups.set(id, group);
    }
    group.values.push(sample.value);
  }
  return [...groups.values()]
    .map(({ key, values }) => ({
      ...key,
      count: values.length,
      p75: percentile(values, 75),
      p95: percentile(values, 95),
    }))
    .sort(
      (a, b) =>
        a.pageType.localeCompare(b.pageType) ||
        a.navigation.localeCompare(b.navigation) ||
        METRIC_ORDER[a.metric] - METRIC_ORDER[b.metric],
    );
}

export interface ComparedRow extends SummaryRow {
  /** The previous run's p75/p95 for the same row, when it had one. */
  before?: { p75: number; p95: number };
}

export function compareRuns(current: readonly SummaryRow[], previous: readonly SummaryRow[]): ComparedRow[] {
  const earlier = new Map(previous.map((row) => [`${row.pageType}|${row.navigation}|${row.metric}`, row]));
  return current.map((row) => {
    const before = earlier.get(`${row.pageType}|${row.navigation}|${row.metric}`);
    return before ? { ...row, before: { p75: before.p75, p95: before.p95 } } : row;
  });
}
