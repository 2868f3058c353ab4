import { describe, expect, it } from 'vitest';
import {
  PLAYER_STATE,
  VIDEO_STATES,
  type PlayerStateCode,
  type TrackingVideoState,
  type VideoState,
} from '../../shared/video/constants';
import { INITIAL_VIDEO_STATE, nextVideoState, trackingVideoState, type VideoStateEvent } from './videoState';

describe('video states (001 §3)', () => {
  it('are unplayed, muted, unmuted, completed and start unplayed', () => {
    expect(VIDEO_STATES).toEqual(['unplayed', 'muted', 'unmuted', 'completed']);
    expect(INITIAL_VIDEO_STATE).toBe('unplayed');
  });

  const rows: Array<[from: VideoState, event: VideoStateEvent, to: VideoState]> = [
    ['unplayed', { type: 'play', muted: true }, 'muted'],
    ['unplayed', { type: 'play', muted: false }, 'unmuted'],
    ['muted', { type: 'volumechange', muted: false }, 'unmuted'],
    ['unmuted', { type: 'volumechange', muted: true }, 'muted'],
    ['unplayed', { type: 'volumechange', muted: false }, 'unplayed'],
    ['completed', { type: 'volumechange', muted: true }, 'completed'],
    ['muted', { type: 'ended' }, 'completed'],
    ['unmuted', { type: 'ended' }, 'completed'],
    ['unplayed', { type: 'ended' }, 'unplayed'],
    ['completed', { type: 'play', muted: false }, 'unmuted'],
    ['completed', { type: 'reset' }, 'unplayed'],
    ['muted', { type: 'reset' }, 'unplayed'],
  ];
  it.each(rows)('%s + %o → %s', (from, event, to) => {
    expect(nextVideoState(from, event)).toBe(to);
  });
});

describe('tracking video state (001 §3)', () => {
  const rows: Array<[videoState: VideoState, player: PlayerStateCode, tracked: TrackingVideoState]> = [
    ['unplayed', PLAYER_STATE.loading, 'unplayed'],
    ['unplayed', PLAYER_STATE.playing, 'unplayed'],
    ['muted', PLAYER_STATE.playing, 'played'],
    ['unmuted', PLAYER_STATE.buffering, 'played'],
    ['unmuted', PLAYER_STATE.paused, 'stopped'],
    ['muted', PLAYER_STATE.stopped, 'stopped'],
    ['muted', PLAYER_STATE.empty, 'stopped'],
    ['completed', PLAYER_STATE.stopped, 'completed'],
  ];
  it.each(rows)('%s at %i → %s', (videoState, player, tracked) => {
    expect(trackingVideoState(videoState, player)).toBe(tracked);
  });
});
