/**
 * "Key updates" of live coverage (decisions 063, 064): the updates marked important that have a
 * headline, newest first (the stream's order), at most KEY_UPDATES_MAX. Pure and free of date
 * code: the server lists them with the page, the live island (client/live) again from its store
 * whenever an update arrives, changes or goes; each side draws the times itself.
 */
import type { ContentDate } from '../models/date';

/** The most key updates listed at the top of live coverage. */
export const KEY_UPDATES_MAX = 5;

/** What an update needs to be a key update: a live item as the server or the island's store holds it. */
export interface KeyCandidate {
  id: string;
  important?: boolean;
  headline?: string;
  displayDatePublished?: ContentDate;
  datePublished?: ContentDate;
}

/** Whether an item is a key update: important, with a headline to show. */
export function isKeyUpdate<T extends KeyCandidate>(item: T): item is T & { headline: string } {
  return item.important === true && Boolean(item.headline);
}

/** The key updates of a stream (newest first), at most KEY_UPDATES_MAX. */
export function keyUpdates<T extends KeyCandidate>(items: readonly T[]): Array<T & { headline: string }> {
  const keys: Array<T & { headline: string }> = [];
  for (const item of items) {
    if (isKeyUpdate(item)) keys.push(item);
    if (keys.length === KEY_UPDATES_MAX) break;
  }
  return keys;
}
