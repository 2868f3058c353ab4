import { describe, expect, it } from 'vitest';
import { PLAYER_STATE } from '../../shared/video/constants';
import { videoTrackingFields, type VideoTrackingSnapshot } from './trackingFields';

const snapshot: VideoTrackingSnapshot = {
  videoId: 'v1',
  title: 'T',
  playerId: 'p1',
  currentTime: 3.14159,
  duration: 8.0083,
  playerState: PLAYER_STATE.playing,
  videoState: 'muted',
  autoplayType: 'MANUAL',
  autoplay: false,
  muted: true,
};

describe('video tracking fields', () => {
  it('carries the video, player, position and the tracking state code', () => {
    expect(videoTrackingFields(snapshot)).toEqual({
      videoId: 'v1',
      videoTitle: 'T',
      playerId: 'p1',
      position: 3.1,
      duration: 8,
      playerState: 1,
      videoState: 'played',
      autoplay: false,
      autoplayType: 'MANUAL',
      muted: true,
    });
  });

  it('adds the quartile when one is reported; unknown times are null', () => {
    const fields = videoTrackingFields(
      { ...snapshot, currentTime: Number.NaN, duration: Infinity, playerState: PLAYER_STATE.paused },
      50,
    );
    expect(fields).toMatchObject({ position: null, duration: null, quartile: 50, videoState: 'stopped' });
    expect(videoTrackingFields({ ...snapshot, videoState: 'unplayed' }).videoState).toBe('unplayed');
  });
});
