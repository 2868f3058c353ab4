import { formatDisplayDate, parseContentDate } from '../../../shared/format/date';
import type { LiveItem } from '../../../shared/models/liveArticle';

/** The most key updates listed at the top of live coverage. */
export const KEY_UPDATES_MAX = 5;

/** The updates marked important that have a headline, newest first (the stream's order), at most KEY_UPDATES_MAX. */
export function keyUpdates(items: readonly LiveItem[]): LiveItem[] {
  return items.filter((item) => item.important && item.headline).slice(0, KEY_UPDATES_MAX);
}

/**
 * "Key updates": the important updates' headlines as links to them in the stream, the summary a
 * reader arriving late reads first. Nothing when no update is marked important.
 */
export function LiveKeyUpdates({ items, now }: { items: readonly LiveItem[]; now: number }) {
  const keys = keyUpdates(items);
  if (keys.length === 0) return null;
  return (
    <nav className="live-key" aria-label="Key updates">
      <h2>Key updates</h2>
      <ul>
        {keys.map((item) => {
          const published = parseContentDate(item.displayDatePublished) ?? parseContentDate(item.datePublished);
          return (
            <li key={item.id}>
              <a href={`#update-${item.id}`}>{item.headline}</a>
              {published ? <time dateTime={published.toISOString()}>{formatDisplayDate(published, now)}</time> : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
