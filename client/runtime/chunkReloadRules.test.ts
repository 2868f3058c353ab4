import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReloadForChunk } from './chunkReloadRules';

describe('chunk-load failure reload (at most once per 60 s)', () => {
  it.each([
    [
      Object.assign(new Error('Loading chunk 719 failed.\n(error: /static/client1.js)'), { name: 'ChunkLoadError' }),
      true,
    ],
    [new Error('Loading chunk client1 failed.'), true],
    [new Error('Loading CSS chunk 3 failed'), true],
    [new Error('Navigation to /x/ did not return a component payload (500)'), false],
    ['Loading chunk 1 failed', false],
    [null, false],
  ])('%s is a chunk-load error: %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });

  it.each([
    [null, 1_000_000, true],
    [1_000_000 - 60_000, 1_000_000, true],
    [1_000_000 - 59_999, 1_000_000, false],
    [1_000_000 + 5_000, 1_000_000, true],
    [Number.NaN, 1_000_000, true],
  ])('last reload %s, now %s → reload %s', (last, now, expected) => {
    expect(shouldReloadForChunk(last, now)).toBe(expected);
  });
});
