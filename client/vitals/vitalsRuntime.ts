/**
 * Field Web Vitals in the browser (issue 41 point 4, decision 115), loaded lazily after
 * performance consent (client/vitals/vitalsStart.ts). The opened page (hard navigation) is
 * measured by web-vitals' attribution build; each client-router navigation (soft) is timed here
 * from the router's events: TTFB = click → response, FCP = click → the frame after the new tree
 * committed, LCP = click → the frame after the images then in the viewport have loaded, and INP
 * and CLS from the entries observed while the view lasted. Beacons are batched and sent when
 * the page is hidden or goes away (or early once VITALS_FLUSH_AT are waiting).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { PERFORMANCE_CATEGORY } from '../../shared/scripts/consentCategories';
import { cacheStateOf, parseServerTiming } from '../../shared/vitals/cacheStatus';
import { VITALS_FLUSH_AT, VITALS_PATH } from '../../shared/vitals/constants';
import { cumulativeLayoutShift, interactionToNextPaint } from '../../shared/vitals/viewMetrics';
import type { EventLike, ShiftLike } from '../../shared/vitals/viewMetrics';
import { isGranted } from '../consent/consent';
import { postBeacon } from '../tracking/collect';
import { onNavigation } from '../router/navigationEvents';
import type { NavigationEvent } from '../router/navigationEvents';
import { paintedImage, whenPainted } from './softPaint';
import { bodies, newView, pathOf, record, takeBeacons, unsentCount } from './viewRecord';
import type { ViewRecord, VitalsView } from './viewRecord';
import { publishVitals } from './vitalsStore';

/** The attribution fields kept per metric (the rest are entries and elements, not data). */
const ATTRIBUTION_FIELDS: Record<MetricWithAttribution['name'], readonly string[]> = {
  LCP: ['target', 'url', 'timeToFirstByte', 'resourceLoadDelay', 'resourceLoadDuration', 'elementRenderDelay'],
  INP: ['interactionTarget', 'interactionType', 'inputDelay', 'processingDuration', 'presentationDelay', 'loadState'],
  CLS: ['largestShiftTarget', 'largestShiftValue', 'largestShiftTime', 'loadState'],
  TTFB: ['waitingDuration', 'cacheDuration', 'dnsDuration', 'connectionDuration', 'requestDuration'],
  FCP: ['timeToFirstByte', 'firstByteToFCP', 'loadState'],
};
/** Our choice: entries kept per soft view for its INP and CLS. */
const MAX_VIEW_ENTRIES = 500;
/** Our choice: views of one page lifetime kept in memory. */
const MAX_VIEWS = 20;

let started = false;
let collectUrl: string | undefined;
let viewCount = 0;
const views: ViewRecord[] = [];
let hard: ViewRecord;
let current: ViewRecord;
/**
 * When the first soft navigation began: the hard view's CLS stops there, and its INP counts
 * interactions up to and including the click that navigated (later ones belong to later views).
 */
let hardEnd: number | undefined;
let soft: { id: number; start: number; committed: boolean; events: EventLike[]; shifts: ShiftLike[] } | undefined;

const nextId = () =>
  `${Date.now().toString(36)}-${(viewCount++).toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

function publish(): void {
  const values = Object.fromEntries([...current.metrics].map(([metric, measured]) => [metric, measured.value]));
  publishVitals({
    navigation: current.navigation,
    path: current.path,
    cache: current.cache,
    values,
    sending: current.consented,
  });
}

function measured(view: ViewRecord, metric: MetricWithAttribution['name'], value: number, attribution: object): void {
  record(view, metric, value, attribution as Record<string, unknown>);
  if (view === current) publish();
  if (unsentCount(views) >= VITALS_FLUSH_AT) flush(false);
}

function fromWebVitals(metric: MetricWithAttribution): void {
  if (metric.navigationType === 'back-forward-cache' || metric.navigationType === 'restore') return;
  const source = metric.attribution as unknown as Record<string, unknown>;
  if (hardEnd !== undefined && metric.name === 'CLS') return;
  if (hardEnd !== undefined && metric.name === 'INP' && !((source.interactionTime as number) <= hardEnd)) return;
  const kept = Object.fromEntries(ATTRIBUTION_FIELDS[metric.name].map((name) => [name, source[name]]));
  measured(hard, metric.name, metric.value, kept);
}

/** The running soft view's INP and CLS so far. */
function settleSoft(): void {
  if (!soft || current.navigation !== 'soft') return;
  const inp = interactionToNextPaint(soft.events);
  if (inp !== undefined) measured(current, 'INP', inp, { source: 'event-timing' });
  measured(current, 'CLS', cumulativeLayoutShift(soft.shifts), { source: 'layout-shift' });
  // Left (or hidden) before its images loaded: the largest paint so far is the first one, as web-vitals does for a hard load.
  const fcp = current.metrics.get('FCP');
  if (fcp && !current.metrics.has('LCP'))
    measured(current, 'LCP', fcp.value, { target: 'text', settled: 'left before images loaded' });
}

function onRouter(event: NavigationEvent): void {
  if (event.type === 'start') {
    settleSoft();
    hardEnd ??= event.at;
    current = newView(nextId(), 'soft', event.url, isGranted(PERFORMANCE_CATEGORY));
    views.push(current);
    // A long session keeps the opened page and the latest views only (their values are sent early: VITALS_FLUSH_AT).
    if (views.length > MAX_VIEWS) views.splice(1, views.length - MAX_VIEWS);
    soft = { id: event.id, start: event.at, committed: false, events: [], shifts: [] };
    publish();
    return;
  }
  if (!soft || current.navigation !== 'soft') return;
  const view = current;
  const start = soft.start;
  if (event.type === 'response') {
    if (event.id !== soft.id) return;
    view.cache = cacheStateOf(parseServerTiming(event.serverTiming));
    if (!view.metrics.has('TTFB')) measured(view, 'TTFB', event.at - start, { source: 'router-fetch' });
    return;
  }
  if (soft.committed) return;
  soft.committed = true;
  whenPainted((painted) => {
    measured(view, 'FCP', painted - start, { commitDelay: event.at - start, paintDelay: painted - event.at });
    void paintedImage().then(({ painted: last, target, url, imageWait }) =>
      measured(view, 'LCP', last - start, { target, url, imageWait }),
    );
  });
}

function observe(type: string, onEntry: (entry: PerformanceEntry) => void, options: object = {}): void {
  try {
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, ...options });
  } catch {
    // An entry type this browser lacks: the soft view has no INP or CLS then.
  }
}

function flush(final: boolean): void {
  if (final) settleSoft();
  if (!collectUrl || !isGranted(PERFORMANCE_CATEGORY)) return;
  const url = `${collectUrl.replace(/\/+$/, '')}${VITALS_PATH}`;
  for (const body of bodies(takeBeacons(views, final), new Date().toISOString())) postBeacon(url, body, 'Web Vitals');
}

/** Starts measuring the document (once). `consentedAtLoad`: whether the opened page's vitals may be sent. */
export function startVitals(consentedAtLoad: boolean): void {
  if (started) return;
  started = true;
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  hard = newView(nextId(), 'hard', navigation?.name ?? location.href, consentedAtLoad);
  hard.cache = cacheStateOf(navigation?.serverTiming ?? []);
  current = hard;
  views.push(hard);
  onTTFB(fromWebVitals);
  onFCP(fromWebVitals);
  onLCP(fromWebVitals);
  onCLS(fromWebVitals, { reportAllChanges: true });
  onINP(fromWebVitals, { reportAllChanges: true, durationThreshold: 16 });
  onNavigation(onRouter);
  observe(
    'event',
    (entry) => {
      // Strictly after the start: the click that navigated belongs to the page it was made on.
      if (soft && soft.events.length < MAX_VIEW_ENTRIES && entry.startTime > soft.start)
        soft.events.push(entry as PerformanceEventTiming);
    },
    { durationThreshold: 16 },
  );
  observe('layout-shift', (entry) => {
    if (soft && soft.shifts.length < MAX_VIEW_ENTRIES && entry.startTime >= soft.start)
      soft.shifts.push(entry as unknown as ShiftLike);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush(true);
  });
  window.addEventListener('pagehide', () => flush(true));
  publish();
}

/** A tracked view's tags (page type, device) and the collector's address. */
export function noteView(view: VitalsView): void {
  collectUrl = view.collectUrl;
  const path = pathOf(view.url);
  const target = [...views].reverse().find((candidate) => candidate.path === path && !candidate.tags);
  if (target) target.tags = { pageType: view.pageType, device: view.device };
  if (unsentCount(views) >= VITALS_FLUSH_AT) flush(false);
}
