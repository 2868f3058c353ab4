import { describe, expect, it } from 'vitest';
import { isActive, validateAbTest, validateAbTests } from './definition';
import { AB_MESSAGES } from './messages';

const valid = {
  id: 'char_count_test',
  version: '1',
  startDate: { date: '2026-01-01T00:00:00.000Z', timezone: 'UTC' },
  endDate: '2027-01-01T00:00:00Z',
  allocations: [
    { percentage: 28, bucket: 'control' },
    { percentage: 33, bucket: 'testA' },
    { percentage: 33, bucket: 'testB' },
    { percentage: 0, bucket: 'testC' },
  ],
  criteria: { name: 'articlePages' },
};

function errorsOf(patch: Record<string, unknown>): string[] {
  const result = validateAbTest({ ...valid, ...patch });
  return result.ok ? [] : result.errors;
}

describe('the spec messages (000 §8)', () => {
  it('quotes the two messages the spec gives', () => {
    expect(AB_MESSAGES.idStart).toBe('Test ID must start with an alpha character a-z or A-Z');
    expect(AB_MESSAGES.allocationsTotal).toBe('Total of all allocations for test cannot exceed 100');
    expect(AB_MESSAGES.labelLength).toBe('Test label id:version:bucket cannot exceed 25 characters');
  });
});

describe('validateAbTest', () => {
  it('accepts a definition that keeps every rule and builds its allocation table', () => {
    const result = validateAbTest(valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.test).toMatchObject({
      id: 'char_count_test',
      version: '1',
      startDate: Date.parse('2026-01-01T00:00:00Z'),
      endDate: Date.parse('2027-01-01T00:00:00Z'),
      criteria: 'articlePages',
    });
    expect(result.test.table).toHaveLength(100);
  });

  // One row per rule of 000 §5 (and per field of 000 §3), with the message it gives.
  it.each<[string, Record<string, unknown>, string]>([
    ['id starts with a digit', { id: '9lives' }, AB_MESSAGES.idStart],
    ['id starts with an underscore', { id: '_test' }, AB_MESSAGES.idStart],
    ['id is empty', { id: '' }, AB_MESSAGES.idStart],
    ['id is missing', { id: undefined }, AB_MESSAGES.idStart],
    ['id has a hyphen', { id: 'char-count' }, AB_MESSAGES.idChars],
    ['version starts with an underscore', { version: '_1' }, AB_MESSAGES.versionStart],
    ['version is missing', { version: undefined }, AB_MESSAGES.versionStart],
    ['version has a dot', { version: '1.2' }, AB_MESSAGES.versionChars],
    ['bucket starts with a digit', { allocations: [{ percentage: 50, bucket: '1st' }] }, AB_MESSAGES.bucketStart],
    ['bucket starts with an underscore', { allocations: [{ percentage: 50, bucket: '_a' }] }, AB_MESSAGES.bucketStart],
    ['bucket has a hyphen', { allocations: [{ percentage: 50, bucket: 'test-A' }] }, AB_MESSAGES.bucketChars],
    ['bucket is named exclude', { allocations: [{ percentage: 50, bucket: 'exclude' }] }, AB_MESSAGES.bucketReserved],
    [
      'two allocations share a bucket',
      {
        allocations: [
          { percentage: 10, bucket: 'a' },
          { percentage: 10, bucket: 'a' },
        ],
      },
      AB_MESSAGES.bucketDuplicate,
    ],
    ['allocations is not an array', { allocations: { control: 50 } }, AB_MESSAGES.allocationsArray],
    ['an allocation has no bucket', { allocations: [{ percentage: 50 }] }, AB_MESSAGES.allocationsArray],
    ['an allocation is not an object', { allocations: [50] }, AB_MESSAGES.allocationsArray],
    [
      'more allocations than table slots',
      { allocations: Array.from({ length: 101 }, (_, n) => ({ percentage: 0, bucket: `b${n}` })) },
      AB_MESSAGES.allocationsCount,
    ],
    [
      'a percentage is not whole',
      { allocations: [{ percentage: 12.5, bucket: 'a' }] },
      AB_MESSAGES.allocationPercentage,
    ],
    ['a percentage is negative', { allocations: [{ percentage: -1, bucket: 'a' }] }, AB_MESSAGES.allocationPercentage],
    ['a percentage is text', { allocations: [{ percentage: '50', bucket: 'a' }] }, AB_MESSAGES.allocationPercentage],
    [
      'allocations total above 100',
      {
        allocations: [
          { percentage: 60, bucket: 'control' },
          { percentage: 41, bucket: 'testA' },
        ],
      },
      AB_MESSAGES.allocationsTotal,
    ],
    ['a bucket label above 25 characters', { version: '12' }, AB_MESSAGES.labelLength],
    [
      'the exclude label above 25 characters',
      { id: 'sem_precap_test', version: '10', allocations: [{ percentage: 50, bucket: 'a' }] },
      AB_MESSAGES.labelLength,
    ],
    ['criteria is a boolean', { criteria: true }, AB_MESSAGES.criteriaType],
    ['criteria is an array', { criteria: ['articlePages'] }, AB_MESSAGES.criteriaType],
    ['criteria has no name', { criteria: { kind: 'x' } }, AB_MESSAGES.criteriaName],
    ['criteria is a number', { criteria: 7 }, AB_MESSAGES.criteriaName],
    ['criteria is unknown', { criteria: 'moonPages' }, AB_MESSAGES.criteriaUnknown],
    ['start date does not parse', { startDate: 'soon' }, AB_MESSAGES.startDate],
    ['start date is the epoch', { startDate: '1970-01-01T00:00:00Z' }, AB_MESSAGES.startDate],
    ['end date is missing', { endDate: undefined }, AB_MESSAGES.endDate],
    ['end date before start date', { endDate: '2025-01-01T00:00:00Z' }, AB_MESSAGES.dateOrder],
  ])('rejects a definition whose %s', (_case, patch, message) => {
    expect(errorsOf(patch)).toEqual([message]);
  });

  it('allows a label of exactly 25 characters, a 0 % bucket and a total of exactly 100', () => {
    expect('char_count_test:1:exclude').toHaveLength(25);
    expect(errorsOf({})).toEqual([]);
    expect(
      errorsOf({
        allocations: [
          { percentage: 50, bucket: 'ctrl' },
          { percentage: 50, bucket: 'testA' },
        ],
        version: '123',
      }),
    ).toEqual([]);
  });

  it('accepts criteria as a plain name, and no criteria at all', () => {
    expect(errorsOf({ criteria: 'doorPages' })).toEqual([]);
    expect(errorsOf({ criteria: null })).toEqual([]);
    const result = validateAbTest({ ...valid, criteria: undefined });
    expect(result.ok && result.test.criteria).toBeNull();
  });

  it('gives each missing field its own message', () => {
    expect(validateAbTest({ allocations: [] })).toEqual({
      ok: false,
      id: undefined,
      errors: [AB_MESSAGES.idStart, AB_MESSAGES.versionStart, AB_MESSAGES.startDate, AB_MESSAGES.endDate],
    });
    expect(validateAbTest({})).toMatchObject({ errors: expect.arrayContaining([AB_MESSAGES.allocationsArray]) });
  });

  it('reads a definition without criteria as running on every page', () => {
    const { criteria: _criteria, ...withoutCriteria } = valid;
    const result = validateAbTest(withoutCriteria);
    expect(result.ok && result.test.criteria).toBeNull();
  });

  it('reads a whole-number version as text', () => {
    const result = validateAbTest({ ...valid, version: 3 });
    expect(result.ok && result.test.version).toBe('3');
  });

  it('reports every broken rule at once, and the id when there is one', () => {
    const result = validateAbTest({
      ...valid,
      version: '',
      criteria: false,
      allocations: [{ percentage: 101, bucket: 'a' }],
    });
    expect(result).toEqual({
      ok: false,
      id: 'char_count_test',
      errors: [AB_MESSAGES.versionStart, AB_MESSAGES.allocationPercentage, AB_MESSAGES.criteriaType],
    });
  });

  it.each([null, 'char_count_test', 42, [], true])('rejects %j as a definition without throwing', (raw) => {
    expect(validateAbTest(raw)).toEqual({ ok: false, id: undefined, errors: [AB_MESSAGES.notAnObject] });
  });
});

describe('validateAbTests', () => {
  it('keeps the valid definitions in order and reports the others with their position', () => {
    const list = validateAbTests([valid, { ...valid, id: '1bad' }, { ...valid, id: 'other' }, { ...valid }]);
    expect(list.tests.map((t) => t.id)).toEqual(['char_count_test', 'other']);
    expect(list.rejected).toEqual([
      { index: 1, id: '1bad', errors: [AB_MESSAGES.idStart] },
      { index: 3, id: 'char_count_test', errors: [AB_MESSAGES.idDuplicate] },
    ]);
  });

  it('rejects definitions past the 100th', () => {
    const list = validateAbTests(Array.from({ length: 102 }, (_, n) => ({ ...valid, id: `t${n}` })));
    expect(list.tests).toHaveLength(100);
    expect(list.rejected.map((r) => r.errors)).toEqual([[AB_MESSAGES.tooMany], [AB_MESSAGES.tooMany]]);
  });
});

describe('isActive', () => {
  const result = validateAbTest(valid);
  const test = result.ok ? result.test : undefined;
  it.each([
    ['before the start', '2025-12-31T23:59:59.999Z', false],
    ['at the start', '2026-01-01T00:00:00.000Z', true],
    ['during', '2026-06-01T00:00:00.000Z', true],
    ['at the end', '2027-01-01T00:00:00.000Z', false],
  ])('%s → %s', (_case, at, expected) => {
    expect(isActive(test!, Date.parse(at))).toBe(expected);
  });
});
