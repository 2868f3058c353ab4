import type { ContentDate } from '../../shared/models/date';

/**
 * Dates in the world are spread over the two years before a FIXED reference date, so the output
 * never depends on the clock — except the few "recent" items, which are placed relative to the
 * world's `now` (the upstream's start time, or a fixed `now` in tests).
 */
export const REFERENCE_DATE_MS = Date.parse('2025-06-01T12:00:00.000Z');
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** How far back the archive reaches from the reference date. */
export const ARCHIVE_SPAN_MS = 730 * DAY_MS;
/** "Recent" items are within this window before `now` (the spec's relative-date limit). */
export const RECENT_SPAN_MS = 10 * DAY_MS;

export function contentDate(ms: number): ContentDate {
  return { date: new Date(ms).toISOString(), timezone: 'UTC' };
}

/** Rounded to the minute, like a CMS publish time. */
export function toMinute(ms: number): number {
  return Math.floor(ms / MINUTE_MS) * MINUTE_MS;
}
