/**
 * The browser's Auth state (spec 000 §3: fetchComplete, loggedIn, profile, user), moved only by
 * the transitions of shared/auth/authState.ts. Subscribable (useSyncExternalStore-shaped).
 *
 * Loaded only with the code that needs it, never for anonymous readers (decision 041): for them
 * initialisation has nothing to do, so a store loaded on their page starts logged out and
 * complete. The startup code (client/auth/authStartup.ts) begins from the initial state and
 * completes it; from then on <html data-auth-client> says logged-in or logged-out.
 */
import { authReducer, INITIAL_AUTH_STATE, type AuthAction } from '../../shared/auth/authState';
import type { AuthState } from '../../shared/requestState';

export const AUTH_CLIENT_ATTRIBUTE = 'data-auth-client';

let state: AuthState = authReducer(INITIAL_AUTH_STATE, { type: 'fetchComplete' });
const listeners = new Set<() => void>();

function set(next: AuthState): void {
  if (next === state) return;
  state = next;
  if (state.fetchComplete)
    document.documentElement.setAttribute(AUTH_CLIENT_ATTRIBUTE, state.loggedIn ? 'logged-in' : 'logged-out');
  for (const listener of listeners) listener();
}

export const authStore = {
  get: (): AuthState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Auth initialisation starts (client/auth/authStartup.ts): back to the initial state until it finishes. */
  begin(): void {
    set(INITIAL_AUTH_STATE);
  },
  dispatch(action: AuthAction): void {
    set(authReducer(state, action));
  },
};
