/**
 * Spec 000 §4: "The sign-in strategy is remembered in local storage; when set, the user is fetched
 * at startup." §8: "'error fetching user' clears the stored strategy." Storage may be missing or
 * throw (private modes, quotas): then nothing is remembered and nothing is fetched. The checks
 * every page makes at startup; writing the strategy is client/auth/rememberStrategy.ts (loaded
 * only with the modal or the startup code).
 */
import { SIGN_IN_STRATEGY_STORAGE_KEY } from '../../shared/authConstants';

export function storedStrategy(): string | null {
  try {
    return window.localStorage.getItem(SIGN_IN_STRATEGY_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** A fragment that looks like an implicit return (`#access_token=…` or `#error=…`); read fully by shared/auth/implicitReturn.ts. */
export function looksLikeImplicitReturn(hash: string): boolean {
  return /^#(?:.*&)?(?:access_token|error)=/.test(hash);
}
