import { describe, expect, it } from 'vitest';
import type { AuthState, AuthUser } from '../requestState';
import { authReducer, INITIAL_AUTH_STATE, isNewSignup } from './authState';

const USER: AuthUser = { sub: 'reader-1', email: { email: 'reader1@example.com' }, login_count: 4 };
const PROFILE = { displayName: 'Reader One', newsletters: ['daily'] };
const signedIn: AuthState = { fetchComplete: true, loggedIn: true, profile: PROFILE, user: USER };

describe('auth state transitions (spec 000 §4)', () => {
  it('starts logged out, not fetched, with no user and no profile', () => {
    expect(INITIAL_AUTH_STATE).toEqual({ fetchComplete: false, loggedIn: false, profile: null, user: null });
  });

  it('logged out becomes logged in when the user is set', () => {
    expect(authReducer(INITIAL_AUTH_STATE, { type: 'setUser', user: USER })).toEqual({
      fetchComplete: false,
      loggedIn: true,
      profile: null,
      user: USER,
    });
  });

  it('logged in becomes logged out when the user is unset (the profile stays)', () => {
    expect(authReducer(signedIn, { type: 'setUser', user: null })).toEqual({
      fetchComplete: true,
      loggedIn: false,
      profile: PROFILE,
      user: null,
    });
  });

  it('logged in becomes logged out when the user is removed, and the profile is cleared', () => {
    expect(authReducer(signedIn, { type: 'removeUser' })).toEqual({
      fetchComplete: true,
      loggedIn: false,
      profile: null,
      user: null,
    });
  });

  it('sets and clears the profile without touching the user', () => {
    const withProfile = authReducer({ ...signedIn, profile: null }, { type: 'setProfile', profile: PROFILE });
    expect(withProfile).toEqual(signedIn);
    expect(authReducer(withProfile, { type: 'setProfile', profile: null })).toEqual({ ...signedIn, profile: null });
  });

  it('fetchComplete becomes true when initialisation finishes, and stays true', () => {
    const done = authReducer(INITIAL_AUTH_STATE, { type: 'fetchComplete' });
    expect(done).toEqual({ ...INITIAL_AUTH_STATE, fetchComplete: true });
    expect(authReducer(done, { type: 'fetchComplete' })).toBe(done);
    expect(authReducer(done, { type: 'removeUser' }).fetchComplete).toBe(true);
  });

  it('never changes the state it is given', () => {
    const before = structuredClone(signedIn);
    authReducer(signedIn, { type: 'removeUser' });
    expect(signedIn).toEqual(before);
  });
});

describe('new signup (spec 000 §4: login_count 1 or less)', () => {
  it.each([
    [0, true],
    [1, true],
    [2, false],
    [40, false],
  ])('login_count %i → %s', (count, expected) => {
    expect(isNewSignup({ sub: 's', login_count: count })).toBe(expected);
  });

  it('is not a signup without a user or a count', () => {
    expect(isNewSignup(null)).toBe(false);
    expect(isNewSignup({ sub: 's' })).toBe(false);
  });
});
