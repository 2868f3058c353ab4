import { describe, expect, it } from 'vitest';
import { formatDuration, isoDuration } from './duration';

describe('formatDuration (001 §9: minutes:seconds)', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59.6, '1:00'],
    [61, '1:01'],
    [600, '10:00'],
    [4500, '75:00'],
  ])('%s s → %s', (seconds, expected) => expect(formatDuration(seconds)).toBe(expected));

  it.each([[undefined], [Number.NaN], [-1], [Number.POSITIVE_INFINITY]])('nothing for %s', (seconds) =>
    expect(formatDuration(seconds)).toBeUndefined(),
  );
});

describe('isoDuration', () => {
  it.each([
    [0, 'PT0S'],
    [45, 'PT45S'],
    [330, 'PT5M30S'],
    [600, 'PT10M'],
    [3725, 'PT1H2M5S'],
  ])('%s s → %s', (seconds, expected) => expect(isoDuration(seconds)).toBe(expected));

  it('nothing for a bad value', () => expect(isoDuration(-3)).toBeUndefined());
});
