import { formatDisplayDate, parseContentDate } from '../../../shared/format/date';
import type { ContentLink } from '../../../shared/models/contentLink';

/** Stories shown in the river. */
export const LATEST_COUNT = 8;

/** The newest stories of every list on the page, newest first, each once, leaving out those already shown above. */
export function latestStories(
  lists: ReadonlyArray<readonly ContentLink[]>,
  shown: ReadonlySet<string>,
  count = LATEST_COUNT,
): ContentLink[] {
  const seen = new Set(shown);
  const dated: Array<{ item: ContentLink; time: number }> = [];
  for (const items of lists) {
    for (const item of items) {
      const time = parseContentDate(item.datePublished)?.getTime();
      if (time === undefined || seen.has(item.url)) continue;
      seen.add(item.url);
      dated.push({ item, time });
    }
  }
  return dated
    .sort((a, b) => b.time - a.time)
    .slice(0, count)
    .map(({ item }) => item);
}

/** "Latest": a river of headlines with their times, the reader's way into everything new. */
export function LatestRiver({ items, now }: { items: readonly ContentLink[]; now: number }) {
  if (items.length === 0) return null;
  return (
    <section className="river" aria-label="Latest">
      <h2>Latest</h2>
      <ol>
        {items.map((item) => {
          const date = parseContentDate(item.datePublished);
          return (
            <li key={item.url}>
              {date ? <time dateTime={date.toISOString()}>{formatDisplayDate(date, now)}</time> : null}
              <a href={item.url}>{item.title}</a>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
