import { authorName, profilePath } from '../../../shared/authors';
import type { DatedContent } from '../../../shared/format/date';
import { formatDisplayDate, preferredDate } from '../../../shared/format/date';
import type { Author } from '../../../shared/models/author';

interface ContentBylineProps {
  content: DatedContent & { author?: Author; moreAuthors?: readonly Author[] };
  now: number;
}

/** Authors (linked to their profiles) and the published date of a review, gallery or live page. */
export function ContentByline({ content, now }: ContentBylineProps) {
  const authors = [content.author, ...(content.moreAuthors ?? [])].filter((a) => a !== undefined);
  const published = preferredDate(content, 'created', now);
  return (
    <div className="byline">
      {authors.length > 0 ? (
        <span>
          By{' '}
          {authors.map((author, index) => (
            <span key={author.username}>
              {index > 0 ? (index === authors.length - 1 ? ' and ' : ', ') : null}
              <a href={profilePath(author.username)} rel="author">{authorName(author)}</a>
            </span>
          ))}
        </span>
      ) : null}
      <time dateTime={published.toISOString()}>{formatDisplayDate(published, now)}</time>
    </div>
  );
}
