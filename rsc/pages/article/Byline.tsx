import { authorName, profilePath } from '../../../shared/authors';
import { formatDisplayDate, preferredDate } from '../../../shared/format/date';
import type { Article } from '../../../shared/models/article';

export function Byline({ article, now }: { article: Article; now: number }) {
  const authors = [article.author, ...article.moreAuthors].filter((a) => a !== undefined);
  const published = preferredDate(article, 'created', now);
  const updated = preferredDate(article, 'updated', now);
  const showUpdated = updated.getTime() - published.getTime() > 60_000;
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
      {showUpdated ? (
        <span>
          Updated <time dateTime={updated.toISOString()}>{formatDisplayDate(updated, now)}</time>
        </span>
      ) : null}
    </div>
  );
}
