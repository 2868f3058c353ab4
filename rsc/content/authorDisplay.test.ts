import { describe, expect, it } from 'vitest';
import { isValidAuthor, twitterHandle } from './authorDisplay';

describe('author rules (spec 000 §5, 001 §3)', () => {
  it.each([
    [{ username: 'jdoe' }, true],
    [{ username: '  ' }, false],
    [{}, false],
    [undefined, false],
  ])('author %j valid → %s', (author, expected) => {
    expect(isValidAuthor(author)).toBe(expected);
  });

  it.each([
    ['jdoe', '@jdoe'],
    ['@jdoe', '@jdoe'],
    [' jdoe ', '@jdoe'],
    ['', undefined],
    [undefined, undefined],
  ])('twitter %s → %s', (handle, expected) => {
    expect(twitterHandle(handle)).toBe(expected);
  });
});
