import { describe, expect, it } from 'vitest';
import { SAMPLE_VIDEO } from '../media/catalog';
import { createWorld } from './world';

describe('video lengths in the local world', () => {
  const world = createWorld({ now: Date.parse('2026-11-01T12:00:00.000Z') });

  it('gives every video the length of the file it plays, in the catalogue, its files and its metadata', () => {
    expect(world.videos.length).toBeGreaterThan(0);
    for (const video of world.videos) {
      expect(video.duration, video.slug).toBe(SAMPLE_VIDEO.seconds);
      expect(video.metaData?.duration, video.slug).toBe(SAMPLE_VIDEO.seconds);
      for (const file of video.files ?? []) expect(file.duration, file.url).toBe(SAMPLE_VIDEO.seconds);
    }
  });

  it('titles no video with a length it does not have', () => {
    for (const video of world.videos) expect(video.title, video.slug).not.toMatch(/\b(minutes?|seconds?|hours?)\b/i);
  });
});
