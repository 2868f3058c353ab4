/**
 * The items the local live-coverage service has published since it started, per live article:
 * new items, updates and deletions on top of the world's generated items. It answers the live
 * items call (000 §7: `.../items/{contentId}/{start}/web`) and tells the socket service about
 * every change.
 *
 * Every change takes the next number of the article's counter (which starts at the world's
 * highest sequence): a new item's sequence IS that number; an update or a deletion keeps the
 * item's sequence but is recorded at that number (its revision). `itemsSince(start)` returns the
 * world items with sequence >= start plus every change recorded at >= start, so a client that
 * catches up from "last sequence plus 1" after a reconnect also gets the updates and deletions it
 * missed (docs/decisions/021-live-socket.md).
 */
import type { LiveArticle, LiveItem } from '../../shared/models/liveArticle';
import type { World } from '../world/world';

/** Bound on the published items kept per live article (oldest dropped first), so memory stays bounded. */
export const MAX_CHANGES_PER_ARTICLE = 200;

/** How a data frame carries the item (000 §7 "deserialized, single or array"): one object, a list, or that JSON as a string. */
export type DataEncoding = 'object' | 'array' | 'string';
export const DATA_ENCODINGS: readonly DataEncoding[] = ['object', 'array', 'string'];

export type LiveChange = {
  kind: 'new' | 'update' | 'delete';
  live: LiveArticle;
  item: LiveItem;
  encoding: DataEncoding;
};
export type ChangeListener = (change: LiveChange) => void;

/** What a caller may set on a new or updated item. */
export interface ItemPatch {
  headline?: string;
  body?: string;
  important?: boolean;
  pinned?: boolean;
}

interface ArticleFeed {
  counter: number;
  /** Changed or published items by id, each with the number its latest change was recorded at. */
  changes: Map<string, { item: LiveItem; revision: number }>;
}

export class LiveFeed {
  private readonly feeds = new Map<string, ArticleFeed>();
  private readonly listeners = new Set<ChangeListener>();

  constructor(private readonly world: World) {}

  /** A live article by content id or slug. */
  article(contentId: string): LiveArticle | undefined {
    return this.world.liveById.get(contentId) ?? this.world.liveBySlug.get(contentId);
  }

  /** A live article by its socket channel name (channelDetails.name). */
  articleByChannel(name: string): LiveArticle | undefined {
    return this.world.liveArticles.find((live) => live.channelDetails?.name === name);
  }

  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private feed(live: LiveArticle): ArticleFeed {
    let feed = this.feeds.get(live.id);
    if (!feed) {
      feed = { counter: live.items.reduce((max, item) => Math.max(max, item.sequence), 0), changes: new Map() };
      this.feeds.set(live.id, feed);
    }
    return feed;
  }

  /** The current state of an item (published, changed or from the world), deleted ones included. */
  current(live: LiveArticle, id: string): LiveItem | undefined {
    return this.feed(live).changes.get(id)?.item ?? live.items.find((item) => item.id === id);
  }

  /** Items that are not deleted, newest first. */
  visibleItems(live: LiveArticle): LiveItem[] {
    const byId = new Map(live.items.map((item) => [item.id, item]));
    for (const [id, { item }] of this.feed(live).changes) byId.set(id, item);
    return [...byId.values()].filter((item) => !item.deleted).sort((a, b) => b.sequence - a.sequence);
  }

  /**
   * Every item as it is now, deleted ones flagged, newest first: what the composer's live article
   * page carries (upstream/content/pages.ts). The world's items unchanged while nothing changed.
   */
  currentItems(live: LiveArticle): LiveItem[] {
    const changes = this.feeds.get(live.id)?.changes;
    if (!changes || changes.size === 0) return live.items;
    const byId = new Map(live.items.map((item) => [item.id, item]));
    for (const [id, { item }] of changes) byId.set(id, item);
    return [...byId.values()].sort((a, b) => b.sequence - a.sequence);
  }

  private record(
    live: LiveArticle,
    kind: LiveChange['kind'],
    item: LiveItem,
    revision: number,
    encoding: DataEncoding,
  ): LiveItem {
    const { changes } = this.feed(live);
    changes.delete(item.id);
    changes.set(item.id, { item, revision });
    // A Map iterates in insertion order: the oldest published item goes first. Changes of the
    // world's own items (a few dozen) are kept, or a deleted one would come back.
    if (changes.size > MAX_CHANGES_PER_ARTICLE) {
      for (const key of changes.keys()) {
        if (live.items.some((own) => own.id === key)) continue;
        changes.delete(key);
        break;
      }
    }
    for (const listener of this.listeners) listener({ kind, live, item, encoding });
    return item;
  }

  /** Publishes a new item; `make` builds it from its id-less parts and the new sequence. */
  publish(live: LiveArticle, make: (sequence: number) => LiveItem, encoding: DataEncoding = 'object'): LiveItem {
    const feed = this.feed(live);
    const sequence = ++feed.counter;
    return this.record(live, 'new', { ...make(sequence), sequence, deleted: false }, sequence, encoding);
  }

  /** Updates an item (keeping its sequence); undefined when there is no such live item. */
  update(
    live: LiveArticle,
    id: string,
    patch: ItemPatch,
    nowMs: number,
    encoding: DataEncoding = 'object',
  ): LiveItem | undefined {
    const item = this.current(live, id);
    if (!item || item.deleted) return undefined;
    const revision = ++this.feed(live).counter;
    return this.record(
      live,
      'update',
      { ...item, ...patch, dateUpdated: { date: new Date(nowMs).toISOString(), timezone: 'UTC' } },
      revision,
      encoding,
    );
  }

  /** Deletes an item: it is sent once more, flagged deleted (000 §4 "if flagged deleted it is removed"). */
  remove(live: LiveArticle, id: string, encoding: DataEncoding = 'object'): LiveItem | undefined {
    const item = this.current(live, id);
    if (!item || item.deleted) return undefined;
    const revision = ++this.feed(live).counter;
    return this.record(live, 'delete', { ...item, deleted: true }, revision, encoding);
  }

  /** The live items call: world items with sequence >= start and every change recorded at >= start. */
  itemsSince(contentId: string, start: number): LiveItem[] {
    const live = this.article(contentId);
    if (!live) return [];
    const { changes } = this.feed(live);
    const items: LiveItem[] = live.items.filter((item) => item.sequence >= start && !changes.has(item.id));
    for (const { item, revision } of changes.values()) if (revision >= start) items.push(item);
    return items.sort((a, b) => b.sequence - a.sequence);
  }

  /** Forgets every change (tests start from the world's items again). */
  reset(): void {
    this.feeds.clear();
  }
}

const FEEDS = new WeakMap<World, LiveFeed>();

/** The one feed of a world: the content routes and the socket service share it. */
export function liveFeedFor(world: World): LiveFeed {
  let feed = FEEDS.get(world);
  if (!feed) {
    feed = new LiveFeed(world);
    FEEDS.set(world, feed);
  }
  return feed;
}
