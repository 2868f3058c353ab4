/**
 * How Neutron's server process is started: `npm start`, the bench and the test suite share it,
 * so every measured or tested process runs as production does (docs/operations.md, "Memory").
 *
 * The V8 old-space cap: the live heap after a long tail of 1,000 articles is about 90 MB, but
 * without a cap V8 on a large machine lets garbage pile up to several times the live size
 * before a full collection (RSS 390-450 MB). A cap of 192 MB keeps RSS under 300 MB with the
 * default cache bounds, at the cost of more frequent full collections. HEAP_MAX_MB overrides it;
 * it must stay above the content cache bound (CACHE_MAX_MB, JSON as received, about three times
 * that once parsed) plus the segment cache plus ~60 MB of code and working set.
 */
export const DEFAULT_HEAP_MAX_MB = 192;

/** Node flags for the server process, from the environment it gets. */
export function serverNodeArgs(env = process.env) {
  const heap = Number(env.HEAP_MAX_MB ?? DEFAULT_HEAP_MAX_MB);
  if (!Number.isInteger(heap) || heap < 64) throw new Error(`HEAP_MAX_MB must be a whole number of megabytes, at least 64 (got "${env.HEAP_MAX_MB}")`);
  return [`--max-old-space-size=${heap}`, '--enable-source-maps'];
}
