/**
 * A live item that arrived over the socket or the catch-up call, drawn like the server's
 * LiveItemCard (rsc/pages/live/LiveItemCard.tsx): flags, time, headline, safe body, author. A
 * `fresh` item (just shown, status viewed) is marked for a moment; its time is kept fresh (LiveTime).
 * Loaded lazily with the runner.
 */
import { authorName, profilePath } from '../../shared/authors';
import { parseContentDate } from '../../shared/format/date';
import type { StoredLiveItem } from '../../shared/live/item';
import { liveItemBody, type LiveLinks } from './itemBody';
import { LiveTime } from './LiveTime';
import { liveItemFlags } from '../../shared/live/flags';

// Loaded in the same lazy chunk: the time of a key update that arrived (LiveUpdates' "Key updates").
export { ArrivedKeyTime } from './ArrivedKeyTime';

interface ArrivedLiveItemProps {
  item: StoredLiveItem;
  links: LiveLinks;
  fresh: boolean;
  /** The copy shown in the pinned block above the stream (its id stays on the stream's copy). */
  pinnedCopy?: boolean;
}

export function ArrivedLiveItem({ item, links, fresh, pinnedCopy = false }: ArrivedLiveItemProps) {
  const published = parseContentDate(item.displayDatePublished) ?? parseContentDate(item.datePublished);
  const classes = [
    'live-item',
    item.pinned ? 'live-item--pinned' : '',
    item.important ? 'live-item--important' : '',
    fresh ? 'live-item--fresh' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const parts = liveItemBody(item.body, links, (shortcode) =>
    console.warn('live item shortcode not shown', { id: item.id, shortcode }),
  );
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
      {fresh ? <p className="live-item-new">New</p> : null}
      {published ? <LiveTime iso={published.toISOString()} now={Date.now()} /> : null}
      {item.headline ? <h3>{item.headline}</h3> : null}
      <div className="live-item-body">
        {parts.map((part, index) =>
          part.type === 'html' ? (
            <div key={index} className="body-html" dangerouslySetInnerHTML={{ __html: part.html }} />
          ) : (
            <p key={index} className="shortcode shortcode--buy">
              {part.href ? (
                <a className="buy-button" href={part.href} rel={part.rel}>
                  {part.label}
                  {part.price ? <span className="buy-button__price">{part.price}</span> : null}
                </a>
              ) : (
                <span className="buy-button">{part.label}</span>
              )}
            </p>
          ),
        )}
      </div>
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
