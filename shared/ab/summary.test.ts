import { describe, expect, it } from 'vitest';
import { validateAbTests } from './definition';
import { summarizeAbTests } from './summary';

const day = 86_400_000;
const now = Date.parse('2026-11-22T00:00:00Z');
const at = (offsetDays: number) => new Date(now + offsetDays * day).toISOString();

describe('summarizeAbTests', () => {
  it('lists the active tests with their allocations and the excluded share', () => {
    const { tests } = validateAbTests([
      {
        id: 'char_count_test',
        version: '1',
        startDate: at(-10),
        endDate: at(10),
        allocations: [
          { percentage: 28, bucket: 'control' },
          { percentage: 33, bucket: 'testA' },
          { percentage: 33, bucket: 'testB' },
          { percentage: 0, bucket: 'testC' },
        ],
        criteria: 'articlePages',
      },
      {
        id: 'expired',
        version: '1',
        startDate: at(-30),
        endDate: at(-1),
        allocations: [{ percentage: 50, bucket: 'a' }],
      },
      { id: 'later', version: '1', startDate: at(1), endDate: at(30), allocations: [{ percentage: 50, bucket: 'a' }] },
    ]);
    expect(summarizeAbTests(tests, now)).toEqual([
      {
        id: 'char_count_test',
        version: '1',
        startDate: at(-10),
        endDate: at(10),
        criteria: 'articlePages',
        allocations: [
          { bucket: 'control', percentage: 28 },
          { bucket: 'testA', percentage: 33 },
          { bucket: 'testB', percentage: 33 },
          { bucket: 'testC', percentage: 0 },
        ],
        excludedPercentage: 6,
      },
    ]);
  });
});
