import { authorName, profilePath } from '../../shared/authors';
import type { DatedContent } from '../../shared/format/date';
import { formatDisplayDate, preferredDate } from '../../shared/format/date';
import type { Author } from '../../shared/models/author';

interface BylineProps {
  content: DatedContent & { author?: Author; moreAuthors?: readonly Author[] };
  now: number;
}

/** What a byline shows besides its content object's authors: its dates and their relative labels (decision 025). */
export function bylineVariant(content: DatedContent, now: number): string {
  const published = preferredDate(content, 'created', now);
  const updated = preferredDate(content, 'updated', now);
  // The instants as numbers: the same key as their ISO strings, without writing two dates per render.
  return `${published.getTime()} ${formatDisplayDate(published, now)} ${updated.getTime()} ${formatDisplayDate(updated, now)}`;
}

/** Authors linked to their profiles, the published date, and the updated date when it is later. */
export function Byline({ content, now }: BylineProps) {
  const authors = [content.author, ...(content.moreAuthors ?? [])].filter((a) => a !== undefined);
  const published = preferredDate(content, 'created', now);
  const updated = preferredDate(content, 'updated', now);
  const showUpdated = updated.getTime() - published.getTime() > 60_000;
  return (
    <div className="byline">
      {authors.length > 0 ? (
        <span>
          By{' '}
          {authors.map((author, index) => (
            <span key={author.username}>
              {index > 0 ? (index === authors.length - 1 ? ' and ' : ', ') : null}
              <a href={profilePath(author.username)} rel="author">
                {authorName(author)}
              </a>
            </span>
          ))}
        </span>
      ) : null}
      <time dateTime={published.toISOString()}>{formatDisplayDate(published, now)}</time>
      {showUpdated ? (
        <span>
          Updated <time dateTime={updated.toISOString()}>{formatDisplayDate(updated, now)}</time>
        </span>
      ) : null}
    </div>
  );
}
