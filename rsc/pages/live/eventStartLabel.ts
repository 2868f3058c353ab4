/**
 * The "Started …" line of live coverage (issue 39 point 9). The byline already gives the
 * published time as a relative one ("3 hours ago") and "Updated …" the newest update's, so the
 * start is given as a clock time in the event's time zone ("Started Dec 7, 9:00 AM EST"), and
 * not at all when it is the published time.
 */
import { parseContentDate, preferredDate } from '../../../shared/format/date';
import type { LiveArticle } from '../../../shared/models/liveArticle';

/** Within this of the published time, the start says nothing the byline does not. */
const SAME_MOMENT_MS = 60_000;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? 'UTC';
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: key });
    } catch {
      // Not a time zone Intl knows (upstream text): UTC.
      return formatIn(undefined);
    }
    if (formats.size < 64) formats.set(key, format);
  }
  return format;
}

export function eventStartLabel(
  live: Pick<LiveArticle, 'eventStart' | 'eventTimeZone' | 'datePublished' | 'displayDatePublished'>,
  now: number,
): string | undefined {
  const start = parseContentDate(live.eventStart);
  if (!start) return undefined;
  const published = preferredDate(live, 'created', now);
  if (Math.abs(start.getTime() - published.getTime()) < SAME_MOMENT_MS) return undefined;
  const when = formatIn(live.eventTimeZone).format(start).replace(/\s/g, ' ');
  return `${start.getTime() > now ? 'Starts' : 'Started'} ${when}`;
}
