import { describe, expect, it } from 'vitest';
import { createWatchThrottle, WATCHED_INTERVAL_S } from './watchThrottle';

/** Feeds timeupdates every `step` seconds from `from` to `to`; counts the heartbeats. */
function play(throttle: ReturnType<typeof createWatchThrottle>, from: number, to: number, step = 0.25): number {
  let beats = 0;
  for (let t = from; t <= to + 1e-9; t += step) if (throttle.update(t)) beats++;
  return beats;
}

describe('videoWatched.v1 throttle', () => {
  it('sends one heartbeat per interval of played content, not one per timeupdate', () => {
    const throttle = createWatchThrottle();
    expect(play(throttle, 0, WATCHED_INTERVAL_S - 0.5)).toBe(0);
    expect(play(throttle, WATCHED_INTERVAL_S - 0.25, 3 * WATCHED_INTERVAL_S)).toBe(3);
  });

  it('counts media time, so fast playback (larger steps) still beats per played interval', () => {
    expect(play(createWatchThrottle(), 0, 2 * WATCHED_INTERVAL_S, 1)).toBe(2);
  });

  it('does not count a seek forward or backward as played time', () => {
    const throttle = createWatchThrottle();
    expect(play(throttle, 0, 2)).toBe(0);
    expect(throttle.update(500)).toBe(false);
    expect(throttle.update(1)).toBe(false);
    expect(play(throttle, 1.25, 8)).toBe(0);
    expect(play(throttle, 8.25, 9)).toBe(1);
  });

  it('starts a new run after jump() and from nothing after reset()', () => {
    const throttle = createWatchThrottle(1);
    throttle.update(0);
    throttle.update(0.75);
    throttle.jump();
    expect(throttle.update(0.9)).toBe(false);
    expect(throttle.update(1.2)).toBe(true);
    throttle.reset();
    expect(throttle.update(1.9)).toBe(false);
    expect(throttle.update(Number.NaN)).toBe(false);
  });
});
