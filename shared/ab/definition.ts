/**
 * A/B test definitions (spec 000 §3: id, version, startDate, endDate, allocations of percentage
 * and bucket, criteria name), validated with the rules of 000 §5 and the messages of 000 §8.
 * A definition that breaks a rule is rejected as a whole, with every message that applies.
 */
import { z } from 'zod';
import { buildAllocationTable, excludedPercentage, type Allocation } from './allocation';
import { AB_LABEL_MAX_LENGTH, ALLOCATION_TABLE_SIZE, EXCLUDE_BUCKET, MAX_AB_TESTS } from './constants';
import { isCriteriaName, type AbCriteriaName } from './criteria';
import { formatLabel, TEST_BUCKET, TEST_ID, TEST_VERSION } from './label';
import { AB_MESSAGES } from './messages';

export interface AbTest {
  id: string;
  version: string;
  /** Milliseconds since the epoch. */
  startDate: number;
  endDate: number;
  allocations: readonly Allocation[];
  /** Null: the test runs on every page. */
  criteria: AbCriteriaName | null;
  /** The 100-entry allocation table, built once. */
  table: readonly string[];
}

export type AbTestValidation = { ok: true; test: AbTest } | { ok: false; id: string | undefined; errors: string[] };

type Read<T> = { value: T } | { error: string };

/** A field read by a plain function that answers a value or one spec message. */
function field<T>(read: (raw: unknown) => Read<T>) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): T => {
      const result = read(raw);
      if ('error' in result) {
        ctx.addIssue({ code: 'custom', message: result.error });
        return z.NEVER;
      }
      return result.value;
    });
}

function name(raw: unknown, start: RegExp, whole: RegExp, startError: string, charsError: string): Read<string> {
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 ? String(raw) : raw;
  if (typeof text !== 'string' || !start.test(text)) return { error: startError };
  return whole.test(text) ? { value: text } : { error: charsError };
}

const readId = (raw: unknown) => name(raw, /^[A-Za-z]/, TEST_ID, AB_MESSAGES.idStart, AB_MESSAGES.idChars);
const readVersion = (raw: unknown) =>
  name(raw, /^[A-Za-z0-9]/, TEST_VERSION, AB_MESSAGES.versionStart, AB_MESSAGES.versionChars);

function readBucket(raw: unknown): Read<string> {
  const bucket = typeof raw === 'string' ? raw : undefined;
  const checked = name(bucket, /^[A-Za-z]/, TEST_BUCKET, AB_MESSAGES.bucketStart, AB_MESSAGES.bucketChars);
  if ('value' in checked && checked.value === EXCLUDE_BUCKET) return { error: AB_MESSAGES.bucketReserved };
  return checked;
}

/** 001 §5: a date is valid only if it parses and is after the epoch. ISO text or `{ date }`. */
function readDate(error: string) {
  return (raw: unknown): Read<number> => {
    const text = typeof raw === 'object' && raw !== null && 'date' in raw ? (raw as { date: unknown }).date : raw;
    const ms = typeof text === 'string' && text.length <= 64 ? Date.parse(text) : Number.NaN;
    return Number.isFinite(ms) && ms > 0 ? { value: ms } : { error };
  };
}

function readAllocations(raw: unknown): Read<Allocation[]> {
  if (!Array.isArray(raw)) return { error: AB_MESSAGES.allocationsArray };
  if (raw.length > ALLOCATION_TABLE_SIZE) return { error: AB_MESSAGES.allocationsCount };
  const allocations: Allocation[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      return { error: AB_MESSAGES.allocationsArray };
    const { percentage, bucket } = item as { percentage?: unknown; bucket?: unknown };
    if (percentage === undefined || bucket === undefined) return { error: AB_MESSAGES.allocationsArray };
    if (
      typeof percentage !== 'number' ||
      !Number.isInteger(percentage) ||
      percentage < 0 ||
      percentage > ALLOCATION_TABLE_SIZE
    ) {
      return { error: AB_MESSAGES.allocationPercentage };
    }
    const checked = readBucket(bucket);
    if ('error' in checked) return checked;
    if (allocations.some((a) => a.bucket === checked.value)) return { error: AB_MESSAGES.bucketDuplicate };
    allocations.push({ bucket: checked.value, percentage });
  }
  const total = allocations.reduce((sum, a) => sum + a.percentage, 0);
  return total > ALLOCATION_TABLE_SIZE ? { error: AB_MESSAGES.allocationsTotal } : { value: allocations };
}

/** 000 §5: criteria may not be a boolean or an array. A name, `{ name }`, or absent. */
function readCriteria(raw: unknown): Read<AbCriteriaName | null> {
  if (raw === undefined || raw === null) return { value: null };
  if (typeof raw === 'boolean' || Array.isArray(raw)) return { error: AB_MESSAGES.criteriaType };
  const criteriaName = typeof raw === 'object' ? (raw as { name?: unknown }).name : raw;
  if (typeof criteriaName !== 'string' || criteriaName.length === 0) return { error: AB_MESSAGES.criteriaName };
  return isCriteriaName(criteriaName) ? { value: criteriaName } : { error: AB_MESSAGES.criteriaUnknown };
}

export const abTestSchema = z
  .object(
    {
      id: field(readId),
      version: field(readVersion),
      startDate: field(readDate(AB_MESSAGES.startDate)),
      endDate: field(readDate(AB_MESSAGES.endDate)),
      allocations: field(readAllocations),
      criteria: field(readCriteria),
    },
    { error: AB_MESSAGES.notAnObject },
  )
  .superRefine((test, ctx) => {
    if (test.endDate <= test.startDate) ctx.addIssue({ code: 'custom', message: AB_MESSAGES.dateOrder });
    // 000 §5: every label the test can give a visitor fits in 25 characters.
    const buckets = test.allocations.map((a) => a.bucket);
    if (excludedPercentage(test.allocations) > 0) buckets.push(EXCLUDE_BUCKET);
    if (
      buckets.some((bucket) => formatLabel({ id: test.id, version: test.version, bucket }).length > AB_LABEL_MAX_LENGTH)
    ) {
      ctx.addIssue({ code: 'custom', message: AB_MESSAGES.labelLength });
    }
  })
  .transform((test): AbTest => ({ ...test, table: buildAllocationTable(test.allocations) }));

function idOf(raw: unknown): string | undefined {
  const id = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id.slice(0, 100) : undefined;
}

export function validateAbTest(raw: unknown): AbTestValidation {
  const parsed = abTestSchema.safeParse(raw);
  if (parsed.success) return { ok: true, test: parsed.data };
  return { ok: false, id: idOf(raw), errors: [...new Set(parsed.error.issues.map((issue) => issue.message))] };
}

export interface AbTestRejection {
  /** Position in the list as received. */
  index: number;
  id: string | undefined;
  errors: string[];
}

export interface AbTestList {
  tests: AbTest[];
  rejected: AbTestRejection[];
}

/** Validates each definition; a second definition with an id already accepted is rejected. */
export function validateAbTests(raws: readonly unknown[]): AbTestList {
  const tests: AbTest[] = [];
  const rejected: AbTestRejection[] = [];
  raws.forEach((raw, index) => {
    if (index >= MAX_AB_TESTS) return void rejected.push({ index, id: idOf(raw), errors: [AB_MESSAGES.tooMany] });
    const result = validateAbTest(raw);
    if (!result.ok) return void rejected.push({ index, id: result.id, errors: result.errors });
    if (tests.some((test) => test.id === result.test.id))
      return void rejected.push({ index, id: result.test.id, errors: [AB_MESSAGES.idDuplicate] });
    tests.push(result.test);
  });
  return { tests, rejected };
}

/** 000 §4 "active": the test has started and not yet ended. */
export function isActive(test: AbTest, now: number): boolean {
  return test.startDate <= now && now < test.endDate;
}
