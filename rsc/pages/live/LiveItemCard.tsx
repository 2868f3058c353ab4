import { authorName, profilePath } from '../../../shared/authors';
import { parseContentDate } from '../../../shared/format/date';
import type { LiveItem } from '../../../shared/models/liveArticle';
import { LiveTime } from '../../../client/live/LiveTime';
import { RichText } from '../review/RichText';
import type { RichTextSource } from '../review/RichText';
import { liveItemFlags } from '../../../shared/live/flags';

interface LiveItemCardProps {
  item: LiveItem;
  now: number;
  source: RichTextSource;
  onBadShortcode: (name: string, error: string) => void;
  /** The copy shown in the pinned block above the stream (its id stays on the stream's copy). */
  pinnedCopy?: boolean;
}

/** One update of live coverage; pinned and important updates are marked; its relative time is kept fresh (LiveTime). */
export function LiveItemCard({ item, now, source, onBadShortcode, pinnedCopy = false }: LiveItemCardProps) {
  const published = parseContentDate(item.displayDatePublished) ?? parseContentDate(item.datePublished);
  const classes = ['live-item', item.pinned ? 'live-item--pinned' : '', item.important ? 'live-item--important' : '']
    .filter(Boolean)
    .join(' ');
  const flags = liveItemFlags(item, pinnedCopy);
  return (
    <li
      className={classes}
      id={pinnedCopy ? undefined : `update-${item.id}`}
      data-sequence={item.sequence}
      data-pinned={item.pinned ? 'true' : undefined}
      data-important={item.important ? 'true' : undefined}
    >
      {flags.length > 0 ? (
        <p className="live-item-flags">
          {flags.map((flag) => (
            <span key={flag} className={`flag flag--${flag.toLowerCase()}`}>
              {flag}
            </span>
          ))}
        </p>
      ) : null}
      {published ? <LiveTime iso={published.toISOString()} now={now} /> : null}
      {item.headline ? <h3>{item.headline}</h3> : null}
      <RichText html={item.body} source={source} className="live-item-body" onBadShortcode={onBadShortcode} />
      {item.author ? (
        <p className="live-item-author">
          <a href={profilePath(item.author.username)} rel="author">
            {authorName(item.author)}
          </a>
        </p>
      ) : null}
    </li>
  );
}
