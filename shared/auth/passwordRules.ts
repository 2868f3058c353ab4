/**
 * Spec 000 §5: "Password: checks length, letter count, number count and special-character run
 * against minimums. The special minimum applies only if above 0. The result has
 * isValidPasswordLength, isValidPasswordLetters, isValidPasswordNumbers,
 * isValidPasswordSpecialChars and meetsReqs. Configured requirement: minimum length 6, at least
 * 1 letter, 1 number and 1 special character."
 */
export interface PasswordRequirements {
  minLength: number;
  minLetters: number;
  minNumbers: number;
  minSpecialChars: number;
}

export interface PasswordCheck {
  isValidPasswordLength: boolean;
  isValidPasswordLetters: boolean;
  isValidPasswordNumbers: boolean;
  isValidPasswordSpecialChars: boolean;
  meetsReqs: boolean;
}

/** 000 §5 "Configured requirement". */
export const PASSWORD_REQUIREMENTS: PasswordRequirements = Object.freeze({
  minLength: 6,
  minLetters: 1,
  minNumbers: 1,
  minSpecialChars: 1,
});

/** Longest password accepted (ours): beyond this a password is a denial-of-service, not a secret. */
export const PASSWORD_MAX_LENGTH = 128;

const LETTERS = /\p{L}/gu;
const NUMBERS = /\p{N}/gu;
/** Anything that is neither a letter, a number nor white space. */
const SPECIAL_RUN = /[^\p{L}\p{N}\s]+/gu;

function count(value: string, pattern: RegExp): number {
  return value.match(pattern)?.length ?? 0;
}

/** The longest run of consecutive special characters ("special-character run"). */
function longestSpecialRun(value: string): number {
  return Math.max(0, ...(value.match(SPECIAL_RUN) ?? []).map((run) => [...run].length));
}

export function checkPassword(
  password: string,
  requirements: PasswordRequirements = PASSWORD_REQUIREMENTS,
): PasswordCheck {
  const length = [...password].length;
  const isValidPasswordLength = length >= requirements.minLength && length <= PASSWORD_MAX_LENGTH;
  const isValidPasswordLetters = count(password, LETTERS) >= requirements.minLetters;
  const isValidPasswordNumbers = count(password, NUMBERS) >= requirements.minNumbers;
  const isValidPasswordSpecialChars =
    requirements.minSpecialChars > 0 ? longestSpecialRun(password) >= requirements.minSpecialChars : true;
  return {
    isValidPasswordLength,
    isValidPasswordLetters,
    isValidPasswordNumbers,
    isValidPasswordSpecialChars,
    meetsReqs: isValidPasswordLength && isValidPasswordLetters && isValidPasswordNumbers && isValidPasswordSpecialChars,
  };
}

/** What each rule asks, in the reader's words (join form, modal). */
export const PASSWORD_RULE_TEXT: Readonly<Record<Exclude<keyof PasswordCheck, 'meetsReqs'>, string>> = {
  isValidPasswordLength: `At least ${PASSWORD_REQUIREMENTS.minLength} characters`,
  isValidPasswordLetters: `At least ${PASSWORD_REQUIREMENTS.minLetters} letter`,
  isValidPasswordNumbers: `At least ${PASSWORD_REQUIREMENTS.minNumbers} number`,
  isValidPasswordSpecialChars: `At least ${PASSWORD_REQUIREMENTS.minSpecialChars} special character`,
};
