import { describe, expect, it } from 'vitest';
import { createWorld } from '../world/world';
import { LiveFeed, MAX_CHANGES_PER_ARTICLE, type LiveChange } from './feed';
import { isLiveNow, LivePublisher, newLiveItem } from './publisher';
import { createRng } from '../world/random';

const world = createWorld({ now: Date.parse('2026-01-10T12:00:00Z') });
const live = world.liveArticles.find((article) => isLiveNow(article, world.now))!;
const newest = Math.max(...live.items.map((item) => item.sequence));

describe('LiveFeed', () => {
  it('numbers new items after the world items and reports every change', () => {
    const feed = new LiveFeed(world);
    const changes: LiveChange[] = [];
    feed.onChange((change) => changes.push(change));
    const item = feed.publish(live, newLiveItem(live, createRng(1), world.now, { headline: 'One' }), 'array');
    expect(item.sequence).toBe(newest + 1);
    feed.update(live, item.id, { headline: 'One, corrected' }, world.now);
    feed.remove(live, item.id);
    expect(changes.map((change) => [change.kind, change.item.headline, change.item.deleted, change.encoding])).toEqual([
      ['new', 'One', false, 'array'],
      ['update', 'One, corrected', false, 'object'],
      ['delete', 'One, corrected', true, 'object'],
    ]);
    expect(feed.update(live, item.id, { headline: 'again' }, world.now)).toBeUndefined();
    expect(feed.remove(live, 'no-such-id')).toBeUndefined();
  });

  it('catches up from a sequence with the new items and the changes made since', () => {
    const feed = new LiveFeed(world);
    const older = live.items.find((item) => item.sequence === 2)!;
    expect(feed.itemsSince(live.id, newest + 1)).toEqual([]);
    const item = feed.publish(live, newLiveItem(live, createRng(2), world.now));
    feed.update(live, older.id, { headline: 'Corrected' }, world.now);
    expect(feed.itemsSince(live.id, newest + 1).map((entry) => [entry.id, entry.sequence])).toEqual([
      [item.id, newest + 1],
      [older.id, 2],
    ]);
    expect(feed.itemsSince(live.id, newest + 3)).toEqual([]);
    // The world item is no longer served in its old form.
    expect(
      feed
        .itemsSince(live.id, 0)
        .filter((entry) => entry.id === older.id)
        .map((entry) => entry.headline),
    ).toEqual(['Corrected']);
  });

  it('keeps at most MAX_CHANGES_PER_ARTICLE published items, but never forgets a change of a world item', () => {
    const feed = new LiveFeed(world);
    const deleted = live.items.find((item) => !item.deleted)!;
    feed.remove(live, deleted.id);
    const rng = createRng(3);
    for (let i = 0; i < MAX_CHANGES_PER_ARTICLE + 20; i++) feed.publish(live, newLiveItem(live, rng, world.now));
    const all = feed.itemsSince(live.id, 0);
    expect(all.filter((entry) => entry.id === deleted.id)).toEqual([expect.objectContaining({ deleted: true })]);
    expect(all.length).toBeLessThanOrEqual(live.items.length + MAX_CHANGES_PER_ARTICLE);
  });
});

describe('LivePublisher', () => {
  it('changes only live articles that are on, one change each per round', () => {
    const feed = new LiveFeed(world);
    const changed: string[] = [];
    feed.onChange((change) => changed.push(change.live.id));
    new LivePublisher(feed, world.liveArticles).tick(world.now);
    const on = world.liveArticles.filter((article) => isLiveNow(article, world.now)).map((article) => article.id);
    expect(on.length).toBeGreaterThan(0);
    expect(on.length).toBeLessThan(world.liveArticles.length);
    expect(changed.sort()).toEqual(on.sort());
  });
});
