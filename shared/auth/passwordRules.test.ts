import { describe, expect, it } from 'vitest';
import { checkPassword, PASSWORD_MAX_LENGTH } from './passwordRules';

describe('checkPassword (spec 000 §5: minimum 6, 1 letter, 1 number, 1 special)', () => {
  it.each([
    ['a1!bcd', true, true, true, true, true],
    ['a1!bc', false, true, true, true, false],
    ['123456!', true, false, true, true, false],
    ['abcdef!', true, true, false, true, false],
    ['abc123', true, true, true, false, false],
    ['', false, false, false, false, false],
    ['pässwörd1 ', true, true, true, false, false],
    ['Reader1!', true, true, true, true, true],
  ])(
    '%j → length %s, letters %s, numbers %s, special %s, meetsReqs %s',
    (password, length, letters, numbers, special, meets) => {
      expect(checkPassword(password)).toEqual({
        isValidPasswordLength: length,
        isValidPasswordLetters: letters,
        isValidPasswordNumbers: numbers,
        isValidPasswordSpecialChars: special,
        meetsReqs: meets,
      });
    },
  );

  it('measures the longest special-character run against the minimum', () => {
    const rules = { minLength: 1, minLetters: 0, minNumbers: 0, minSpecialChars: 2 };
    expect(checkPassword('a!b!c', rules).isValidPasswordSpecialChars).toBe(false);
    expect(checkPassword('a!!b', rules).isValidPasswordSpecialChars).toBe(true);
  });

  it('applies the special minimum only when it is above 0', () => {
    expect(checkPassword('abc123', { minLength: 6, minLetters: 1, minNumbers: 1, minSpecialChars: 0 })).toMatchObject({
      isValidPasswordSpecialChars: true,
      meetsReqs: true,
    });
  });

  it('refuses a password longer than the ceiling', () => {
    expect(checkPassword(`a1!${'x'.repeat(PASSWORD_MAX_LENGTH)}`).isValidPasswordLength).toBe(false);
  });
});
