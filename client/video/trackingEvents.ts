import { VIDEO_TRACKING_EVENTS, type TrackedVideoEvent, type VideoTrackingName } from '../../shared/video/constants';

/**
 * 001 §7 "Video tracking event map": the tracking event name for a media element event, or
 * undefined for events that are not tracked ("seeked untracked", and every other event).
 */
export function videoTrackingName(event: string): VideoTrackingName | undefined {
  return Object.hasOwn(VIDEO_TRACKING_EVENTS, event) ? VIDEO_TRACKING_EVENTS[event as TrackedVideoEvent] : undefined;
}
