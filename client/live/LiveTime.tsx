'use client';
/**
 * The relative time of a live item ("Just now", "5 minutes ago"), kept fresh. Renders with the
 * server's `now` first, so hydration sees exactly the server's text (the same formatter,
 * formatDisplayDate, on both sides); once mounted it switches to the browser's clock and follows
 * the page's one refresh clock (liveClock.ts: every LIVE_TIME_REFRESH_MS while the tab is
 * visible). Starts now (hydration): it only reads the clock.
 */
import { useEffect, useState } from 'react';
import { formatDisplayDate } from '../../shared/format/date';
import { subscribeLiveClock } from './liveClock';

interface LiveTimeProps {
  /** The item's date, ISO 8601 (what `dateTime` carries). */
  iso: string;
  /** The time the text was first computed for: the request's time on the server. */
  now: number;
}

export function LiveTime({ iso, now }: LiveTimeProps) {
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    setCurrent(Date.now());
    return subscribeLiveClock(setCurrent);
  }, []);
  return <time dateTime={iso}>{formatDisplayDate(new Date(iso), current)}</time>;
}
