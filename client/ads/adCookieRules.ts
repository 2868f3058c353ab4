/**
 * The three ad cookies of spec 001 §9 ("Ad cookie names cnet_ad, cnet_ad_ftag, pv"), and what the
 * ad targeting reads from them (decision 074). They are written by the browser only when it asks
 * for an ad, which happens only after targeting consent (C0004). Each feeds one key-value of
 * every ad request, so the ad server can target on it:
 *
 * | cookie | holds | lifetime | targeting key |
 * | --- | --- | --- | --- |
 * | cnet_ad | the reader's ad sub-session, 1–6 (001 §9 "6 sub-sessions"), drawn once | browser session | subses |
 * | cnet_ad_ftag | the first `ftag` campaign code the reader arrived with (first touch) | 30 days | ftag |
 * | pv | page views that asked for ads in this browser session | browser session | pv |
 *
 * Values are checked when read: a cookie that does not fit is ignored (and replaced), never
 * trusted and never fatal. Pure, so the rules are tested without a browser.
 */
import { AD_COOKIE, AD_FTAG_COOKIE, AD_PAGE_VIEW_COOKIE, AD_SUB_SESSIONS } from '../../shared/ads/constants';

/** Targeting keys the cookies feed (names ours). */
export const SUB_SESSION_TARGETING_KEY = 'subses';
export const FTAG_TARGETING_KEY = 'ftag';
export const PAGE_VIEWS_TARGETING_KEY = 'pv';

/** The address parameter carrying a campaign code (ours: the publisher's `?ftag=` links). */
export const FTAG_PARAM = 'ftag';
/** A campaign code: letters, digits, `-` and `_`, up to 40 characters (e.g. `CNM-16-10aac3a`). */
export const FTAG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;
/** First touch is remembered for 30 days (our choice). */
export const FTAG_MAX_AGE_S = 30 * 24 * 60 * 60;
/** The page-view count stops rising here (our choice: a bound on the cookie and the key-value). */
export const MAX_AD_PAGE_VIEWS = 9999;

export interface AdCookies {
  /** 1..AD_SUB_SESSIONS, or undefined when absent or not valid. */
  subSession?: number;
  ftag?: string;
  /** 0 when absent or not valid. */
  pageViews: number;
}

/** A cookie to write; no maxAge = a session cookie. */
export interface CookieWrite {
  name: string;
  value: string;
  maxAge?: number;
}

function cookieValues(cookieHeader: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (!values.has(name)) values.set(name, pair.slice(at + 1).trim());
  }
  return values;
}

/** The ad cookies from a `document.cookie` string; anything that does not fit reads as absent. */
export function readAdCookies(cookieHeader: string): AdCookies {
  const values = cookieValues(cookieHeader);
  const subSession = values.get(AD_COOKIE);
  const ftag = values.get(AD_FTAG_COOKIE);
  const pageViews = values.get(AD_PAGE_VIEW_COOKIE);
  const subSessionNumber = subSession !== undefined && /^\d$/.test(subSession) ? Number(subSession) : 0;
  return {
    subSession: subSessionNumber >= 1 && subSessionNumber <= AD_SUB_SESSIONS ? subSessionNumber : undefined,
    ftag: ftag !== undefined && FTAG_PATTERN.test(ftag) ? ftag : undefined,
    pageViews: pageViews !== undefined && /^\d{1,4}$/.test(pageViews) ? Number(pageViews) : 0,
  };
}

/** A campaign code from an address's query, or undefined when it has none that fits. */
export function ftagFromQuery(search: string): string | undefined {
  const value = new URLSearchParams(search).get(FTAG_PARAM);
  return value !== null && FTAG_PATTERN.test(value) ? value : undefined;
}

export interface AdCookieStep {
  /** The cookies as they are after this step. */
  cookies: AdCookies;
  /** What to write for that (nothing when nothing changed). */
  writes: CookieWrite[];
}

/**
 * What asking for ads does to the cookies:
 * - a missing or bad sub-session is drawn (`random` in [0, 1));
 * - the first valid `ftag` of an address is kept; a later one never replaces it;
 * - `newView` (the first ad request of a page view) counts one more page view.
 */
export function adCookieStep(
  current: AdCookies,
  input: { ftag?: string; newView: boolean; random: () => number },
): AdCookieStep {
  const writes: CookieWrite[] = [];
  let subSession = current.subSession;
  if (subSession === undefined) {
    subSession = Math.min(AD_SUB_SESSIONS, Math.floor(input.random() * AD_SUB_SESSIONS) + 1);
    writes.push({ name: AD_COOKIE, value: String(subSession) });
  }
  let ftag = current.ftag;
  if (ftag === undefined && input.ftag !== undefined && FTAG_PATTERN.test(input.ftag)) {
    ftag = input.ftag;
    writes.push({ name: AD_FTAG_COOKIE, value: ftag, maxAge: FTAG_MAX_AGE_S });
  }
  let pageViews = current.pageViews;
  if (input.newView && pageViews < MAX_AD_PAGE_VIEWS) {
    pageViews += 1;
    writes.push({ name: AD_PAGE_VIEW_COOKIE, value: String(pageViews) });
  }
  return { cookies: { subSession, ftag, pageViews }, writes };
}

/** The key-values the cookies add to an ad request (query overrides still win: they come later). */
export function adCookieTargeting(cookies: AdCookies): Record<string, string> {
  const targeting: Record<string, string> = {};
  if (cookies.subSession !== undefined) targeting[SUB_SESSION_TARGETING_KEY] = String(cookies.subSession);
  if (cookies.ftag !== undefined) targeting[FTAG_TARGETING_KEY] = cookies.ftag;
  if (cookies.pageViews > 0) targeting[PAGE_VIEWS_TARGETING_KEY] = String(cookies.pageViews);
  return targeting;
}
