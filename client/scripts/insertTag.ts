/**
 * Puts a script or link tag of the script store into the document (spec 001 §3 location: head,
 * body or footer; §8 'Unable to get <head> element to append script...'). Decisions 017/018:
 * - `head` appends to <head>, `body` inserts as the first child of <body>, `footer` appends to
 *   the end of <body> (a missing <body> falls back to <head>).
 * - Every created script carries the page's nonce (read from a script the server nonced), so an
 *   inline tag (innerHTML) passes the Content-Security-Policy; a `src` script passes through
 *   'strict-dynamic' anyway.
 * - A serverRender tag is activated from the inert copy the server wrote into the HTML
 *   (`type="text/plain"`, address in `data-src`, or inline content): a live script is made from
 *   it with the tag's attributes. Without that copy (e.g. a page reached by client navigation
 *   that lacks it) the tag's own data is used.
 */
import { NO_HEAD_ELEMENT_MESSAGE } from './messages';
import { isLinkTag } from './linkTag';
import { isSafeResourceUrl } from '../../shared/scripts/resourceUrl';
import type { ScriptTag } from '../../shared/scripts/tag';
import type { ScriptOutcome } from './scriptLoader';

/** Marks every element the loader created or activated, by tagId (tests, debugging). */
export const TAG_ID_ATTRIBUTE = 'data-tag-id';
/** Where an inert server-rendered script keeps its address until it is activated. */
export const INERT_SRC_ATTRIBUTE = 'data-src';

function pageNonce(): string | undefined {
  const nonced = document.querySelector<HTMLScriptElement>('script[nonce]');
  return nonced?.nonce || undefined;
}

function inertCopy(tagId: string): HTMLScriptElement | undefined {
  for (const element of document.querySelectorAll<HTMLScriptElement>(
    `script[type="text/plain"][${TAG_ID_ATTRIBUTE}]`,
  )) {
    if (element.getAttribute(TAG_ID_ATTRIBUTE) === tagId) return element;
  }
  return undefined;
}

function setAttributes(element: Element, attributes: ScriptTag['attributes']): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
}

function createElement(tag: ScriptTag): HTMLScriptElement | HTMLLinkElement {
  if (isLinkTag(tag)) {
    const link = document.createElement('link');
    setAttributes(link, tag.attributes);
    link.rel = tag.rel ?? 'stylesheet';
    link.href = tag.href!;
    return link;
  }
  const script = document.createElement('script');
  setAttributes(script, tag.attributes);
  const inert = tag.timing === 'serverRender' ? inertCopy(tag.tagId) : undefined;
  const inertSrc = inert?.getAttribute(INERT_SRC_ATTRIBUTE);
  const src = inertSrc && isSafeResourceUrl(inertSrc) ? inertSrc : tag.src;
  if (src) script.src = src;
  else script.textContent = inert?.textContent || tag.innerHTML || '';
  // A script made by a script is async unless told otherwise; keep the store's order instead.
  if (!Object.hasOwn(tag.attributes, 'async')) script.async = false;
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  return script;
}

function parentFor(tag: ScriptTag): { parent: Element; before: Node | null } | undefined {
  const { head, body } = document;
  if (tag.location === 'body' && body) return { parent: body, before: body.firstChild };
  if (tag.location === 'footer' && body) return { parent: body, before: null };
  return head ? { parent: head, before: null } : undefined;
}

/** Inserts the tag; false (after logging the spec's message) when there is nowhere to put it. */
export function insertTag(tag: ScriptTag, done: (outcome: ScriptOutcome) => void): boolean {
  const place = parentFor(tag);
  if (!place) {
    console.error(NO_HEAD_ELEMENT_MESSAGE);
    return false;
  }
  const element = createElement(tag);
  element.setAttribute(TAG_ID_ATTRIBUTE, tag.tagId);
  const waitsForLoad = element instanceof HTMLLinkElement || element.src !== '';
  if (waitsForLoad) {
    element.addEventListener('load', () => done('loaded'), { once: true });
    element.addEventListener('error', () => done('failed'), { once: true });
    element.addEventListener('abort', () => done('aborted'), { once: true });
  }
  place.parent.insertBefore(element, place.before);
  // An inline script has run by the time insertBefore returns.
  if (!waitsForLoad) done('loaded');
  return true;
}
