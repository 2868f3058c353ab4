import { PLAYER_STATE, type PlayerStateCode } from '../../shared/video/constants';

/**
 * Player state transitions (spec 001 §3 "Video store": codes empty -2, loading -1, stopped 0,
 * playing 1, paused 2, buffering 3). The media element events that move the player between
 * codes are our reading (decision 017); any other event leaves the code unchanged.
 */
export const PLAYER_EVENTS = [
  'emptied',
  'loadstart',
  'loadedmetadata',
  'canplay',
  'play',
  'playing',
  'waiting',
  'stalled',
  'pause',
  'ended',
  'error',
  'abort',
] as const;
export type PlayerEvent = (typeof PLAYER_EVENTS)[number];

const CODES: readonly number[] = Object.values(PLAYER_STATE);

export function isPlayerStateCode(value: unknown): value is PlayerStateCode {
  return typeof value === 'number' && CODES.includes(value);
}

export function isPlayerEvent(value: string): value is PlayerEvent {
  return (PLAYER_EVENTS as readonly string[]).includes(value);
}

/** The code after `event`; an event not named in PLAYER_EVENTS changes nothing. */
export function nextPlayerState(current: PlayerStateCode, event: string): PlayerStateCode {
  if (!isPlayerEvent(event)) return current;
  switch (event) {
    case 'emptied':
    case 'error':
    case 'abort':
      return PLAYER_STATE.empty;
    case 'loadstart':
      return PLAYER_STATE.loading;
    case 'loadedmetadata':
    case 'canplay':
      // Metadata or data arriving while playing or paused does not stop the player.
      return current === PLAYER_STATE.empty || current === PLAYER_STATE.loading ? PLAYER_STATE.stopped : current;
    case 'play':
    case 'playing':
      return PLAYER_STATE.playing;
    case 'waiting':
    case 'stalled':
      return current === PLAYER_STATE.playing ? PLAYER_STATE.buffering : current;
    case 'pause':
      return current === PLAYER_STATE.empty || current === PLAYER_STATE.loading ? current : PLAYER_STATE.paused;
    case 'ended':
      return PLAYER_STATE.stopped;
  }
}
