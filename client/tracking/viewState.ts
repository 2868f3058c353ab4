/**
 * The views of this page lifetime (spec 001 §4 "the page-view counter rises after each view; a
 * new view guid is generated on every view after the first"). Module state, so it survives
 * client navigations and seamless articles; a full load starts again at zero.
 *
 * Ads read the view guid for their vguid targeting key (001 §3) with `currentViewGuid()`: the
 * first view's guid exists before the first view is recorded (it is created on first ask and
 * that view then takes it), and `onView` tells when a later view brings a new one.
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
  if (count > 1 || guid === undefined) guid = newGuid();
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
