import { describe, expect, it, vi } from 'vitest';
import type { LiveItemStatus } from '../../shared/models/liveArticle';
import { arrivingLiveItemSchema, type ArrivingLiveItem } from '../../shared/live/item';
import {
  catchUpStart,
  emptyLiveItems,
  liveItemsOf,
  markExisting,
  markViewed,
  mergeLiveItems,
  newLiveItemCount,
  pinnedViewableLiveItems,
  viewableLiveItems,
  type LiveItemsState,
} from './store';

const CH = 'live-channel';
const item = (raw: Record<string, unknown>): ArrivingLiveItem => arrivingLiveItemSchema.parse({ body: '', ...raw });
const seeded = (...raws: Array<Record<string, unknown>>): LiveItemsState =>
  mergeLiveItems(emptyLiveItems(), CH, raws.map(item));
const view = (state: LiveItemsState, channel = CH) =>
  liveItemsOf(state, channel).map(({ id, sequence, status }) => `${id}:${sequence}:${status}`);

describe('merging arriving items (000 §4 "Live items")', () => {
  const rows: Array<
    [name: string, before: Array<Record<string, unknown>>, arriving: Array<Record<string, unknown>>, after: string[]]
  > = [
    ['items without status become new', [], [{ id: 'a', sequence: 1 }], ['a:1:new']],
    [
      'an arriving status is kept for an unknown id',
      [],
      [{ id: 'a', sequence: 1, status: 'existing' }],
      ['a:1:existing'],
    ],
    [
      'a known id replaces the old item but keeps the old status',
      [{ id: 'a', sequence: 1, status: 'viewed', headline: 'old' }],
      [{ id: 'a', sequence: 1, status: 'new', headline: 'new' }],
      ['a:1:viewed'],
    ],
    [
      'a known id without status keeps the old status',
      [{ id: 'a', sequence: 1, status: 'existing' }],
      [{ id: 'a', sequence: 1 }],
      ['a:1:existing'],
    ],
    [
      'flagged deleted is removed',
      [
        { id: 'a', sequence: 1 },
        { id: 'b', sequence: 2 },
      ],
      [{ id: 'a', deleted: true }],
      ['b:2:new'],
    ],
    [
      'an unknown deleted item is not added',
      [{ id: 'b', sequence: 2 }],
      [{ id: 'x', sequence: 9, deleted: true }],
      ['b:2:new'],
    ],
    [
      'sorted by sequence, newest first',
      [{ id: 'a', sequence: 5 }],
      [
        { id: 'b', sequence: 2 },
        { id: 'c', sequence: 9 },
      ],
      ['c:9:new', 'a:5:new', 'b:2:new'],
    ],
    ['a missing sequence defaults to 0', [{ id: 'a', sequence: 3 }], [{ id: 'b' }], ['a:3:new', 'b:0:new']],
    [
      'a replaced item moves to its new sequence',
      [
        { id: 'a', sequence: 1 },
        { id: 'b', sequence: 2 },
      ],
      [{ id: 'a', sequence: 7 }],
      ['a:7:new', 'b:2:new'],
    ],
    [
      'equal sequences keep arrival order',
      [{ id: 'a', sequence: 1 }],
      [{ id: 'b', sequence: 1 }],
      ['a:1:new', 'b:1:new'],
    ],
    [
      'numeric ids are the same as their strings',
      [{ id: 12, sequence: 1, status: 'viewed' }],
      [{ id: '12', sequence: 1 }],
      ['12:1:viewed'],
    ],
  ];
  it.each(rows)('%s', (_name, before, arriving, after) => {
    expect(view(mergeLiveItems(seeded(...before), CH, arriving.map(item)))).toEqual(after);
  });

  it('replaces the content of a known item', () => {
    const state = mergeLiveItems(seeded({ id: 'a', sequence: 1, headline: 'old' }), CH, [
      item({ id: 'a', sequence: 1, headline: 'new' }),
    ]);
    expect(liveItemsOf(state, CH)[0]?.headline).toBe('new');
  });

  it('reports a missing sequence to the logger callback, and only then', () => {
    const report = vi.fn();
    mergeLiveItems(
      emptyLiveItems(),
      CH,
      [item({ id: 'a' }), item({ id: 'b', sequence: 0 }), item({ id: 'c', sequence: 'x' })],
      report,
    );
    expect(report.mock.calls).toEqual([[{ channel: CH, id: 'a' }], [{ channel: CH, id: 'c' }]]);
  });

  it('keeps channels apart and never mutates the old state', () => {
    const before = seeded({ id: 'a', sequence: 1 });
    const after = mergeLiveItems(before, 'other', [item({ id: 'a', sequence: 4 })]);
    expect(view(before)).toEqual(['a:1:new']);
    expect(view(after, 'other')).toEqual(['a:4:new']);
    expect(view(before, 'other')).toEqual([]);
    expect(view(after)).toEqual(['a:1:new']);
  });

  it('returns the same state when nothing arrives', () => {
    const state = seeded({ id: 'a', sequence: 1 });
    expect(mergeLiveItems(state, CH, [])).toBe(state);
  });
});

describe('status transitions (000 §4: "new becomes viewed (mark viewed); any becomes existing (mark existing)")', () => {
  const rows: Array<[from: LiveItemStatus, viewed: LiveItemStatus, existing: LiveItemStatus]> = [
    ['new', 'viewed', 'existing'],
    ['viewed', 'viewed', 'existing'],
    ['existing', 'existing', 'existing'],
  ];
  it.each(rows)('%s → mark viewed %s, mark existing %s', (from, viewed, existing) => {
    const state = seeded({ id: 'a', sequence: 1, status: from });
    expect(liveItemsOf(markViewed(state, CH), CH)[0]?.status).toBe(viewed);
    expect(liveItemsOf(markExisting(state, CH), CH)[0]?.status).toBe(existing);
  });

  it('marking changes only the named channel and returns the same state when nothing changes', () => {
    const state = mergeLiveItems(seeded({ id: 'a', sequence: 1 }), 'other', [item({ id: 'b', sequence: 1 })]);
    const marked = markViewed(state, CH);
    expect(view(marked)).toEqual(['a:1:viewed']);
    expect(view(marked, 'other')).toEqual(['b:1:new']);
    expect(markViewed(marked, CH)).toBe(marked);
    const existing = markExisting(state, CH);
    expect(markExisting(existing, CH)).toBe(existing);
  });
});

describe('viewable items (000 §4: "Viewable items are all except new")', () => {
  it('drops new items and keeps the order', () => {
    const state = seeded(
      { id: 'a', sequence: 1, status: 'existing' },
      { id: 'b', sequence: 2 },
      { id: 'c', sequence: 3, status: 'viewed' },
    );
    expect(viewableLiveItems(state, CH).map((entry) => entry.id)).toEqual(['c', 'a']);
    expect(newLiveItemCount(state, CH)).toBe(1);
    expect(viewableLiveItems(markViewed(state, CH), CH).map((entry) => entry.id)).toEqual(['c', 'b', 'a']);
    expect(viewableLiveItems(state, 'unknown')).toEqual([]);
  });
});

describe('pinned items (the pinned block above the stream)', () => {
  const ids = (state: LiveItemsState) => pinnedViewableLiveItems(state, CH).map(({ id }) => id);
  const base = () =>
    seeded(
      { id: 'a', sequence: 1, status: 'existing', pinned: true },
      { id: 'b', sequence: 2, status: 'existing' },
      { id: 'c', sequence: 3, status: 'existing', pinned: true },
    );

  it('are the pinned items, newest first', () => {
    expect(ids(base())).toEqual(['c', 'a']);
  });
  it('follow an edit of a pinned item', () => {
    const state = mergeLiveItems(base(), CH, [item({ id: 'a', sequence: 1, pinned: true, headline: 'edited' })]);
    expect(pinnedViewableLiveItems(state, CH).find(({ id }) => id === 'a')?.headline).toBe('edited');
  });
  it('lose a deleted item and an item un-pinned by an update; gain one pinned by an update', () => {
    const state = mergeLiveItems(base(), CH, [
      item({ id: 'c', deleted: true }),
      item({ id: 'a', sequence: 1 }),
      item({ id: 'b', sequence: 2, pinned: true }),
    ]);
    expect(ids(state)).toEqual(['b']);
  });
  it('leave out a new pinned item until it is viewed', () => {
    const state = mergeLiveItems(base(), CH, [item({ id: 'd', sequence: 4, pinned: true })]);
    expect(ids(state)).toEqual(['c', 'a']);
    expect(ids(markViewed(state, CH))).toEqual(['d', 'c', 'a']);
  });
});

describe('catch-up start (000 §7: "start is last sequence plus 1")', () => {
  const rows: Array<[name: string, items: Array<Record<string, unknown>>, start: number]> = [
    ['an empty channel fetches everything', [], 0],
    [
      'last sequence plus 1',
      [
        { id: 'a', sequence: 4 },
        { id: 'b', sequence: 11 },
      ],
      12,
    ],
    ['an item without sequence counts as 0', [{ id: 'a' }], 1],
    [
      'deleted items are gone',
      [
        { id: 'a', sequence: 4 },
        { id: 'b', sequence: 9 },
        { id: 'b', deleted: true },
      ],
      5,
    ],
  ];
  it.each(rows)('%s', (_name, items, start) => {
    expect(catchUpStart(seeded(...items), CH)).toBe(start);
  });
});
