/**
 * Makes live coverage move: every interval (UPSTREAM_LIVE_INTERVAL_MS, default
 * DEFAULT_LIVE_INTERVAL_MS; 0 turns it off) each live article that is on now (started, not
 * ended) gets a change — mostly a new item, sometimes an update of a recent item, sometimes the
 * deletion of an item this publisher made. Items are built by `newLiveItem`, which the test
 * control API uses too. Draws come from a seeded generator, so a run is repeatable.
 */
import { parseContentDate } from '../../shared/format/date';
import type { LiveArticle, LiveItem } from '../../shared/models/liveArticle';
import { createRng, type Rng } from '../world/random';
import { DATA_ENCODINGS, type ItemPatch, type LiveFeed } from './feed';

/** Open value: how often the publisher acts when nothing configures it (decision 021). */
export const DEFAULT_LIVE_INTERVAL_MS = 30_000;

const SUBJECTS = [
  'The keynote',
  'Our reporter',
  'The company',
  'A spokesperson',
  'The demo',
  'The stage',
  'Early hands-on',
] as const;
const VERBS = ['confirms', 'shows', 'reveals', 'explains', 'teases', 'details'] as const;
const OBJECTS = [
  'pricing',
  'the release date',
  'a new feature',
  'battery life',
  'availability',
  'the next update',
] as const;

/** Whether the event is on at `nowMs` (001 §3 eventStart, eventEnd; transition rules are not shown). */
export function isLiveNow(live: LiveArticle, nowMs: number): boolean {
  const start = parseContentDate(live.eventStart);
  const end = parseContentDate(live.eventEnd);
  return (!start || start.getTime() <= nowMs) && (!end || end.getTime() > nowMs);
}

/** A new live item of `live` (its sequence is set by the feed). */
export function newLiveItem(
  live: LiveArticle,
  rng: Rng,
  nowMs: number,
  patch: ItemPatch = {},
): (sequence: number) => LiveItem {
  const id = rng.uuid();
  const headline = `${rng.pick(SUBJECTS)} ${rng.pick(VERBS)} ${rng.pick(OBJECTS)}`;
  const date = { date: new Date(nowMs).toISOString(), timezone: 'UTC' };
  return (sequence) => ({
    id,
    sequence,
    parentId: live.id,
    namespace: live.channelDetails?.namespace,
    headline: patch.headline ?? headline,
    body: patch.body ?? `<p>${headline} in update ${sequence} of our live coverage.</p>`,
    author: live.author,
    datePublished: date,
    dateUpdated: date,
    displayDatePublished: date,
    important: patch.important ?? false,
    pinned: patch.pinned ?? false,
    deleted: false,
    type: 'live-item',
    view: 'default',
  });
}

export class LivePublisher {
  private timer: NodeJS.Timeout | undefined;
  /** Ids this publisher made, per article: the only items it deletes. */
  private readonly made = new Map<string, string[]>();

  constructor(
    private readonly feed: LiveFeed,
    private readonly articles: readonly LiveArticle[],
    private readonly rng: Rng = createRng(0x11fe),
  ) {}

  start(intervalMs: number): void {
    this.stop();
    if (intervalMs > 0) {
      this.timer = setInterval(() => this.tick(Date.now()), intervalMs);
      this.timer.unref();
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One round: a change for every live article that is on at `nowMs`. */
  tick(nowMs: number): void {
    for (const live of this.articles) if (live.channelDetails && isLiveNow(live, nowMs)) this.act(live, nowMs);
  }

  private act(live: LiveArticle, nowMs: number): void {
    const encoding = this.rng.pick(DATA_ENCODINGS);
    const mine = this.made.get(live.id) ?? [];
    const action = this.rng.weighted([
      ['new', 7],
      ['update', 2],
      ['delete', mine.length > 3 ? 1 : 0],
    ] as const);
    if (action === 'update') {
      const recent = this.feed.visibleItems(live).slice(0, 5);
      if (recent.length > 0) {
        const target = this.rng.pick(recent);
        this.feed.update(
          live,
          target.id,
          { body: `${target.body}<p><em>Update:</em> more details as they come in.</p>` },
          nowMs,
          encoding,
        );
        return;
      }
    }
    if (action === 'delete') {
      const id = mine.shift();
      if (id && this.feed.remove(live, id, encoding)) return;
    }
    const item = this.feed.publish(live, newLiveItem(live, this.rng, nowMs), encoding);
    mine.push(item.id);
    // Bounded like the feed: only the latest ids can be deleted.
    if (mine.length > 50) mine.shift();
    this.made.set(live.id, mine);
  }
}
