import { describe, expect, it } from 'vitest';
import { PLAYER_STATE, type PlayerStateCode } from '../../shared/video/constants';
import { isPlayerStateCode, nextPlayerState } from './playerState';

const { empty, loading, stopped, playing, paused, buffering } = PLAYER_STATE;

describe('player state codes (001 §3)', () => {
  const rows: Array<[name: string, code: number]> = [
    ['empty', -2],
    ['loading', -1],
    ['stopped', 0],
    ['playing', 1],
    ['paused', 2],
    ['buffering', 3],
  ];
  it.each(rows)('%s is %i', (name, code) => {
    expect(PLAYER_STATE[name as keyof typeof PLAYER_STATE]).toBe(code);
    expect(isPlayerStateCode(code)).toBe(true);
  });
  it.each([4, -3, 0.5, '1', null, Number.NaN])('%s is not a code', (value) => {
    expect(isPlayerStateCode(value)).toBe(false);
  });
});

describe('player state transitions', () => {
  const rows: Array<[from: PlayerStateCode, event: string, to: PlayerStateCode]> = [
    [empty, 'loadstart', loading],
    [loading, 'loadedmetadata', stopped],
    [empty, 'canplay', stopped],
    [stopped, 'play', playing],
    [paused, 'playing', playing],
    [buffering, 'playing', playing],
    [playing, 'waiting', buffering],
    [playing, 'stalled', buffering],
    [paused, 'waiting', paused],
    [playing, 'pause', paused],
    [buffering, 'pause', paused],
    [loading, 'pause', loading],
    [playing, 'ended', stopped],
    [playing, 'error', empty],
    [paused, 'emptied', empty],
    [loading, 'abort', empty],
    [playing, 'loadedmetadata', playing],
    [paused, 'canplay', paused],
    [playing, 'seeked', playing],
    [paused, 'timeupdate', paused],
    [stopped, 'not-an-event', stopped],
  ];
  it.each(rows)('%i --%s--> %i', (from, event, to) => {
    expect(nextPlayerState(from, event)).toBe(to);
  });
});
