import { describe, expect, it } from 'vitest';
import type { VideoQuartile } from '../../shared/video/constants';
import { completeQuartiles, createQuartileTracker, NO_QUARTILES, trackQuartiles } from './quartiles';

describe('quartile tracking (001 §4, §9)', () => {
  const rows: Array<[name: string, positions: number[], duration: number, reported: VideoQuartile[][]]> = [
    [
      'plays through, each once',
      [5, 25, 30, 50, 60, 75, 99, 100, 100],
      100,
      [[], [25], [], [50], [], [75], [], [100], []],
    ],
    ['just under a quartile reports nothing', [24.9], 100, [[]]],
    ['a seek forward reports every quartile passed, in order', [80], 100, [[25, 50, 75]]],
    ['a seek back and forward again repeats nothing', [55, 10, 55, 76], 100, [[25, 50], [], [], [75]]],
    ['position zero reports nothing', [0], 100, [[]]],
    ['zero duration reports nothing', [10], 0, [[]]],
    ['unknown duration (NaN) reports nothing', [10], Number.NaN, [[]]],
    ['live stream (Infinity) reports nothing', [10], Number.POSITIVE_INFINITY, [[]]],
    ['negative position reports nothing', [-5], 100, [[]]],
    [
      'fractional duration',
      [1.5, 3],
      3,
      [
        [25, 50],
        [75, 100],
      ],
    ],
  ];
  it.each(rows)('%s', (_name, positions, duration, expected) => {
    const tracker = createQuartileTracker();
    expect(positions.map((position) => tracker.update(position, duration))).toEqual(expected);
  });

  it('the end reports what is left, once', () => {
    const tracker = createQuartileTracker();
    expect(tracker.update(60, 100)).toEqual([25, 50]);
    expect(tracker.update(99.8, 100)).toEqual([75]);
    expect(tracker.ended()).toEqual([100]);
    expect(tracker.ended()).toEqual([]);
    expect(tracker.update(100, 100)).toEqual([]);
    expect(tracker.reported()).toEqual([25, 50, 75, 100]);
  });

  it('reset starts a new video from nothing', () => {
    const tracker = createQuartileTracker();
    tracker.update(100, 100);
    tracker.reset();
    expect(tracker.reported()).toEqual([]);
    expect(tracker.update(50, 100)).toEqual([25, 50]);
  });

  it('the pure steps do not change their input', () => {
    const first = trackQuartiles(NO_QUARTILES, 30, 100);
    expect(first.newly).toEqual([25]);
    expect(NO_QUARTILES.reported).toEqual([]);
    expect(completeQuartiles(first.progress).newly).toEqual([50, 75, 100]);
    expect(first.progress.reported).toEqual([25]);
  });
});
