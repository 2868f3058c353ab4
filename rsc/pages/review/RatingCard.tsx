import { formatDisplayDate, parseContentDate } from '../../../shared/format/date';
import type { Review } from '../../../shared/models/review';
import { REVIEW_RATING_MAX } from '../../../shared/models/review';
import { reviewPoints } from '../../render/reviewJsonLd';

/** One decimal, as reviewers write ratings (7.8 / 10). */
const rating = (value: number) => value.toFixed(1);

/** The verdict box: rating with sub-ratings, editors' choice, good, bad and the bottom line. */
export function RatingCard({ review, now }: { review: Review; now: number }) {
  const good = reviewPoints(review.good);
  const bad = reviewPoints(review.bad);
  const choiceDate = parseContentDate(review.editorsChoiceDate);
  if (review.rating === undefined && good.length === 0 && bad.length === 0 && !review.bottomLine) return null;
  return (
    <section className="rating-card" aria-label="Our verdict">
      {review.editorsChoice ? (
        <p className="editors-choice">
          Editors&apos; Choice
          {choiceDate ? (
            <>
              {' '}
              <time dateTime={choiceDate.toISOString()}>{formatDisplayDate(choiceDate, now)}</time>
            </>
          ) : null}
        </p>
      ) : null}
      {review.rating !== undefined ? (
        <p className="rating">
          <span className="visually-hidden">Rated </span>
          <span className="rating-value">{rating(review.rating)}</span>
          <span className="rating-scale" aria-hidden="true">
            / {REVIEW_RATING_MAX}
          </span>
          <span className="visually-hidden">{` out of ${REVIEW_RATING_MAX}`}</span>
        </p>
      ) : null}
      {review.subRatings.length > 0 ? (
        <dl className="sub-ratings">
          {review.subRatings.map((sub) => (
            <div key={sub.id ?? sub.name}>
              <dt>{sub.name}</dt>
              <dd>{rating(sub.rating)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {good.length > 0 ? (
        <div className="good">
          <h2>Like</h2>
          <ul>
            {good.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {bad.length > 0 ? (
        <div className="bad">
          <h2>Don&apos;t like</h2>
          <ul>
            {bad.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {review.bottomLine ? (
        <div className="bottom-line">
          <h2>Bottom line</h2>
          <p>{review.bottomLine}</p>
        </div>
      ) : null}
    </section>
  );
}
