/**
 * The live items a page shows first (spec 000 §4 "Live items", 001 §3 "Live coverage"): deleted
 * items removed, sorted by sequence, newest (highest sequence) first; pinned and important items
 * keep their place and are marked by the page.
 */
import type { LiveItem } from '../../shared/models/liveArticle';

export function visibleLiveItems(items: readonly LiveItem[]): LiveItem[] {
  const byId = new Map<string, LiveItem>();
  // An item arriving again with a known id replaces the old one (000 §4); the last one wins.
  for (const item of items) byId.set(item.id, item);
  return [...byId.values()].filter((item) => !item.deleted).sort((a, b) => b.sequence - a.sequence);
}

/** Pinned items, newest first: shown again above the stream. */
export function pinnedLiveItems(items: readonly LiveItem[]): LiveItem[] {
  return items.filter((item) => item.pinned);
}
