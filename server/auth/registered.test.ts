import { describe, expect, it } from 'vitest';
import { PREVIOUS_LOGIN_COOKIE, SESSION_COOKIE, USER_COOKIE } from '../../shared/authConstants';
import { isRegistered } from './registered';

describe('isRegistered (spec 000 §6)', () => {
  it.each<[string, Record<string, string>, boolean]>([
    ['no cookies', {}, false],
    ['a user cookie', { [USER_COOKIE]: 'local|abc' }, true],
    ['a previous-login cookie', { [PREVIOUS_LOGIN_COOKIE]: '1' }, true],
    ['both', { [USER_COOKIE]: 'x', [PREVIOUS_LOGIN_COOKIE]: 'y' }, true],
    ['only a session cookie', { [SESSION_COOKIE]: 'a.b.c' }, false],
    ['an empty user cookie', { [USER_COOKIE]: '' }, false],
    ['a user cookie with control characters', { [USER_COOKIE]: 'a\u0000b' }, false],
    ['an oversized previous-login cookie', { [PREVIOUS_LOGIN_COOKIE]: 'x'.repeat(513) }, false],
  ])('%s', (_what, cookies, expected) => {
    expect(isRegistered(new Map(Object.entries(cookies)))).toBe(expected);
  });
});
