/**
 * The current view's Web Vitals as they arrive, for the debug toolbar (decision 115). The vitals
 * runtime writes; the toolbar subscribes. Nothing here sends anything.
 */
import type { NavigationKind, VitalMetric } from '../../shared/vitals/constants';

export interface CurrentVitals {
  navigation: NavigationKind;
  path: string;
  cache: string;
  values: Partial<Record<VitalMetric, number>>;
  /** Whether this view's values go to the collector (performance consent when it began). */
  sending: boolean;
}

type Listener = (vitals: CurrentVitals) => void;
let current: CurrentVitals | undefined;
const listeners = new Set<Listener>();

export function publishVitals(vitals: CurrentVitals): void {
  current = vitals;
  for (const listener of listeners) listener(vitals);
}

export function subscribeVitals(listener: Listener): () => void {
  listeners.add(listener);
  if (current) listener(current);
  return () => listeners.delete(listener);
}
