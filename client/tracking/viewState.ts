/**
 * The views of this page lifetime (spec 001 §4 "the page-view counter rises after each view; a
 * new view guid is generated on every view after the first"). Module state, so it survives
 * client navigations and seamless articles; a full load starts again at zero.
 *
 * Ads read the view guid for their vguid targeting key (001 §3) with `viewGuidFor(url)`, so an
 * ad and the page view it belongs to report the same guid: an ad usually asks before its view is
 * recorded (ads start when visible, page views when idle or when a seamless article fills the
 * band), so the guid is reserved for that view's address and the view takes it when it begins.
 * `currentViewGuid()` is the latest view's guid; `onView` tells when a later view begins.
 */

export interface View {
  /** 1 for the first view of the page lifetime, then 2, 3... */
  viewNumber: number;
  guid: string;
  /** Absolute address of the view. */
  url: string;
  seamless: boolean;
}

type Listener = (view: View) => void;

let count = 0;
let guid: string | undefined;
let latest: View | undefined;
/** Guids handed out for views not begun yet, by address (pathname + query). */
const reserved = new Map<string, string>();
/** The guid of the latest view begun at each address. */
const begun = new Map<string, string>();
/** Bound on both maps: a page lifetime rarely sees more views than this. */
const MAX_ADDRESSES = 200;
const listeners = new Set<Listener>();

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A random v4 UUID; crypto.randomUUID where the page is a secure context, else built from getRandomValues. */
export function newGuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const h = hex(bytes);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** An address as views are keyed: pathname + query, whatever origin or hash it was given with. */
export function viewAddress(url: string): string {
  try {
    const parsed = new URL(url, 'http://view.invalid');
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

function remember(map: Map<string, string>, key: string, value: string): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_ADDRESSES) map.delete(map.keys().next().value!);
}

/**
 * The guid of the view at `url`: the latest view begun there, else one reserved for the view
 * that is about to begin there (the first view of the page lifetime keeps the guid
 * `currentViewGuid()` may already have handed out).
 */
export function viewGuidFor(url: string): string {
  const address = viewAddress(url);
  const known = reserved.get(address) ?? begun.get(address);
  if (known) return known;
  const fresh = count === 0 && guid !== undefined && reserved.size === 0 ? guid : newGuid();
  if (count === 0) guid ??= fresh;
  remember(reserved, address, fresh);
  return fresh;
}

/** The guid of the current view (the first view's before any is recorded). */
export function currentViewGuid(): string {
  guid ??= newGuid();
  return guid;
}

/** The latest recorded view, if any. */
export function latestView(): View | undefined {
  return latest;
}

/** Counts a view: the first keeps the guid already handed out, every later one gets a new guid. */
export function beginView(url: string, seamless: boolean): View {
  count += 1;
  const address = viewAddress(url);
  const held = reserved.get(address);
  reserved.delete(address);
  if (held) guid = held;
  else if (count > 1 || guid === undefined) guid = newGuid();
  remember(begun, address, guid);
  latest = { viewNumber: count, guid, url, seamless };
  for (const listener of [...listeners]) {
    try {
      listener(latest);
    } catch (error) {
      console.warn('View listener failed', error);
    }
  }
  return latest;
}

/** Told about every view from now on; returns the unsubscribe function. */
export function onView(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
