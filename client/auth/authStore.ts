/**
 * The browser's Auth state (spec 000 §3: fetchComplete, loggedIn, profile, user), moved only by
 * the transitions of shared/auth/authState.ts. Subscribable (useSyncExternalStore-shaped). Once
 * initialisation is complete, <html> carries `data-auth-client` (logged-in or logged-out) so
 * tests and styles can tell what the client runtime found.
 */
import { authReducer, INITIAL_AUTH_STATE, type AuthAction } from '../../shared/auth/authState';
import type { AuthState } from '../../shared/requestState';

export const AUTH_CLIENT_ATTRIBUTE = 'data-auth-client';

let state: AuthState = INITIAL_AUTH_STATE;
const listeners = new Set<() => void>();

export const authStore = {
  get: (): AuthState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  dispatch(action: AuthAction): void {
    const next = authReducer(state, action);
    if (next === state) return;
    state = next;
    if (state.fetchComplete) document.documentElement.setAttribute(AUTH_CLIENT_ATTRIBUTE, state.loggedIn ? 'logged-in' : 'logged-out');
    for (const listener of listeners) listener();
  },
};
