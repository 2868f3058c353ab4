import { describe, expect, it } from 'vitest';
import { embedPoster } from './embedPoster';

const POSTERS = [
  { width: 640, src: 'p640' },
  { width: 1024, src: 'p1024' },
  { width: 1600, src: 'p1600' },
];

describe('embedPoster', () => {
  it('picks the narrowest poster that fills the frame at the screen’s density', () => {
    expect(embedPoster(POSTERS, 358 * 1.75)).toBe('p640'); // a phone's column at 1.75×
    expect(embedPoster(POSTERS, 358 * 3)).toBe('p1600'); // the same column at 3×
    expect(embedPoster(POSTERS, 700)).toBe('p1024'); // a desktop column at 1×
    expect(embedPoster(POSTERS, 640)).toBe('p640');
  });

  it('takes the widest for a frame wider than every poster, in any order given, and nothing without posters', () => {
    expect(embedPoster([...POSTERS].reverse(), 2400)).toBe('p1600');
    expect(embedPoster([], 400)).toBeUndefined();
    expect(embedPoster(undefined, 400)).toBeUndefined();
  });
});
