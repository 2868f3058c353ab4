/**
 * The measured views of a page lifetime and what of them still has to be sent (decision 115).
 * Pure: the runtime feeds it, the batcher reads it, tests drive it without a browser.
 */
import type {
  AttributionValue,
  CacheState,
  NavigationKind,
  VitalBeacon,
  VitalMetric,
} from '../../shared/vitals/constants';
import { MAX_ATTRIBUTION_FIELDS, MAX_VITAL_TEXT, MAX_VITALS_PER_BODY } from '../../shared/vitals/constants';

export interface ViewTags {
  pageType: string;
  device: string;
}

/** A tracked view as the tracker tells the vitals code about it. */
export interface VitalsView extends ViewTags {
  collectUrl: string;
  /** The view's address (absolute or root-relative). */
  url: string;
}

interface Measured {
  value: number;
  attribution: Record<string, AttributionValue>;
  /** The value last sent, so a metric that grows (CLS, INP) is sent again, an unchanged one is not. */
  sent?: number;
}

export interface ViewRecord {
  id: string;
  navigation: NavigationKind;
  path: string;
  cache: CacheState;
  /** Whether the reader had given performance consent when the view began (decision 023). */
  consented: boolean;
  tags?: ViewTags;
  metrics: Map<VitalMetric, Measured>;
}

export const UNKNOWN = 'unknown';

export function newView(id: string, navigation: NavigationKind, url: string, consented: boolean): ViewRecord {
  return { id, navigation, path: pathOf(url), cache: UNKNOWN, consented, metrics: new Map() };
}

export function pathOf(url: string): string {
  try {
    return new URL(url, 'http://x').pathname.slice(0, MAX_VITAL_TEXT);
  } catch {
    return '/';
  }
}

/** Attribution cut to what the collector keeps: a few short strings and finite numbers. */
export function cleanAttribution(raw: Record<string, unknown>): Record<string, AttributionValue> {
  const out: Record<string, AttributionValue> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (Object.keys(out).length >= MAX_ATTRIBUTION_FIELDS) break;
    if (typeof value === 'number' && Number.isFinite(value)) out[name] = Math.round(value * 1000) / 1000;
    else if (typeof value === 'string' && value) out[name] = value.slice(0, MAX_VITAL_TEXT);
  }
  return out;
}

export function record(
  view: ViewRecord,
  metric: VitalMetric,
  value: number,
  attribution: Record<string, unknown>,
): void {
  if (!Number.isFinite(value) || value < 0) return;
  const sent = view.metrics.get(metric)?.sent;
  view.metrics.set(metric, { value, attribution: cleanAttribution(attribution), sent });
}

/**
 * The beacons due from these views. `final` (the page is hidden or going away): every consented
 * view, untagged ones as `unknown`; otherwise only views whose tags have arrived. Marks them sent.
 */
export function takeBeacons(views: Iterable<ViewRecord>, final: boolean): VitalBeacon[] {
  const beacons: VitalBeacon[] = [];
  for (const view of views) {
    if (!view.consented || (!final && !view.tags)) continue;
    for (const [metric, measured] of view.metrics) {
      if (measured.sent === measured.value) continue;
      measured.sent = measured.value;
      beacons.push({
        metric,
        value: measured.value,
        navigation: view.navigation,
        pageType: view.tags?.pageType || UNKNOWN,
        device: view.tags?.device || UNKNOWN,
        cache: view.cache,
        path: view.path,
        viewId: view.id,
        attribution: measured.attribution,
      });
    }
  }
  return beacons;
}

/** How many measured values wait to be sent. */
export function unsentCount(views: Iterable<ViewRecord>): number {
  let count = 0;
  for (const view of views)
    if (view.consented) for (const measured of view.metrics.values()) if (measured.sent !== measured.value) count++;
  return count;
}

/** Request bodies of at most MAX_VITALS_PER_BODY beacons each. */
export function bodies(beacons: readonly VitalBeacon[], sentAt: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < beacons.length; i += MAX_VITALS_PER_BODY)
    out.push(JSON.stringify({ sentAt, beacons: beacons.slice(i, i + MAX_VITALS_PER_BODY) }));
  return out;
}
