/**
 * Dates as readers see them (spec 000 §5 "Date helper: relative time if under 10 days,
 * otherwise a date") and the spec's preferred-date rule (001 §3 Content base).
 */
import { RELATIVE_DATE_LIMIT_DAYS } from '../constants';
import type { ContentDate } from '../models/date';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const absolute = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Absolute labels by UTC day: Intl formatting is the costly part of a card's date, and days repeat. */
const absoluteByDay = new Map<number, string>();
const ABSOLUTE_LABELS_KEPT = 4096;

function absoluteLabel(date: Date): string {
  const day = Math.floor(date.getTime() / DAY);
  let label = absoluteByDay.get(day);
  if (label === undefined) {
    if (absoluteByDay.size >= ABSOLUTE_LABELS_KEPT) absoluteByDay.clear();
    label = absolute.format(date);
    absoluteByDay.set(day, label);
  }
  return label;
}

/** A date is valid only if it parses and is after the epoch (spec 001 §5). */
export function parseContentDate(date: ContentDate | string | undefined): Date | undefined {
  const text = typeof date === 'string' ? date : date?.date;
  if (!text) return undefined;
  let time = parsedDates.get(text);
  if (time === undefined) {
    time = new Date(text).getTime();
    if (parsedDates.size >= MAX_PARSED_DATES) parsedDates.clear();
    parsedDates.set(text, time);
  }
  // A new Date each time: callers may change theirs.
  return Number.isFinite(time) && time > 0 ? new Date(time) : undefined;
}

/**
 * Date strings already parsed: a page shows the same few dozen dates (its own, its cards') on
 * every request, and parsing a date string costs three times looking it up and making a Date from the number. Bounded:
 * emptied when full.
 */
const parsedDates = new Map<string, number>();
const MAX_PARSED_DATES = 8192;

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

export function formatDisplayDate(date: Date, now: number): string {
  const age = now - date.getTime();
  if (age >= 0 && age < RELATIVE_DATE_LIMIT_DAYS * DAY) {
    if (age < MINUTE) return 'Just now';
    if (age < HOUR) return plural(Math.floor(age / MINUTE), 'minute');
    if (age < DAY) return plural(Math.floor(age / HOUR), 'hour');
    return plural(Math.floor(age / DAY), 'day');
  }
  return absoluteLabel(date);
}

export interface DatedContent {
  datePublished?: ContentDate;
  dateUpdated?: ContentDate;
  displayDatePublished?: ContentDate;
  displayDateUpdated?: ContentDate;
}

/**
 * Spec 001 §3: for 'updated', display-updated, then updated, then published; for 'created',
 * display-published, published, display-updated, updated; by default the later of the display
 * dates, else any date, else now.
 */
export function preferredDate(content: DatedContent, kind: 'updated' | 'created' | 'default', now: number): Date {
  const first = (...dates: Array<ContentDate | undefined>) => {
    for (const date of dates) {
      const parsed = parseContentDate(date);
      if (parsed) return parsed;
    }
    return undefined;
  };
  if (kind === 'updated')
    return first(content.displayDateUpdated, content.dateUpdated, content.datePublished) ?? new Date(now);
  if (kind === 'created')
    return (
      first(content.displayDatePublished, content.datePublished, content.displayDateUpdated, content.dateUpdated) ??
      new Date(now)
    );
  const published = parseContentDate(content.displayDatePublished);
  const updated = parseContentDate(content.displayDateUpdated);
  if (published && updated) return published > updated ? published : updated;
  return published ?? updated ?? first(content.dateUpdated, content.datePublished) ?? new Date(now);
}
