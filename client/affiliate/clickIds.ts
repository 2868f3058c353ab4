/**
 * Fills affiliate click ids as a reader follows a link (spec 001 §9; decision 072). A served
 * affiliate link points at the redirect path `/go/?to={partner URL}` with the click-id slot;
 * just before the browser follows it — a click, a keyboard activation (which is a click), a
 * middle click or a context menu "open in new tab" — the link's href becomes the partner URL
 * with a fresh click id, so the reader goes straight to the partner. Every activation gets its
 * own id; the dw-tag cookie (root path) keeps the last one.
 */
import {
  AFFILIATE_REDIRECT_PATH,
  AFFILIATE_TARGET_PARAM,
  DW_TAG_COOKIE,
  DW_TAG_MAX_AGE,
  fillClickId,
  newClickId,
  redirectTarget,
} from '../../shared/affiliate/clickId';

/** The served redirect href of a link, kept once the link has been rewritten. */
const served = new WeakMap<HTMLAnchorElement, string>();
/** The link a mousedown just filled: its click must not take another id. */
let filledOnPress: HTMLAnchorElement | null = null;

function setCookie(name: string, value: string, maxAge: number): void {
  document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax; Secure`;
}

function affiliateLink(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a') : null;
  if (!link) return null;
  if (served.has(link)) return link;
  const href = link.getAttribute('href') ?? '';
  return href.startsWith(`${AFFILIATE_REDIRECT_PATH}?`) ? link : null;
}

/** Gives the link a partner href with a fresh click id; false when its target is not an allowed partner. */
export function fillLink(link: HTMLAnchorElement): boolean {
  const original = served.get(link) ?? link.getAttribute('href') ?? '';
  const to = new URLSearchParams(original.slice(original.indexOf('?') + 1)).get(AFFILIATE_TARGET_PARAM);
  const target = redirectTarget(to);
  if (!target.ok) return false;
  const clickId = newClickId((bytes) => crypto.getRandomValues(bytes));
  served.set(link, original);
  link.setAttribute('href', fillClickId(target.url, clickId));
  setCookie(DW_TAG_COOKIE, clickId, DW_TAG_MAX_AGE);
  return true;
}

function onPress(event: MouseEvent): void {
  const link = affiliateLink(event.target);
  filledOnPress = link && fillLink(link) ? link : null;
}

function onActivate(event: MouseEvent): void {
  const link = affiliateLink(event.target);
  // A mouse click was filled on its mousedown; a keyboard activation (or a synthetic click) was not.
  if (link && filledOnPress !== link) fillLink(link);
  filledOnPress = null;
}

let installed = false;

/** Listens on the document (capture), so links rendered later — live items, seamless articles — are covered. */
export function installAffiliateClickIds(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener('mousedown', onPress, true);
  document.addEventListener('click', onActivate, true);
  document.addEventListener('auxclick', onActivate, true);
  document.addEventListener('contextmenu', onPress, true);
}
