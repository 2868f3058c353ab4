/**
 * What tracking keeps for the browser session (spec 001 §4 "the session page count is kept in
 * session storage when available"): the page count, the session id the error beacon sends as
 * sid, and which reader was identified. Storage may be missing or throw (privacy modes, quota,
 * sandboxed frames): then the count is not kept and the session id lives as long as the page.
 */
import { SESSION_KEYS } from '../../shared/tracking/constants';
import { newGuid } from './viewState';

let pageSessionId: string | undefined;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Adds this view to the session's page count; undefined when session storage is unavailable. */
export function bumpSessionPageCount(): number | undefined {
  const stored = Number(read(SESSION_KEYS.pageCount));
  const next = (Number.isInteger(stored) && stored > 0 ? stored : 0) + 1;
  return write(SESSION_KEYS.pageCount, String(next)) ? next : undefined;
}

/** The session id (sid): random, kept in session storage, or for this page lifetime without it. */
export function sessionId(): string {
  const stored = read(SESSION_KEYS.sessionId);
  if (stored && /^[\w-]{8,64}$/.test(stored)) return stored;
  pageSessionId ??= newGuid();
  write(SESSION_KEYS.sessionId, pageSessionId);
  return pageSessionId;
}

/** True the first time a reader id is seen in this session (so identify goes once per session). */
export function firstIdentifyInSession(userId: string): boolean {
  if (read(SESSION_KEYS.identified) === userId) return false;
  write(SESSION_KEYS.identified, userId);
  return true;
}
