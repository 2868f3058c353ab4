/**
 * Field Web Vitals (issue 41 point 4, decision 115): what the browser reports, how it is tagged
 * and where it goes. Named once here for the browser, the collector and `npm run vitals`.
 */

/** POST a batch here (under ClientServices.collectUrl); GET reads what arrived. */
export const VITALS_PATH = '/collect/v1/vitals';
/** GET: p75/p95 per page type × navigation kind × metric, computed by the collector. */
export const VITALS_SUMMARY_PATH = '/collect/v1/vitals/summary';

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** hard: the document the reader opened; soft: a client-router navigation (click or back/forward). */
export const NAVIGATION_KINDS = ['hard', 'soft'] as const;
export type NavigationKind = (typeof NAVIGATION_KINDS)[number];

/** Whether the page came from the server's render cache, read from its Server-Timing. */
export const CACHE_STATES = ['hit', 'miss', 'unknown'] as const;
export type CacheState = (typeof CACHE_STATES)[number];

export type AttributionValue = string | number;

export interface VitalBeacon {
  metric: VitalMetric;
  /** Milliseconds, except CLS (unitless). */
  value: number;
  navigation: NavigationKind;
  pageType: string;
  device: string;
  cache: CacheState;
  /** Path of the view (no query). */
  path: string;
  /** One id per view, so the metrics of one view can be put together. */
  viewId: string;
  attribution: Record<string, AttributionValue>;
}

/**
 * Our choices: beacons per body, bytes per body, attribution fields and text length. A full
 * body (20 × (10 × 120-character fields + tags)) stays under the byte cap and under the 64 KB a
 * browser lets sendBeacon/keepalive have in flight.
 */
export const MAX_VITALS_PER_BODY = 20;
export const MAX_VITALS_BODY_BYTES = 48 * 1024;
export const MAX_ATTRIBUTION_FIELDS = 10;
export const MAX_VITAL_TEXT = 120;
/** The browser sends its queue early once it holds this many beacons (else at hidden/pagehide). */
export const VITALS_FLUSH_AT = 20;
