/**
 * The only vitals code in the page's first JavaScript (decision 115): it remembers the current
 * view's tags and, once the reader has given performance consent (now or later), loads the
 * vitals runtime (web-vitals and our soft-navigation timing) as a separate chunk.
 */
import { PERFORMANCE_CATEGORY } from '../../shared/scripts/consentCategories';
import { isGranted, whenGranted } from '../consent/consent';
import type { VitalsView } from './viewRecord';
import type * as VitalsRuntime from './vitalsRuntime';

type Runtime = typeof VitalsRuntime;

/** Consent when the document began: the opened page's vitals are sent only if it was given then (decision 023). */
const consentedAtLoad = typeof document !== 'undefined' && isGranted(PERFORMANCE_CATEGORY);
let latest: VitalsView | undefined;
let runtime: Promise<Runtime | undefined> | undefined;
let waiting = false;

/** A browser that can measure: performance observers and page lifecycle events. */
function canMeasure(): boolean {
  return (
    typeof PerformanceObserver === 'function' &&
    typeof window !== 'undefined' &&
    typeof window.addEventListener === 'function'
  );
}

/** Loads and starts the runtime (the debug toolbar calls this to show values without consent; nothing is sent then). */
export function loadVitals(): Promise<Runtime | undefined> {
  runtime ??= canMeasure()
    ? import(/* webpackChunkName: "vitals" */ './vitalsRuntime').then((module) => {
        module.startVitals(consentedAtLoad);
        if (latest) module.noteView(latest);
        return module;
      })
    : Promise.resolve(undefined);
  // Failures (a chunk that did not load) are logged once; vitals are never worth an error for the reader.
  runtime = runtime.catch((error: unknown) => {
    console.warn('Web Vitals could not be loaded', error);
    return undefined;
  });
  return runtime;
}

/** A view (not a seamless article) was tracked: its tags, and the moment to start measuring. */
export function noteVitalsView(view: VitalsView): void {
  latest = view;
  if (runtime) {
    void runtime.then((module) => module?.noteView(view));
    return;
  }
  if (waiting) return;
  waiting = true;
  whenGranted(PERFORMANCE_CATEGORY, () => void loadVitals());
}
