/**
 * The consent state in the browser: read from the consent cookie, changed by the consent
 * manager's banner, and observed by everything consent gates (third-party scripts, tracking,
 * ads, video ads). 001 §4: scripts "load only after the matching consent category is granted,
 * and later if consent changes" — `whenGranted` does exactly that.
 */
import { isCategoryGranted } from '../../shared/scripts/consentCategories';
import type { ConsentCategory } from '../../shared/scripts/consentCategories';
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_S,
  consentCookieValue,
  parseConsent,
  serializeConsent,
} from './consentCookie';
import type { ConsentChoice } from './consentCookie';

type Listener = (choice: ConsentChoice) => void;
const listeners = new Set<Listener>();

export function readConsent(): ConsentChoice {
  return parseConsent(typeof document === 'undefined' ? undefined : consentCookieValue(document.cookie));
}

export function isGranted(category: ConsentCategory | undefined): boolean {
  return isCategoryGranted(category, readConsent().granted);
}

/** Stores the reader's choice and tells every subscriber. */
export function saveConsent(granted: readonly ConsentCategory[]): ConsentChoice {
  // 001 §9 cookies: sameSite lax, secure, path /. (Browsers accept Secure on loopback http.)
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(serializeConsent(granted))}; Path=/; SameSite=Lax; Secure; Max-Age=${CONSENT_COOKIE_MAX_AGE_S}`;
  const choice = readConsent();
  for (const listener of [...listeners]) {
    try {
      listener(choice);
    } catch (error) {
      console.error('Consent listener failed', error);
    }
  }
  return choice;
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `run` once the category is granted: now if it already is, else when the reader grants it. */
export function whenGranted(category: ConsentCategory | undefined, run: () => void): () => void {
  if (isGranted(category)) {
    run();
    return () => {};
  }
  const unsubscribe = subscribeConsent((choice) => {
    if (!isCategoryGranted(category, choice.granted)) return;
    unsubscribe();
    run();
  });
  return unsubscribe;
}
