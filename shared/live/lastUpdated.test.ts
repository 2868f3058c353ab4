import { describe, expect, it } from 'vitest';
import { liveItemTime, liveLastUpdated } from './lastUpdated';

const live = { datePublished: { date: '2026-12-07T09:00:00Z' }, dateUpdated: { date: '2026-12-07T09:00:00Z' } };

describe('liveLastUpdated', () => {
  it('follows the newest item, not the article date', () => {
    const items = [
      { datePublished: { date: '2026-12-07T11:58:00Z' } },
      { datePublished: { date: '2026-12-07T10:00:00Z' } },
    ];
    expect(liveLastUpdated(live, items, 0).toISOString()).toBe('2026-12-07T11:58:00.000Z');
  });

  it('counts an edit of an older item', () => {
    const items = [
      { datePublished: { date: '2026-12-07T11:00:00Z' } },
      { datePublished: { date: '2026-12-07T10:00:00Z' }, dateUpdated: { date: '2026-12-07T11:30:00Z' } },
    ];
    expect(liveLastUpdated(live, items, 0).toISOString()).toBe('2026-12-07T11:30:00.000Z');
  });

  it("keeps the article's own date when no item is newer or dated", () => {
    const items = [{ datePublished: { date: '2026-12-07T08:00:00Z' } }, {}, { datePublished: { date: 'not a date' } }];
    expect(liveLastUpdated(live, items, 0).toISOString()).toBe('2026-12-07T09:00:00.000Z');
  });
});

describe('liveItemTime', () => {
  it('is undefined for an item without a valid date', () => {
    expect(liveItemTime({ datePublished: { date: '' } })).toBeUndefined();
  });

  it("is the request's time when nothing has a date", () => {
    expect(liveLastUpdated({}, [{}], 5_000).getTime()).toBe(5_000);
  });
});
