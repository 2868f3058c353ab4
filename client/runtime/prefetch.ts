/**
 * Link prefetch rules (spec 001 §9): "Link prefetch waits up to 2000 ms idle and is skipped on
 * 2g or data-saver." The payload prefetched is the page's RSC payload, what a click would fetch.
 */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
/** Not in the spec: how many visible links are prefetched at once, and for how long a prefetch is used. */
export const PREFETCH_MAX_LINKS = 6;
export const PREFETCH_TTL_MS = 30_000;

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Skipped with data-saver on, or on a 2g (or slow-2g) connection. */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !/2g/i.test(connection.effectiveType ?? '');
}
