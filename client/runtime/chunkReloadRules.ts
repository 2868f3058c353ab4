/**
 * Spec 000 §4 / 001 §2: "A chunk-load failure during navigation reloads the page, at most once per
 * 60 seconds." 001 §8: "Stale chunk failure ('Loading chunk N failed') reloads the page."
 */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'neutron:chunk-reload-at';

/** webpack's ChunkLoadError, or the message older bundles use. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}

/** Whether to reload now, given when the page last reloaded for this reason (ms, or null). */
export function shouldReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null ||
    !Number.isFinite(lastReloadAt) ||
    now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS ||
    now < lastReloadAt
  );
}
