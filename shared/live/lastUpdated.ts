/**
 * When live coverage last changed (issue 39 point 9): the newest of its items' times (an edit
 * counts, as does a new item) and the article's own updated date. The page says it near the
 * headline and its structured data's dateModified follows it.
 */
import { parseContentDate, type DatedContent } from '../format/date';

/** The latest of an item's (or an article's) dates, published or edited; undefined when it carries no valid date. */
export function liveItemTime(item: DatedContent): Date | undefined {
  const dates = [item.displayDateUpdated, item.dateUpdated, item.displayDatePublished, item.datePublished]
    .map((date) => parseContentDate(date))
    .filter((date): date is Date => date !== undefined);
  return dates.reduce<Date | undefined>((latest, date) => (latest && latest >= date ? latest : date), undefined);
}

/** The article's own latest date or its newest item's time, whichever is later; the request's time when none has a date. */
export function liveLastUpdated(live: DatedContent, items: readonly DatedContent[], now: number): Date {
  let latest = liveItemTime(live);
  for (const item of items) {
    const time = liveItemTime(item);
    if (time && (!latest || time > latest)) latest = time;
  }
  return latest ?? new Date(now);
}

/** The window event LiveUpdates sends when its items' newest time moves (detail: the ISO time); the page's "Updated" label follows it. */
export const LIVE_UPDATED_EVENT = 'neutron:live-updated';
