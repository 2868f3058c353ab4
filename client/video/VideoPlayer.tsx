'use client';
/**
 * The video player island (issue 5 item 3) for video pages and article embeds. It renders the
 * browser's own <video> (native controls: keyboard and screen-reader ready, and it plays without
 * JavaScript), with the chosen mp4, the poster and the webvtt captions track (an embed's poster is
 * set when the player comes near, at its frame's size: none without JavaScript). Hydrates `visible`
 * (its place within 200 px of the viewport); an AUTOPLAY video hydrates `now` so it can start as
 * soon as it is half in view. Only then is the working part (playerController: state, tracking,
 * pre-roll, sticky mode; about 4 KB gzip) imported, so a page pays for it only when a player is near.
 */
import { useEffect, useRef, useState } from 'react';
import { formatDuration } from '../../shared/format/duration';
import type { PlayerVideo, VideoAdSettings, VideoEndpoints } from '../../shared/video/playerProps';
import { useMoment } from '../runtime/when';
import { embedPoster } from './embedPoster';
import { VideoDuration } from './VideoDuration';

export interface VideoPlayerProps {
  /** The figure's id and the player's key in the video store (shared/video/playerProps playerElementId). */
  playerId: string;
  video: PlayerVideo;
  endpoints: VideoEndpoints;
  /** The video ad tag's server-side parts; undefined when the page has no video ads. */
  ad?: VideoAdSettings;
  /** A video page's player or an embed in an article body (which shows title and duration). */
  variant: 'page' | 'embed';
  /** The reserved box (the poster's size; CSS keeps the aspect ratio). */
  width: number;
  height: number;
}

export const CLOSE_STICKY_LABEL = 'Close the floating video';

export function VideoPlayer({ playerId, video, endpoints, ad, variant, width, height }: VideoPlayerProps) {
  const figureRef = useRef<HTMLElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const started = useMoment(video.autoplayType === 'AUTOPLAY' ? 'now' : 'visible', figureRef);
  // An embed's poster waits until the player is near and is sized for its frame on this screen
  // (a video page's poster is its largest picture and comes with the HTML).
  const [nearPoster, setNearPoster] = useState<string | undefined>(undefined);
  useEffect(() => {
    const stage = stageRef.current;
    if (variant !== 'embed' || !started || !stage) return;
    setNearPoster(embedPoster(video.posterWidths, stage.clientWidth * (window.devicePixelRatio || 1)));
  }, [variant, started, video.posterWidths]);

  useEffect(() => {
    const [figure, stage, media, close] = [figureRef.current, stageRef.current, videoRef.current, closeRef.current];
    if (!started || !figure || !stage || !media || !close || !video.src) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./playerController')
      .then(({ startPlayer }) => {
        if (!cancelled) stop = startPlayer({ figure, stage, video: media, close }, { playerId, video, endpoints, ad });
      })
      .catch((error: unknown) => console.error('Video player could not start', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [started, playerId, video, endpoints, ad]);

  const duration = formatDuration(video.duration);
  return (
    <figure ref={figureRef} className={`video-player video-player--${variant}`} id={playerId} data-video-id={video.id}>
      <div className="video-player__frame">
        <div ref={stageRef} className="video-player__stage">
          <video
            ref={videoRef}
            controls
            preload="none"
            playsInline
            poster={variant === 'embed' ? nearPoster : video.poster}
            width={width}
            height={height}
            aria-label={video.title}
          >
            {video.src ? <source src={video.src} type="video/mp4" /> : null}
            {video.captions ? (
              <track
                kind="captions"
                src={video.captions.src}
                srcLang={video.captions.srcLang}
                label={video.captions.label}
                default
              />
            ) : null}
          </video>
          <button ref={closeRef} type="button" className="video-player__close" aria-label={CLOSE_STICKY_LABEL} hidden>
            ×
          </button>
        </div>
      </div>
      {variant === 'embed' ? (
        <figcaption className="video-player__caption">
          {video.title}
          {duration ? (
            <>
              {' '}
              <span className="video-player__duration">
                <VideoDuration videoId={video.id} seconds={video.duration} />
              </span>
            </>
          ) : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
