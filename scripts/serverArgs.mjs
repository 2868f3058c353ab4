/**
 * How Neutron's server process is started: `npm start`, the bench and the test suite share it,
 * so every measured or tested process runs as production does (docs/operations.md, "Memory").
 *
 * The V8 old-space cap: the live heap after a long tail of 1,000 articles is about 100 MB, but
 * V8 lets garbage pile up to the cap before a full collection: without a cap RSS reached
 * 390-450 MB, with 192 MB it was 320-336 MB after 200,000 requests. 160 MB keeps RSS under
 * 300 MB with the default cache bounds, at the cost of more frequent full collections.
 * HEAP_MAX_MB overrides it; it must stay above four times the content cache bound (CACHE_MAX_MB
 * counts JSON as received; parsed it takes about four times that in the heap) plus the segment
 * cache plus ~50 MB of code, modules and requests in flight (docs/operations.md, "Memory").
 */
export const DEFAULT_HEAP_MAX_MB = 160;

/**
 * The young generation's semi-spaces: 8 MB each instead of V8's 16 MB default for a heap this
 * size. Both semi-spaces stay committed once grown, so this takes up to 16 MB off RSS, for a
 * scavenge twice as often (each costs what survives it, not what it frees). Measured over the
 * long tail of 1,000 articles (docs/operations.md, "Memory"): with the 160 MB cap and 16 MB
 * semi-spaces RSS was still creeping up at 32,000 requests (274-293 MB); 8 MB is the margin.
 */
const SEMI_SPACE_MB = 8;

/** Node flags for the server process, from the environment it gets. */
export function serverNodeArgs(env = process.env) {
  const heap = Number(env.HEAP_MAX_MB ?? DEFAULT_HEAP_MAX_MB);
  if (!Number.isInteger(heap) || heap < 64) throw new Error(`HEAP_MAX_MB must be a whole number of megabytes, at least 64 (got "${env.HEAP_MAX_MB}")`);
  return [`--max-old-space-size=${heap}`, `--max-semi-space-size=${SEMI_SPACE_MB}`, '--enable-source-maps'];
}
