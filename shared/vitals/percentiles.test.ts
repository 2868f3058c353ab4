import { describe, expect, it } from 'vitest';
import { compareRuns, percentile, summarise } from './percentiles';

describe('percentile (nearest rank)', () => {
  it('picks the ranked value', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 75)).toBe(8);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 50)).toBe(5);
  });
  it('one value is every percentile; none is NaN', () => {
    expect(percentile([42], 75)).toBe(42);
    expect(percentile([42], 95)).toBe(42);
    expect(percentile([], 75)).toBeNaN();
  });
});

describe('summarise', () => {
  it('groups by page type × navigation × metric, ordered', () => {
    const rows = summarise([
      { pageType: 'article', navigation: 'soft', metric: 'LCP', value: 300 },
      { pageType: 'article', navigation: 'hard', metric: 'LCP', value: 900 },
      { pageType: 'article', navigation: 'hard', metric: 'LCP', value: 1100 },
      { pageType: 'article', navigation: 'hard', metric: 'TTFB', value: 20 },
      { pageType: 'door', navigation: 'hard', metric: 'CLS', value: 0.01 },
    ]);
    expect(rows.map((row) => [row.pageType, row.navigation, row.metric, row.count, row.p75, row.p95])).toEqual([
      ['article', 'hard', 'TTFB', 1, 20, 20],
      ['article', 'hard', 'LCP', 2, 1100, 1100],
      ['article', 'soft', 'LCP', 1, 300, 300],
      ['door', 'hard', 'CLS', 1, 0.01, 0.01],
    ]);
  });

  it('a comparison pairs rows of the same key', () => {
    const now = summarise([{ pageType: 'a', navigation: 'hard', metric: 'LCP', value: 10 }]);
    const then = summarise([
      { pageType: 'a', navigation: 'hard', metric: 'LCP', value: 20 },
      { pageType: 'b', navigation: 'hard', metric: 'LCP', value: 5 },
    ]);
    expect(compareRuns(now, then)).toEqual([{ ...now[0], before: { p75: 20, p95: 20 } }]);
    expect(compareRuns(now, [])[0]?.before).toBeUndefined();
  });
});
