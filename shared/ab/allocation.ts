/**
 * The 100-entry allocation table (spec 000 §4, §9): each allocation fills as many slots as its
 * percentage, in the order the definition lists them; the slots left over are `exclude`.
 * A bucket is the slot a uniform random draw lands on.
 */
import { ALLOCATION_TABLE_SIZE, EXCLUDE_BUCKET } from './constants';

export interface Allocation {
  bucket: string;
  /** Whole percent, 0–100. */
  percentage: number;
}

/** A source of uniform numbers in [0, 1): Math.random in production, a seeded generator in tests. */
export type RandomSource = () => number;

/** Assumes validated allocations (whole percentages, total ≤ 100); extra slots are ignored. */
export function buildAllocationTable(allocations: readonly Allocation[]): readonly string[] {
  const table: string[] = [];
  for (const { bucket, percentage } of allocations) {
    for (let n = 0; n < percentage && table.length < ALLOCATION_TABLE_SIZE; n++) table.push(bucket);
  }
  while (table.length < ALLOCATION_TABLE_SIZE) table.push(EXCLUDE_BUCKET);
  return table;
}

/** The slot for one draw; a source that misbehaves (NaN, out of range) still lands on a slot. */
export function slotFor(random: RandomSource): number {
  const value = random();
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(ALLOCATION_TABLE_SIZE - 1, Math.floor(value * ALLOCATION_TABLE_SIZE));
}

export function drawBucket(table: readonly string[], random: RandomSource): string {
  return table[slotFor(random)] ?? EXCLUDE_BUCKET;
}

/** The share of visitors no allocation takes, in whole percent. */
export function excludedPercentage(allocations: readonly Allocation[]): number {
  const total = allocations.reduce((sum, { percentage }) => sum + percentage, 0);
  return Math.max(0, ALLOCATION_TABLE_SIZE - total);
}
