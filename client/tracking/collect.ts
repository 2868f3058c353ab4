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
  const body = JSON.stringify({ ...event, sentAt: new Date().toISOString() });
  return postBeacon(`${collectUrl}${COLLECT_EVENTS_PATH}`, body, `Tracking event ${event.event}`);
}

/**
 * POSTs a body that must survive the page unloading: sendBeacon, else a keepalive fetch, as
 * text/plain (a "simple" request: no CORS preflight to the collector). Failures are logged
 * only; false when the body could not even be queued. Callers check consent.
 */
export function postBeacon(url: string, body: string, what: string): boolean {
  try {
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
      console.warn(`${what} could not be sent`, error);
    });
    return true;
  } catch (error) {
    console.warn(`${what} could not be sent`, error);
    return false;
  }
}
