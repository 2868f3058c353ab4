/**
 * Spec 000 §4: "The sign-in strategy is remembered in local storage; when set, the user is fetched
 * at startup." §8: "'error fetching user' clears the stored strategy." Storage may be missing or
 * throw (private modes, quotas): then nothing is remembered and nothing is fetched.
 */
import { SIGN_IN_STRATEGY_STORAGE_KEY } from '../../shared/authConstants';

/** The strategies a reader signs in with (the modal's two ways, and the implicit return). */
export type SignInStrategy = 'password' | 'facebook' | 'implicit';

export function storedStrategy(): string | null {
  try {
    return window.localStorage.getItem(SIGN_IN_STRATEGY_STORAGE_KEY);
  } catch {
    return null;
  }
}

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

/** A fragment that looks like an implicit return (`#access_token=…` or `#error=…`); read fully by shared/auth/implicitReturn.ts. */
export function looksLikeImplicitReturn(hash: string): boolean {
  return /^#(?:.*&)?(?:access_token|error)=/.test(hash);
}
