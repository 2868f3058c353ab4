/**
 * Sends one tracking event to the collection service (001 §7 "Tracking calls", 001 §8 "Tracking
 * failures are not shown to users"). Every event needs C0002 performance consent; without it the
 * event is dropped, never queued for later (the reader did not agree to it being recorded).
 * Events go as JSON by `navigator.sendBeacon` (survives page unload), falling back to a
 * keepalive fetch; failures are logged only.
 */
import { PERFORMANCE_CATEGORY } from '../../shared/scripts/consentCategories';
import { COLLECT_PATHS } from '../../shared/tracking/constants';
import { isGranted } from '../consent/consent';

/** Path of the collection endpoint under ClientServices.collectUrl. */
export const COLLECT_EVENTS_PATH = COLLECT_PATHS.events;

export type TrackingFields = Readonly<Record<string, string | number | boolean | null | undefined | readonly string[]>>;

export interface TrackingEvent {
  /** e.g. pageView, videoStarted.v1, formViewed, formSubmitted, identify. */
  event: string;
  fields: TrackingFields;
}

export function sendTrackingEvent(collectUrl: string, event: TrackingEvent): boolean {
  if (!isGranted(PERFORMANCE_CATEGORY)) return false;
  const url = `${collectUrl}${COLLECT_EVENTS_PATH}`;
  const body = JSON.stringify({ ...event, sentAt: new Date().toISOString() });
  try {
    // text/plain keeps the beacon a "simple" request: no CORS preflight to the collector.
    if (
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(url, new Blob([body], { type: 'text/plain' }))
    )
      return true;
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      mode: 'no-cors',
      headers: { 'content-type': 'text/plain' },
    }).catch((error: unknown) => {
      console.warn('Tracking event could not be sent', event.event, error);
    });
    return true;
  } catch (error) {
    console.warn('Tracking event could not be sent', event.event, error);
    return false;
  }
}
