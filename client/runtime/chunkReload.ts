/**
 * A stale deployment's chunk is gone (spec 000 §4, 001 §2/§8): load the page afresh with a full
 * navigation, at most once per 60 s — the timestamp lives in session storage.
 */
import { CHUNK_RELOAD_KEY, shouldReloadForChunk } from '../../shared/runtime/chunkReload';

export function reloadForChunk(href: string): void {
  try {
    const stored = sessionStorage.getItem(CHUNK_RELOAD_KEY);
    if (!shouldReloadForChunk(stored === null ? null : Number(stored), Date.now())) return;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    // No session storage: reload anyway; nothing remembers the last time.
  }
  location.assign(href);
}
