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
 * scavenge twice as often (each costs what survives it — the objects of the requests still in
 * flight — not what it frees). Measured again in session 8 (docs/operations.md, "Memory"): 16 MB
 * semi-spaces took 5-10% off the CPU of the long tail of 1,000 uncached articles and 3.6% off one
 * article, but the 200,000-request soak ended at 287.6 MB RSS with a 298 MB peak (8 MB: 263.9,
 * peak 269.9), too close to the 300 MB budget. V8 rounds the size up to a power of two, so there
 * is nothing in between (12 gives 16). Node 24 (docs/operations.md, "Node versions"): 16 MB took
 * 8-10% off the article and 4% off the long tail again, for 17 MB more RSS, on a runtime that
 * already starts ~20 MB larger: still 8.
 */
const SEMI_SPACE_MB = 8;

/**
 * No allocation-site pretenuring (decision 089). V8 watches which allocation sites' objects
 * survive scavenges and, past a threshold, allocates that site's objects in the old generation
 * from then on. A render's objects all die with its request, but under a burst of interleaved
 * renders (the cold first requests of a process) they survive long enough to trip it; once
 * tenured, each dead render's objects keep their young children alive until the next full
 * collection: 5-10 times the promotion, three times the full collections and about a third more
 * CPU per page, for the life of the process (14 of 40 processes measured; none of 15 without).
 */
const NO_PRETENURING = '--no-allocation-site-pretenuring';

/** Node flags for the server process, from the environment it gets. */
export function serverNodeArgs(env = process.env) {
  const heap = Number(env.HEAP_MAX_MB ?? DEFAULT_HEAP_MAX_MB);
  if (!Number.isInteger(heap) || heap < 64)
    throw new Error(`HEAP_MAX_MB must be a whole number of megabytes, at least 64 (got "${env.HEAP_MAX_MB}")`);
  return [
    `--max-old-space-size=${heap}`,
    `--max-semi-space-size=${SEMI_SPACE_MB}`,
    NO_PRETENURING,
    '--enable-source-maps',
  ];
}

/**
 * glibc's malloc arenas: at most 2 instead of 8 per core. The server's native allocations (zlib
 * and brotli streams on the thread pool, HTTP parsing, V8's off-heap buffers) otherwise spread
 * over one arena per thread, and the freed memory of each stays in RSS. Measured over the long
 * tail of 1,000 articles (br, 25,000 requests, render cache on): 279-293 MB RSS with glibc's
 * default, 248-257 MB with 2 (docs/operations.md, "Memory"). On Node 24 glibc's default (16
 * arenas on 2 cores) still cost 9 MB more RSS for no consistent CPU gain (-6% to +6% by line). Read by glibc when the process
 * starts, so it is set in the environment of the process, not by the process.
 */
export const DEFAULT_MALLOC_ARENA_MAX = 2;

/** Environment for the server process, from the environment it gets (set before it starts). */
export function serverEnv(env = process.env) {
  const arenas = env.MALLOC_ARENA_MAX ?? String(DEFAULT_MALLOC_ARENA_MAX);
  if (!/^[1-9]\d*$/.test(arenas))
    throw new Error(`MALLOC_ARENA_MAX must be a positive whole number (got "${env.MALLOC_ARENA_MAX}")`);
  return { MALLOC_ARENA_MAX: arenas };
}
