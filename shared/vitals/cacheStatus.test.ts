import { describe, expect, it } from 'vitest';
import { cacheStateOf, parseServerTiming } from './cacheStatus';

describe('cacheStateOf', () => {
  it.each([
    ['route;dur=0.1, render;dur=0;desc="cached"', 'hit'],
    ['render;dur=0;desc="not-modified"', 'hit'],
    ['route;dur=0.2, render;dur=3.1;desc="react-dom"', 'miss'],
    ['render;dur=1.2;desc=rows', 'miss'],
    ['route;dur=0.2, cache;dur=0.1;desc="article hit"', 'unknown'],
    ['', 'unknown'],
  ])('%s → %s', (header, state) => {
    expect(cacheStateOf(parseServerTiming(header))).toBe(state);
  });

  it('reads escaped descriptions', () => {
    expect(parseServerTiming('a;desc="x\\"y";dur=2')).toEqual([{ name: 'a', description: 'x"y' }]);
  });
});
