import {
  PLAYER_STATE,
  type PlayerStateCode,
  type TrackingVideoState,
  type VideoState,
} from '../../shared/video/constants';

/**
 * Video state (spec 001 §3 / §4: unplayed, muted, unmuted, completed). A video starts unplayed;
 * playing makes it muted or unmuted by the element's muted flag, a volume change switches
 * between the two once it has played, ending completes it, and a new video resets it.
 * The transitions are our reading (decision 017).
 */
export type VideoStateEvent =
  { type: 'play'; muted: boolean } | { type: 'volumechange'; muted: boolean } | { type: 'ended' } | { type: 'reset' };

export const INITIAL_VIDEO_STATE: VideoState = 'unplayed';

export function nextVideoState(current: VideoState, event: VideoStateEvent): VideoState {
  switch (event.type) {
    case 'play':
      return event.muted ? 'muted' : 'unmuted';
    case 'volumechange':
      if (current === 'unplayed' || current === 'completed') return current;
      return event.muted ? 'muted' : 'unmuted';
    case 'ended':
      return current === 'unplayed' ? current : 'completed';
    case 'reset':
      return INITIAL_VIDEO_STATE;
  }
}

/**
 * 001 §3: "Tracking maps video states to the codes unplayed, played, stopped, completed".
 * A video that has played reads played while it plays or buffers, stopped otherwise.
 */
export function trackingVideoState(videoState: VideoState, playerState: PlayerStateCode): TrackingVideoState {
  switch (videoState) {
    case 'unplayed':
      return 'unplayed';
    case 'completed':
      return 'completed';
    case 'muted':
    case 'unmuted':
      return playerState === PLAYER_STATE.playing || playerState === PLAYER_STATE.buffering ? 'played' : 'stopped';
  }
}
