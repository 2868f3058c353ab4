import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './backoff';

describe('reconnect backoff (decision 015)', () => {
  const rows: Array<[attempt: number, hidden: boolean, random: number, delay: number]> = [
    [0, false, 0, 1_000],
    [1, false, 0, 2_000],
    [2, false, 0, 4_000],
    [4, false, 0, 16_000],
    [5, false, 0, 30_000],
    [50, false, 0, 30_000],
    [0, true, 0, 60_000],
    [5, true, 0, 60_000],
    [0, false, 0.5, 1_100],
    [0, false, 0.999, 1_200],
    [0, true, 1, 72_000],
    [-1, false, 0, 1_000],
    [Number.NaN, false, Number.NaN, 1_000],
    [Number.POSITIVE_INFINITY, false, 7, 1_200],
  ];
  it.each(rows)('attempt %s hidden %s random %s → %i ms', (attempt, hidden, random, delay) => {
    expect(reconnectDelayMs(attempt, hidden, random)).toBe(delay);
  });

  it('is longer while the tab is hidden, for every attempt', () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(reconnectDelayMs(attempt, true, 0)).toBeGreaterThan(reconnectDelayMs(attempt, false, 0));
    }
  });
});
