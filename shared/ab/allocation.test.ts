import { describe, expect, it } from 'vitest';
import { buildAllocationTable, drawBucket, excludedPercentage, slotFor } from './allocation';

/** mulberry32: a small seeded generator, so the statistics below are the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const charCount = [
  { bucket: 'control', percentage: 28 },
  { bucket: 'testA', percentage: 33 },
  { bucket: 'testB', percentage: 33 },
  { bucket: 'testC', percentage: 0 },
];

function counts(table: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const bucket of table) out[bucket] = (out[bucket] ?? 0) + 1;
  return out;
}

describe('the 100-entry allocation table (000 §4, §9)', () => {
  it.each([
    ['char_count_test 28/33/33/0', charCount, { control: 28, testA: 33, testB: 33, exclude: 6 }],
    [
      '50/50',
      [
        { bucket: 'control', percentage: 50 },
        { bucket: 'testA', percentage: 50 },
      ],
      { control: 50, testA: 50 },
    ],
    [
      '45/45',
      [
        { bucket: 'control', percentage: 45 },
        { bucket: 'testA', percentage: 45 },
      ],
      { control: 45, testA: 45, exclude: 10 },
    ],
    ['no allocations', [], { exclude: 100 }],
    ['all to one bucket', [{ bucket: 'testA', percentage: 100 }], { testA: 100 }],
  ])('%s', (_case, allocations, expected) => {
    const table = buildAllocationTable(allocations);
    expect(table).toHaveLength(100);
    expect(counts(table)).toEqual(expected);
  });

  it('fills slots in allocation order, unallocated slots last', () => {
    const table = buildAllocationTable(charCount);
    expect([table[0], table[27], table[28], table[60], table[61], table[93], table[94], table[99]]).toEqual([
      'control',
      'control',
      'testA',
      'testA',
      'testB',
      'testB',
      'exclude',
      'exclude',
    ]);
  });

  it('reports the share left to exclude', () => {
    expect(excludedPercentage(charCount)).toBe(6);
    expect(excludedPercentage([{ bucket: 'a', percentage: 100 }])).toBe(0);
  });
});

describe('drawing a bucket', () => {
  const table = buildAllocationTable(charCount);

  it.each([
    [0, 'control'],
    [0.279, 'control'],
    [0.28, 'testA'],
    [0.94, 'exclude'],
    [0.999_999, 'exclude'],
  ])('random %s → %s', (value, bucket) => {
    expect(drawBucket(table, () => value)).toBe(bucket);
  });

  it.each([Number.NaN, -1, 1, 7, Number.POSITIVE_INFINITY])(
    'a misbehaving source (%s) still lands on a slot',
    (value) => {
      const slot = slotFor(() => value);
      expect(slot).toBeGreaterThanOrEqual(0);
      expect(slot).toBeLessThan(100);
    },
  );

  it('gives each bucket its allocation within 1 percentage point over 100,000 seeded draws', () => {
    const random = seeded(20_261_122);
    const draws = 100_000;
    const seen: Record<string, number> = {};
    for (let n = 0; n < draws; n++) {
      const bucket = drawBucket(table, random);
      seen[bucket] = (seen[bucket] ?? 0) + 1;
    }
    const expected = { control: 28, testA: 33, testB: 33, testC: 0, exclude: 6 };
    for (const [bucket, percentage] of Object.entries(expected)) {
      expect(Math.abs(((seen[bucket] ?? 0) / draws) * 100 - percentage)).toBeLessThanOrEqual(1);
    }
    expect(seen.testC).toBeUndefined();
  });
});
