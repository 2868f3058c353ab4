import { describe, expect, it } from 'vitest';
import type { PlayerVideo } from '../../shared/video/playerProps';
import {
  continuePlaylistWith,
  playerOfVideo,
  registerPlayer,
  takeContinuation,
  unregisterPlayer,
  updatePlayer,
  videoStore,
} from './videoStore';

const video = (id: string): PlayerVideo => ({ id, title: `Video ${id}`, autoplayType: 'MANUAL', suppressAds: false });

describe('video store: players by video, the played duration, the Up next note', () => {
  it('finds the player of a video and the duration of its file once known', () => {
    registerPlayer('p1', video('a'));
    expect(playerOfVideo(videoStore(), 'a')?.mediaDuration).toBeNull();
    updatePlayer('p1', { mediaDuration: 8 });
    expect(playerOfVideo(videoStore(), 'a')?.mediaDuration).toBe(8);
    expect(playerOfVideo(videoStore(), 'b')).toBeUndefined();
    unregisterPlayer('p1');
    expect(playerOfVideo(videoStore(), 'a')).toBeUndefined();
  });

  it('hands the countdown note to that video only, once; Cancel clears it', () => {
    continuePlaylistWith('b');
    expect(takeContinuation('a')).toBe(false);
    expect(takeContinuation('b')).toBe(true);
    expect(takeContinuation('b')).toBe(false);
    continuePlaylistWith('c');
    continuePlaylistWith(null);
    expect(takeContinuation('c')).toBe(false);
  });
});
