import { formatDuration, isoDuration } from '../../shared/format/duration';

/** A video's length on its card's picture ("0:08", minutes:seconds as everywhere: 001 §9); nothing without one. */
export function DurationBadge({ seconds }: { seconds: number | undefined }) {
  const text = formatDuration(seconds);
  if (!text) return null;
  return (
    <span className="duration-badge">
      <span className="visually-hidden">Duration </span>
      <time dateTime={isoDuration(seconds)}>{text}</time>
    </span>
  );
}
