'use client';
/**
 * A video's duration as minutes:seconds (001 §9), in the same element before and after the
 * player knows its file: the server renders the catalogue duration; once the player has loaded
 * the file's metadata, the duration of what actually plays replaces it (the local upstream's
 * file is 8 s whatever the catalogue says; decision 020). The element keeps a reserved width
 * (CSS `.video-duration`), so the swap moves nothing. Hydrates now: it only listens to the
 * page's video store, which the lazily loaded player controller fills.
 */
import { useSyncExternalStore } from 'react';
import { formatDuration, isoDuration } from '../../shared/format/duration';
import { playerOfVideo, subscribeVideoStore, videoStore } from './videoStore';

export interface VideoDurationProps {
  videoId: string;
  /** The catalogue duration in seconds (shown until the file's own is known). */
  seconds?: number;
}

export function VideoDuration({ videoId, seconds }: VideoDurationProps) {
  const played = useSyncExternalStore(
    subscribeVideoStore,
    () => playerOfVideo(videoStore(), videoId)?.mediaDuration ?? null,
    () => null,
  );
  const shown = played ?? seconds;
  const text = formatDuration(shown);
  if (!text || shown === undefined) return null;
  return (
    <span className="duration">
      <span className="visually-hidden">Duration </span>
      <time className="video-duration" dateTime={isoDuration(shown)}>
        {text}
      </time>
    </span>
  );
}
