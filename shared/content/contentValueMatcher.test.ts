import { describe, expect, it } from 'vitest';
import { matchesContentValues } from './contentValueMatcher';

describe('content-value matcher (spec 001 §5)', () => {
  it.each([
    ['both lists empty', ['a'], {}, true],
    ['a value in the disallowed list', ['a', 'b'], { allowed: ['a'], disallowed: ['b'] }, false],
    ['allowed list empty, nothing disallowed', ['a'], { disallowed: ['x'] }, true],
    ['some value allowed', ['a', 'b'], { allowed: ['b'] }, true],
    ['no value allowed', ['a'], { allowed: ['b'] }, false],
    ['empty value list, allowed list empty', [], { disallowed: ['x'] }, true],
    ['empty value list, allowed list set', [], { allowed: ['x'] }, false],
  ])('%s', (_, values, rule, expected) => {
    expect(matchesContentValues(values, rule)).toBe(expected);
  });
});
