import { describe, expect, it } from 'vitest';
import { videoTrackingName } from './trackingEvents';

describe('video tracking event map (001 §7)', () => {
  const rows: Array<[event: string, name: string | undefined]> = [
    ['loadedmetadata', 'videoLoaded.v1'],
    ['play', 'videoStarted.v1'],
    ['playing', 'videoPlayed.v1'],
    ['timeupdate', 'videoWatched.v1'],
    ['pause', 'videoPaused.v1'],
    ['error', 'videoInterrupted.v1'],
    ['seeked', undefined],
    ['ended', undefined],
    ['toString', undefined],
    ['__proto__', undefined],
    ['', undefined],
  ];
  it.each(rows)('%s → %s', (event, name) => {
    expect(videoTrackingName(event)).toBe(name);
  });
});
