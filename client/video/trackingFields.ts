/**
 * The fields every video tracking event carries (001 §7 "Video tracking event map"; §3 "Tracking
 * maps video states to the codes unplayed, played, stopped, completed"). The spec names the events,
 * not their payload: these fields are our choice (decision 020) — enough to tell which video, which
 * player, where in the video, and in which state.
 */
import type { AutoplayType, PlayerStateCode, VideoQuartile, VideoState } from '../../shared/video/constants';
import { trackingVideoState } from './videoState';

export interface VideoTrackingSnapshot {
  videoId: string;
  title: string;
  playerId: string;
  /** Seconds; NaN or infinite while unknown. */
  currentTime: number;
  duration: number;
  playerState: PlayerStateCode;
  videoState: VideoState;
  autoplayType: AutoplayType;
  autoplay: boolean;
  muted: boolean;
}

export type VideoTrackingFields = Record<string, string | number | boolean | null>;

const seconds = (value: number) => (Number.isFinite(value) && value >= 0 ? Math.round(value * 10) / 10 : null);

export function videoTrackingFields(snapshot: VideoTrackingSnapshot, quartile?: VideoQuartile): VideoTrackingFields {
  return {
    videoId: snapshot.videoId,
    videoTitle: snapshot.title,
    playerId: snapshot.playerId,
    position: seconds(snapshot.currentTime),
    duration: seconds(snapshot.duration),
    playerState: snapshot.playerState,
    videoState: trackingVideoState(snapshot.videoState, snapshot.playerState),
    autoplay: snapshot.autoplay,
    autoplayType: snapshot.autoplayType,
    muted: snapshot.muted,
    ...(quartile === undefined ? {} : { quartile }),
  };
}
