import { describe, expect, it } from 'vitest';
import { eventStartLabel } from './eventStartLabel';

const now = Date.parse('2026-12-07T18:00:00Z');

describe('eventStartLabel', () => {
  it('gives the start as a clock time in the event time zone, not as another "3 hours ago"', () => {
    const label = eventStartLabel(
      {
        eventStart: { date: '2026-12-07T15:00:00Z' },
        eventTimeZone: 'America/New_York',
        datePublished: { date: '2026-12-07T14:00:00Z' },
      },
      now,
    );
    expect(label).toBe('Started Dec 7, 10:00 AM EST');
    expect(label).not.toMatch(/ago/);
  });

  it('says nothing when the start is the published time (the byline says it)', () => {
    expect(
      eventStartLabel(
        { eventStart: { date: '2026-12-07T15:00:00Z' }, datePublished: { date: '2026-12-07T15:00:30Z' } },
        now,
      ),
    ).toBeUndefined();
  });

  it('says "Starts" for an event still to come, and falls back to UTC for an unknown zone', () => {
    expect(
      eventStartLabel(
        {
          eventStart: { date: '2026-12-08T15:00:00Z' },
          eventTimeZone: 'Mars/Olympus',
          datePublished: { date: '2026-12-07T14:00:00Z' },
        },
        now,
      ),
    ).toBe('Starts Dec 8, 3:00 PM UTC');
  });

  it('says nothing without a start', () => {
    expect(eventStartLabel({ datePublished: { date: '2026-12-07T14:00:00Z' } }, now)).toBeUndefined();
  });
});
