/**
 * Spec 000 §4 "Auth", the state machine of the Auth state (§3: fetchComplete, loggedIn, profile,
 * user), pure so each transition is unit-tested:
 *  - "Logged out becomes logged in when the user is set, and back when the user is unset or
 *    removed. Removing the user also clears the profile."
 *  - "fetchComplete becomes true when auth initialisation finishes."
 *  - "A new signup is detected when login_count is 1 or less."
 * The server builds the state of each request (server/middleware/auth.ts); the browser keeps its
 * own copy in client/auth/authStore.ts, driven by the same reducer.
 */
import { NEW_SIGNUP_MAX_LOGIN_COUNT } from '../authConstants';
import type { AuthState, AuthUser } from '../requestState';

export type AuthAction =
  /** The user is set (null unsets it: logged out, the profile stays). */
  | { type: 'setUser'; user: AuthUser | null }
  /** The user is removed: logged out and the profile cleared. */
  | { type: 'removeUser' }
  | { type: 'setProfile'; profile: Record<string, unknown> | null }
  /** Auth initialisation has finished (whatever its outcome). */
  | { type: 'fetchComplete' };

export const INITIAL_AUTH_STATE: AuthState = Object.freeze({
  fetchComplete: false,
  loggedIn: false,
  profile: null,
  user: null,
});

/** Each state written out in one shape: the server makes two per request, and a spread of the previous state was slow on Node 20 (decision 094). */
function authState(
  fetchComplete: boolean,
  loggedIn: boolean,
  profile: AuthState['profile'],
  user: AuthUser | null,
): AuthState {
  return { fetchComplete, loggedIn, profile, user };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'setUser':
      return authState(state.fetchComplete, action.user !== null, state.profile, action.user);
    case 'removeUser':
      return authState(state.fetchComplete, false, null, null);
    case 'setProfile':
      return authState(state.fetchComplete, state.loggedIn, action.profile, state.user);
    case 'fetchComplete':
      return state.fetchComplete ? state : authState(true, state.loggedIn, state.profile, state.user);
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}

/** Spec 000 §4: a new signup is a user whose login_count is 1 or less (a missing count is not a signup). */
export function isNewSignup(user: AuthUser | null): boolean {
  return user?.login_count !== undefined && user.login_count <= NEW_SIGNUP_MAX_LOGIN_COUNT;
}
