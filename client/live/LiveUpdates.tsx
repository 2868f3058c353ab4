'use client';
/**
 * The updates of a live article, kept live. Hydrates with the page; starts at `idle`: it then
 * loads the runner (socket, connection policy, catch-up; liveRunner.ts) and the card of arriving
 * items (ArrivedLiveItem.tsx) lazily, so the page's first JavaScript stays small.
 *
 * The server renders every update (LiveItemCard) and passes the cards in, keyed by id, with the
 * seeds (id, sequence) the store starts from as `existing` (000 §4). Arriving items follow the
 * store's rules: a known id is replaced keeping its status (the card is then drawn here), a
 * deleted one disappears, a new one is `new` and not viewable until it is shown. When the reader
 * is at the top of the updates, new items are shown in place at once (mark viewed) and marked for
 * a moment (then mark existing); when the reader has scrolled into the updates, nothing moves
 * above them: a "N new updates" button (and a polite live region) says what arrived, and
 * clicking it scrolls to the top and shows them.
 *
 * The pinned block above the stream is drawn here too, from the same store (the viewable pinned
 * items, newest first), so edits, deletions and (un)pinning reach it; while the reader has
 * scrolled past its start its changes are held (useHeldWhileAway) until they are back at it or
 * click the button. "Key updates" above them (LiveKeyUpdates) follow the store the same way: an
 * update arriving, edited or deleted as important (with a headline) joins, changes or leaves the
 * list, held like the pinned block while the reader is past its start. Relative times refresh
 * through LiveTime.
 */
import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { ConnectionPhase } from './connection';
import { keyUpdates } from '../../shared/live/keyUpdates';
import type { ArrivingLiveItem } from '../../shared/live/item';
import type { StoredLiveItem } from '../../shared/live/item';
import { LIVE_UPDATED_EVENT, liveItemTime } from '../../shared/live/lastUpdated';
import {
  emptyLiveItems,
  liveItemsOf,
  mergeLiveItems,
  newLiveItemCount,
  pinnedViewableLiveItems,
  viewableLiveItems,
  type LiveItemsState,
} from './store';
import { whenMoment } from '../runtime/when';
import type { ArrivedLiveItem } from './ArrivedLiveItem';
import type { ArrivedKeyTime } from './ArrivedKeyTime';
import type { LiveLinks } from './itemBody';
import { LiveKeyUpdates, type KeyUpdateEntry } from './LiveKeyUpdates';
import type { LiveRunner } from './liveRunner';
import { useHeldWhileAway } from './useHeldWhileAway';

/** An update as first served: enough for the store to order it and catch up after it. */
export interface LiveSeed {
  id: string;
  sequence: number;
  /** Present when the update is pinned (it is then also in the pinned block). */
  pinned?: true;
  /** Present when the update is a key update (important, with a headline): its headline there. */
  key?: { headline: string };
}

export interface LiveUpdatesProps {
  site: string;
  contentId: string;
  /** 001 §3 channelDetails name and key (sent in set_channels). */
  channel: { name: string; key?: string };
  /** ClientServices.liveSocketUrl. */
  socketUrl: string;
  /** Newest first, as the server rendered them. */
  seeds: LiveSeed[];
  /** The server-rendered card of each seed, by id. */
  cards: Record<string, ReactNode>;
  /** The server-rendered pinned-block copy of each pinned seed, by id. */
  pinnedCards: Record<string, ReactNode>;
  /** The server-rendered time (LiveTime) of each seed's key update, by id. */
  keyTimes: Record<string, ReactNode>;
  links: LiveLinks;
}

/** Open value (decision 021): how long items shown in place stay marked as new. */
export const FRESH_MS = 5_000;

/** 'N new update(s)': the affordance's label and the live region's announcement. */
export function newUpdatesLabel(count: number): string {
  return `${count} new update${count === 1 ? '' : 's'}`;
}

function seeded(name: string, seeds: readonly LiveSeed[]): LiveItemsState {
  const items: ArrivingLiveItem[] = seeds.map(({ id, sequence, pinned, key }) => ({
    id,
    sequence,
    status: 'existing',
    deleted: false,
    body: '',
    pinned: pinned === true,
    important: key !== undefined,
    headline: key?.headline,
  }));
  return mergeLiveItems(emptyLiveItems(), name, items);
}

type View = { items: LiveItemsState; arrived: ReadonlySet<string> };
type PinnedView = { items: readonly StoredLiveItem[]; arrived: ReadonlySet<string> };

export function LiveUpdates({
  site,
  contentId,
  channel,
  socketUrl,
  seeds,
  cards,
  pinnedCards,
  keyTimes,
  links,
}: LiveUpdatesProps) {
  const { name, key } = channel;
  const [view, setView] = useState<View>(() => ({ items: seeded(name, seeds), arrived: new Set() }));
  const [phase, setPhase] = useState<ConnectionPhase>('idle');
  const [Card, setCard] = useState<ComponentType<Parameters<typeof ArrivedLiveItem>[0]> | null>(null);
  const [KeyTime, setKeyTime] = useState<ComponentType<Parameters<typeof ArrivedKeyTime>[0]> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const runner = useRef<LiveRunner | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const keyBlock = useRef<HTMLElement>(null);
  const pinnedBlock = useRef<HTMLElement>(null);
  const stream = useRef<HTMLElement>(null);
  const scrollToNew = useRef(false);
  const freshTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    let stopped = false;
    const initial = seeded(name, seeds);
    const cancel = whenMoment('idle', () => {
      Promise.all([import('./liveRunner'), import('./ArrivedLiveItem')]).then(
        ([{ startLiveRunner }, { ArrivedLiveItem, ArrivedKeyTime }]) => {
          if (stopped) return;
          setCard(() => ArrivedLiveItem);
          setKeyTime(() => ArrivedKeyTime);
          runner.current = startLiveRunner({
            channel: key === undefined ? { name, contentId } : { name, key, contentId },
            site,
            socketUrl,
            initial,
            onItems: (items, arrived) => setView({ items, arrived: new Set(arrived) }),
            onPhase: setPhase,
          });
        },
        (error: unknown) => console.warn('Live updates could not load', error),
      );
    });
    return () => {
      stopped = true;
      cancel();
      runner.current?.stop();
      runner.current = null;
      window.clearTimeout(freshTimer.current);
    };
    // Seeds only matter for the first start of this article's stream, so they are no dependency.
  }, [site, contentId, name, key, socketUrl]);

  /** Shows the new items (mark viewed) and settles them a moment later (mark existing). */
  const reveal = useCallback(() => {
    runner.current?.markViewed();
    window.clearTimeout(freshTimer.current);
    freshTimer.current = window.setTimeout(() => runner.current?.markExisting(), FRESH_MS);
  }, []);

  const count = newLiveItemCount(view.items, name);

  // The pinned block's start, or where it would start: the stream's.
  const pinnedStart = useCallback(() => pinnedBlock.current ?? stream.current, []);
  const pinnedLatest = useMemo<PinnedView>(
    () => ({ items: pinnedViewableLiveItems(view.items, name), arrived: view.arrived }),
    [view, name],
  );
  const { shown: pinned, release: releasePinned } = useHeldWhileAway(pinnedLatest, pinnedStart);
  // "Key updates" from the same store, held the same way from their start (or where they would start).
  const keysStart = useCallback(() => keyBlock.current ?? pinnedBlock.current ?? stream.current, []);
  const keysLatest = useMemo(() => keyUpdates(viewableLiveItems(view.items, name)), [view, name]);
  const { shown: keys, release: releaseKeys } = useHeldWhileAway(keysLatest, keysStart);
  // A seed's time is the server's; an arrived update's is drawn here (loaded with the runner).
  const keyEntries = keys.map((item): KeyUpdateEntry => {
    const time = view.arrived.has(item.id) ? KeyTime && <KeyTime item={item} /> : keyTimes[item.id];
    return { id: item.id, headline: item.headline, time };
  });

  // Runs for every change of the items, not only of their count: "mark viewed" for one item and
  // the next item's arrival can land in one render, and the count (1, then 1) would not change.
  const items = view.items;
  useEffect(() => {
    if (count === 0) return;
    setAnnouncement(newUpdatesLabel(count));
    // At the top: the updates' start is in view or below it, so showing them moves nothing read.
    const atTop = () => (list.current?.getBoundingClientRect().top ?? 0) >= 0;
    if (atTop()) return reveal();
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        if (atTop()) reveal();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, [count, items, reveal]);

  // The newest time among the items (seeds carry none: the server's label covers them) goes to the page's "Updated" label.
  useEffect(() => {
    let latest: Date | undefined;
    for (const item of liveItemsOf(items, name)) {
      const time = liveItemTime(item);
      if (time && (!latest || time > latest)) latest = time;
    }
    if (latest) window.dispatchEvent(new CustomEvent(LIVE_UPDATED_EVENT, { detail: latest.toISOString() }));
  }, [items, name]);

  // After the button's commit (new items shown, pinned block up to date), so nothing moves after the scroll.
  useLayoutEffect(() => {
    if (!scrollToNew.current) return;
    scrollToNew.current = false;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  });

  const showNew = () => {
    scrollToNew.current = true;
    releaseKeys();
    releasePinned();
    reveal();
  };

  return (
    <>
      <LiveKeyUpdates entries={keyEntries} ref={keyBlock} />
      {pinned.items.length > 0 ? (
        <section className="live-pinned" aria-label="Pinned updates" ref={pinnedBlock}>
          <h2>Pinned</h2>
          <ol className="live-items">
            {pinned.items.map((item) => {
              const card = pinned.arrived.has(item.id) ? undefined : pinnedCards[item.id];
              if (card !== undefined) return <Fragment key={item.id}>{card}</Fragment>;
              return Card ? <Card key={item.id} item={item} links={links} fresh={false} pinnedCopy /> : null;
            })}
          </ol>
        </section>
      ) : null}
      <section
        ref={stream}
        className="live-stream"
        aria-label="Live updates"
        data-content-id={contentId}
        data-channel={name}
        data-live-state={phase}
      >
        <h2 ref={heading} tabIndex={-1}>
          Updates
        </h2>
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
        {count > 0 ? (
          <button type="button" className="live-new-updates" onClick={showNew}>
            {newUpdatesLabel(count)}
          </button>
        ) : null}
        <ol className="live-items" ref={list}>
          {viewableLiveItems(view.items, name).map((item) => {
            const card = view.arrived.has(item.id) ? undefined : cards[item.id];
            if (card !== undefined) return <Fragment key={item.id}>{card}</Fragment>;
            return Card ? <Card key={item.id} item={item} links={links} fresh={item.status === 'viewed'} /> : null;
          })}
        </ol>
      </section>
    </>
  );
}
