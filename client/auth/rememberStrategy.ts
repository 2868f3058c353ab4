/**
 * Spec 000 §4: the sign-in strategy is remembered in local storage (read by client/auth/strategy.ts
 * at startup); 000 §8: 'error fetching user' clears it. Storage may be missing or throw.
 */
import { SIGN_IN_STRATEGY_STORAGE_KEY } from '../../shared/authConstants';

/** The strategies a reader signs in with (the modal's two ways, and the implicit return). */
export type SignInStrategy = 'password' | 'facebook' | 'implicit';

export function rememberStrategy(strategy: SignInStrategy): void {
  try {
    window.localStorage.setItem(SIGN_IN_STRATEGY_STORAGE_KEY, strategy);
  } catch {
    // Not remembered: the sign-in itself still works.
  }
}

export function forgetStrategy(): void {
  try {
    window.localStorage.removeItem(SIGN_IN_STRATEGY_STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}
