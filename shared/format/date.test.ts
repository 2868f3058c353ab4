import { describe, expect, it } from 'vitest';
import { formatDisplayDate, parseContentDate, preferredDate } from './date';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const ago = (ms: number) => new Date(now - ms);
const d = (iso: string) => ({ date: iso, timezone: 'UTC' });

describe('formatDisplayDate (relative under 10 days, else a date)', () => {
  it.each([
    [ago(10_000), 'Just now'],
    [ago(60_000), '1 minute ago'],
    [ago(45 * 60_000), '45 minutes ago'],
    [ago(3 * 3_600_000), '3 hours ago'],
    [ago(86_400_000), '1 day ago'],
    [ago(9.9 * 86_400_000), '9 days ago'],
    [ago(10 * 86_400_000), 'November 12, 2026'],
    [new Date(Date.UTC(2025, 5, 1)), 'June 1, 2025'],
    [new Date(now + 86_400_000), 'November 23, 2026'],
  ])('%s → %s', (date, text) => {
    expect(formatDisplayDate(date, now)).toBe(text);
  });
});

describe('parseContentDate', () => {
  it('accepts dates after the epoch only', () => {
    expect(parseContentDate(d('2025-01-01T00:00:00Z'))?.toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(parseContentDate(d('1970-01-01T00:00:00Z'))).toBeUndefined();
    expect(parseContentDate(d('garbage'))).toBeUndefined();
    expect(parseContentDate(undefined)).toBeUndefined();
  });
});

describe('preferredDate (spec 001 §3)', () => {
  const content = {
    datePublished: d('2025-01-01T00:00:00Z'),
    dateUpdated: d('2025-02-01T00:00:00Z'),
    displayDatePublished: d('2025-01-02T00:00:00Z'),
    displayDateUpdated: d('2025-02-02T00:00:00Z'),
  };
  it('updated: display-updated, then updated, then published', () => {
    expect(preferredDate(content, 'updated', now).toISOString()).toBe('2025-02-02T00:00:00.000Z');
    expect(preferredDate({ datePublished: content.datePublished }, 'updated', now).toISOString()).toBe(
      '2025-01-01T00:00:00.000Z',
    );
  });
  it('created: display-published first', () => {
    expect(preferredDate(content, 'created', now).toISOString()).toBe('2025-01-02T00:00:00.000Z');
  });
  it('default: the later display date, else any date, else now', () => {
    expect(preferredDate(content, 'default', now).toISOString()).toBe('2025-02-02T00:00:00.000Z');
    expect(preferredDate({ dateUpdated: content.dateUpdated }, 'default', now).toISOString()).toBe(
      '2025-02-01T00:00:00.000Z',
    );
    expect(preferredDate({}, 'default', now).getTime()).toBe(now);
  });
});
