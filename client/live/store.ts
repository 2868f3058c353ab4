/**
 * The live-item store (spec 000 §4 "Live items", 001 §3 "Live coverage", §4): pure functions over
 * an immutable per-channel state. Every function returns a new state (or the same one when nothing
 * changed, so a React state setter can skip a render); nothing is mutated.
 */
import {
  DEFAULT_LIVE_ITEM_STATUS,
  DEFAULT_LIVE_SEQUENCE,
  EMPTY_CHANNEL_CATCH_UP_START,
} from '../../shared/live/constants';
import type { ArrivingLiveItem, StoredLiveItem } from '../../shared/live/item';

/** Items per channel name, each list sorted by sequence, newest (highest) first. */
export type LiveItemsState = ReadonlyMap<string, readonly StoredLiveItem[]>;

/** Told about an arriving item without a sequence (001 §8: "Missing sequence on a live item is logged"). */
export type MissingSequenceReporter = (info: { channel: string; id: string }) => void;

const NO_ITEMS: readonly StoredLiveItem[] = [];

export function emptyLiveItems(): LiveItemsState {
  return new Map();
}

/** All items of a channel, newest first. */
export function liveItemsOf(state: LiveItemsState, channel: string): readonly StoredLiveItem[] {
  return state.get(channel) ?? NO_ITEMS;
}

function bySequenceNewestFirst(a: StoredLiveItem, b: StoredLiveItem): number {
  return b.sequence - a.sequence;
}

function withChannel(state: LiveItemsState, channel: string, items: readonly StoredLiveItem[]): LiveItemsState {
  const next = new Map(state);
  next.set(channel, items);
  return next;
}

/**
 * Merges arriving items into a channel (000 §4): an item with a known id replaces the old one but
 * keeps the old status; an item flagged deleted is removed (and an unknown deleted one is not
 * added); a new item without status becomes new. A missing sequence reads as 0 and is reported.
 */
export function mergeLiveItems(
  state: LiveItemsState,
  channel: string,
  incoming: readonly ArrivingLiveItem[],
  onMissingSequence?: MissingSequenceReporter,
): LiveItemsState {
  if (incoming.length === 0) return state;
  const byId = new Map<string, StoredLiveItem>();
  for (const item of liveItemsOf(state, channel)) byId.set(item.id, item);
  for (const item of incoming) {
    if (item.deleted) {
      byId.delete(item.id);
      continue;
    }
    if (item.sequence === undefined) onMissingSequence?.({ channel, id: item.id });
    const known = byId.get(item.id);
    // A Map keeps the first insertion's position on set; delete first so a replaced item
    // sorts among equal sequences as the newest arrival.
    byId.delete(item.id);
    byId.set(item.id, {
      ...item,
      sequence: item.sequence ?? DEFAULT_LIVE_SEQUENCE,
      status: known?.status ?? item.status ?? DEFAULT_LIVE_ITEM_STATUS,
    });
  }
  return withChannel(state, channel, [...byId.values()].sort(bySequenceNewestFirst));
}

/** 000 §4: "Viewable items are all except new." */
export function viewableLiveItems(state: LiveItemsState, channel: string): StoredLiveItem[] {
  return liveItemsOf(state, channel).filter((item) => item.status !== 'new');
}

/**
 * The pinned block above the stream (decision 021): the viewable items of a channel that are
 * pinned, newest first — the same store as the stream, so an edit, a deletion or an un-pinning
 * reaches both.
 */
export function pinnedViewableLiveItems(state: LiveItemsState, channel: string): StoredLiveItem[] {
  return viewableLiveItems(state, channel).filter((item) => item.pinned);
}

/** How many items of a channel are still new (the "new updates" affordance of issue 5). */
export function newLiveItemCount(state: LiveItemsState, channel: string): number {
  return liveItemsOf(state, channel).filter((item) => item.status === 'new').length;
}

function restatus(
  state: LiveItemsState,
  channel: string,
  changes: (item: StoredLiveItem) => boolean,
  status: StoredLiveItem['status'],
): LiveItemsState {
  const items = liveItemsOf(state, channel);
  if (!items.some(changes)) return state;
  return withChannel(
    state,
    channel,
    items.map((item) => (changes(item) ? { ...item, status } : item)),
  );
}

/** 000 §4: "new becomes viewed (mark viewed)"; viewed and existing items stay as they are. */
export function markViewed(state: LiveItemsState, channel: string): LiveItemsState {
  return restatus(state, channel, (item) => item.status === 'new', 'viewed');
}

/** 000 §4: "any becomes existing (mark existing)". */
export function markExisting(state: LiveItemsState, channel: string): LiveItemsState {
  return restatus(state, channel, (item) => item.status !== 'existing', 'existing');
}

/**
 * The `{start}` of the catch-up call (000 §7: "start is last sequence plus 1"): the highest
 * sequence held for the channel plus one; a channel with no item starts at
 * EMPTY_CHANNEL_CATCH_UP_START.
 */
export function catchUpStart(state: LiveItemsState, channel: string): number {
  const newest = liveItemsOf(state, channel)[0];
  return newest === undefined ? EMPTY_CHANNEL_CATCH_UP_START : newest.sequence + 1;
}
