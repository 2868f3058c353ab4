'use client';
/**
 * "Updated 2 minutes ago" under a live article's headline (issue 39 point 9): the newest update's
 * time, first as the server drew it, then following the updates that arrive (LiveUpdates sends
 * LIVE_UPDATED_EVENT) and the page's refresh clock (LiveTime). Starts now (hydration); it only
 * listens.
 */
import { useEffect, useState } from 'react';
import { LIVE_UPDATED_EVENT } from '../../shared/live/lastUpdated';
import { LiveTime } from './LiveTime';

interface LiveLastUpdatedProps {
  /** The newest update's time as first served, ISO 8601. */
  iso: string;
  /** The request's time on the server. */
  now: number;
}

export function LiveLastUpdated({ iso, now }: LiveLastUpdatedProps) {
  const [latest, setLatest] = useState({ iso, now });
  useEffect(() => {
    const onUpdated = (event: Event) => {
      const next = (event as CustomEvent<unknown>).detail;
      if (typeof next !== 'string') return;
      // ISO 8601 times in UTC order as strings.
      setLatest((current) => (next > current.iso ? { iso: next, now: Date.now() } : current));
    };
    window.addEventListener(LIVE_UPDATED_EVENT, onUpdated);
    return () => window.removeEventListener(LIVE_UPDATED_EVENT, onUpdated);
  }, []);
  return (
    <span className="live-updated">
      Updated <LiveTime key={latest.iso} iso={latest.iso} now={latest.now} />
    </span>
  );
}
