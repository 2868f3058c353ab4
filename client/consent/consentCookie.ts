/**
 * The reader's consent choice as a first-party cookie (001 §3 privacy categories). The value
 * lists every category with 1 (granted) or 0, e.g. `v1:C0001:1|C0002:0|C0003:1|C0004:0|C0005:0`.
 * No cookie means the reader has not decided yet (the banner shows). C0001 critical is always
 * granted. A value that does not parse counts as undecided, so the reader is asked again rather
 * than assumed to agree.
 */
import { CONSENT_CATEGORY_IDS, grantedCategories } from '../../shared/scripts/consentCategories';
import type { ConsentCategory } from '../../shared/scripts/consentCategories';

export const CONSENT_COOKIE = 'neutron_consent';
/** Open value: a choice is kept for 180 days, then the reader is asked again. */
export const CONSENT_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
const VERSION = 'v1';

export interface ConsentChoice {
  /** True once the reader accepted, rejected or saved a customised choice. */
  decided: boolean;
  /** Granted categories (always includes C0001). */
  granted: ConsentCategory[];
}

export const UNDECIDED: ConsentChoice = Object.freeze({ decided: false, granted: grantedCategories([]) });

export function serializeConsent(granted: readonly ConsentCategory[]): string {
  const set = new Set(grantedCategories(granted));
  return `${VERSION}:${CONSENT_CATEGORY_IDS.map((id) => `${id}:${set.has(id) ? 1 : 0}`).join('|')}`;
}

export function parseConsent(value: string | undefined): ConsentChoice {
  if (!value || !value.startsWith(`${VERSION}:`)) return UNDECIDED;
  const granted: string[] = [];
  for (const part of value.slice(VERSION.length + 1).split('|')) {
    const match = /^(C\d{4}):([01])$/.exec(part);
    if (!match) return UNDECIDED;
    if (match[2] === '1') granted.push(match[1]!);
  }
  return { decided: true, granted: grantedCategories(granted) };
}

/** The cookie's value from a `document.cookie` string. */
export function consentCookieValue(cookieHeader: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name === CONSENT_COOKIE) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
