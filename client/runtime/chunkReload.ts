/**
 * A stale deployment's chunk is gone (spec 000 §4, 001 §2/§8): load the page afresh with a full
 * navigation, at most once per 60 s — the timestamp lives in session storage.
 */
import { CHUNK_RELOAD_KEY, shouldReloadForChunk } from './chunkReloadRules';
import { reportClientError } from '../errors/errorReporter';

export function reloadForChunk(href: string, error?: unknown): void {
  reportClientError('chunk', error ?? new Error('Loading chunk failed'));
  try {
    const stored = sessionStorage.getItem(CHUNK_RELOAD_KEY);
    if (!shouldReloadForChunk(stored === null ? null : Number(stored), Date.now())) return;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    // No session storage: reload anyway; nothing remembers the last time.
  }
  location.assign(href);
}
