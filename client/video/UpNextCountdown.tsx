'use client';
/**
 * Playlist advance on a video page (decision 020). When the page's video completes (video state
 * "completed", 001 §3), a visible countdown of UP_NEXT_COUNTDOWN_S seconds names the first video
 * of the Up next list; the reader can cancel it (and stays) or follow it at once. At zero it
 * follows the link through the client router (a click on the link, which the router intercepts),
 * leaving a note in the video store so the next page's player starts by itself. The next page is
 * a whole page of its own: address, title, captions, poster, ads, page view, tracking and
 * quartiles all restart for that video. Hydrates now: it only listens to the video store.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { UpNextEntry } from '../../shared/video/upNext';
import { continuePlaylistWith, playerOfVideo, subscribeVideoStore, videoStore } from './videoStore';

/** Seconds between the end of a video and the next one (our choice, decision 020). */
export const UP_NEXT_COUNTDOWN_S = 5;
const TICK_MS = 1000;
export const CANCEL_UP_NEXT_LABEL = 'Cancel';

export interface UpNextCountdownProps {
  /** The video of this page. */
  videoId: string;
  next: UpNextEntry;
}

export function UpNextCountdown({ videoId, next }: UpNextCountdownProps) {
  const videoState = useSyncExternalStore(
    subscribeVideoStore,
    () => playerOfVideo(videoStore(), videoId)?.videoState ?? null,
    () => null,
  );
  const [left, setLeft] = useState<number | null>(null);
  const previous = useRef(videoState);
  const link = useRef<HTMLAnchorElement>(null);

  // Starts when the video becomes completed; a replay (any other state) cancels it.
  useEffect(() => {
    const was = previous.current;
    previous.current = videoState;
    if (videoState === 'completed' && was !== 'completed') setLeft(UP_NEXT_COUNTDOWN_S);
    else if (videoState !== 'completed') setLeft(null);
  }, [videoState]);

  useEffect(() => {
    if (left === null) return;
    if (left <= 0) {
      continuePlaylistWith(next.id);
      link.current?.click();
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), TICK_MS);
    return () => clearTimeout(timer);
  }, [left, next.id]);

  if (left === null) return null;
  return (
    <div className="up-next__countdown" role="status">
      <p>
        Up next in <span className="up-next__seconds">{Math.max(0, left)}</span> s:{' '}
        <a ref={link} href={next.url} onClick={() => continuePlaylistWith(next.id)}>
          {next.title}
        </a>
      </p>
      <button
        type="button"
        onClick={() => {
          continuePlaylistWith(null);
          setLeft(null);
        }}
      >
        {CANCEL_UP_NEXT_LABEL}
      </button>
    </div>
  );
}
