/**
 * Click ids of affiliate links (spec 001 §9; decision 072). A server render is shared by many
 * readers, so it cannot hold a click id: an affiliate link is served as a link to the site's
 * own redirect path, `/go/?to={partner URL}`, where the partner URL holds the click-id slot
 * `{cid}` in its URL, sub-id and Amazon tracking tag. On a click the browser fills the slot
 * with a fresh id and goes straight to the partner (client/affiliate/clickIds.ts); without
 * JavaScript the redirect path fills it with a server-made id. Either way the partner never
 * sees __COM_CLICK_ID__ or the slot.
 */
import { AMAZON_HOSTS, NETWORK_SUB_ID_PARAMS } from './constants';
import { hostMatches } from './hosts';

export const AFFILIATE_REDIRECT_PATH = '/go/';
export const AFFILIATE_TARGET_PARAM = 'to';
/** Where the click id goes in a served partner URL (never sent to a partner). */
export const CLICK_ID_SLOT = '{cid}';
const ENCODED_SLOT = /%7Bcid%7D/gi;
/** A click id: 16 lowercase hex digits (64 random bits). */
export const CLICK_ID_PATTERN = /^[0-9a-f]{16}$/;
/** The longest partner URL the redirect path accepts. */
export const MAX_TARGET_LENGTH = 4096;
/** 001 §9: "A dw-tag cookie is set on the root path" — the last click id (decision 072). */
export const DW_TAG_COOKIE = 'dw-tag';
/** Seconds the dw-tag cookie lives: a day, long enough for a partner's same-day conversion. */
export const DW_TAG_MAX_AGE = 86_400;

/** Hosts the redirect path may send a reader to: the affiliate networks and Amazon (and their subdomains). */
export const AFFILIATE_REDIRECT_HOSTS: readonly string[] = [...AMAZON_HOSTS, ...Object.keys(NETWORK_SUB_ID_PARAMS)];

export function isAffiliateRedirectHost(host: string): boolean {
  return AFFILIATE_REDIRECT_HOSTS.some((domain) => hostMatches(host, domain));
}

export function hasClickIdSlot(url: string): boolean {
  ENCODED_SLOT.lastIndex = 0;
  return url.includes(CLICK_ID_SLOT) || ENCODED_SLOT.test(url);
}

/** The partner URL with every slot (raw or percent-encoded) replaced by the click id. */
export function fillClickId(url: string, clickId: string): string {
  return url.replaceAll(CLICK_ID_SLOT, clickId).replace(ENCODED_SLOT, clickId);
}

/**
 * Only what would end or change a query value, or is not allowed in a URL (`{ } | ^` and the
 * like: HTML validators refuse them), is escaped, so the served link stays short and readable.
 */
const QUERY_VALUE_UNSAFE = /[%&#+\s"<>\\^`{|}]/g;

export function redirectHref(target: string): string {
  const value = target.replace(
    QUERY_VALUE_UNSAFE,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `${AFFILIATE_REDIRECT_PATH}?${AFFILIATE_TARGET_PARAM}=${value}`;
}

/** 16 hex digits from a random source (crypto.getRandomValues in the browser, randomBytes on the server). */
export function newClickId(random: (bytes: Uint8Array) => Uint8Array): string {
  return Array.from(random(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The partner URL a `to` value may lead to, or an error message: https, an allow-listed host,
 * no credentials, bounded. The redirect path answers 400 with the message (never an open redirect).
 */
export function redirectTarget(
  to: string | null | undefined,
): { ok: true; url: string } | { ok: false; error: string } {
  if (!to) return { ok: false, error: `Missing ${AFFILIATE_TARGET_PARAM}: the partner link to follow.` };
  if (to.length > MAX_TARGET_LENGTH) return { ok: false, error: 'The partner link is too long.' };
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return { ok: false, error: 'The partner link is not a URL.' };
  }
  if (url.protocol !== 'https:' || url.username || url.password)
    return { ok: false, error: 'The partner link must be an https address.' };
  if (!isAffiliateRedirectHost(url.hostname))
    return { ok: false, error: 'The partner link does not lead to an affiliate partner of this site.' };
  return { ok: true, url: url.toString() };
}
