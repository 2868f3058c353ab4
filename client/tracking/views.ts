/**
 * Records a view (the page the reader opened, or a seamless article scrolled into): one
 * `pageView` event to the collection service with the view's tracking variables. The tracking
 * island builds on this (counter, view guid, session page count, pixels).
 */
import { sendTrackingEvent } from './collect';
import type { TrackingFields } from './collect';

export interface ViewInput {
  collectUrl: string;
  /** Absolute or root-relative URL of the view. */
  url: string;
  title: string;
  /** The tracking variables of 001 §3 for this view's content. */
  fields: TrackingFields;
  seamless: boolean;
}

export function recordView(view: ViewInput): boolean {
  return sendTrackingEvent(view.collectUrl, {
    event: 'pageView',
    fields: { ...view.fields, url: view.url, title: view.title, seamless: view.seamless },
  });
}
