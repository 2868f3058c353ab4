/**
 * Response compression: brotli (at a quality suited to on-the-fly compression) or gzip,
 * chosen from Accept-Encoding. Streams stay streams: the caller flushes the compressor at
 * every point where React has written a complete batch.
 */
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { Transform } from 'node:stream';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Picks br, then gzip, honouring q=0; anything unparseable means identity. */
export function negotiateEncoding(header: string | undefined | null): Encoding {
  if (!header) return 'identity';
  let br = false;
  let gzip = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : 'identity';
}

/**
 * How hard rendered responses are compressed. Brotli's quality is `BROTLI_QUALITY` (default 1:
 * a page is rendered once and compressed once, and on this machine quality 4 cost 0.4 ms of an
 * article's ~1.3 ms and 0.8 ms of the front door's, quality 1 0.12 ms, for 15% more bytes:
 * 7.8 → 8.9 KB; decision 092). Stored renders are compressed once at quality 6 whatever this
 * says (server/render/renderCache.ts), so hot pages go out small. Gzip stays at level 6.
 */
export interface Compression {
  brotliQuality: number;
}

export const DEFAULT_COMPRESSION: Compression = { brotliQuality: 1 };

/**
 * A 256 KiB window instead of the default 4 MiB: pages are smaller than that, so the output is
 * the same, and allocating the smaller window per response saved a third of brotli's CPU
 * (measured on a 37 KB article in three flushed writes at quality 4: 1.47 → 0.95 ms).
 */
const brotliParams = new Map<number, Record<number, number>>();
function brotliParamsFor(quality: number): Record<number, number> {
  let params = brotliParams.get(quality);
  if (!params)
    brotliParams.set(
      quality,
      (params = {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_LGWIN]: 18,
      }),
    );
  return params;
}
const GZIP_LEVEL = 6;

/**
 * A compressor for a body that streams: every write is flushed, so a streamed page reaches the
 * reader batch by batch; the writers make one write per batch (FlightInliner: one per React
 * flush; FlightFanout: one per flight flush), so a flush costs once per batch, not once per chunk.
 */
export function createCompressor(
  encoding: Exclude<Encoding, 'identity'>,
  compression: Compression = DEFAULT_COMPRESSION,
): Transform {
  return encoding === 'br'
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: brotliParamsFor(compression.brotliQuality),
      })
    : createGzip({ level: GZIP_LEVEL, flush: constants.Z_SYNC_FLUSH });
}

/**
 * The same encoding of a body that is already whole, in one call on this thread: no stream, no
 * flushes, no hand-off to the thread pool (the bench's article: 0.41 → 0.27 ms of brotli).
 */
export function compressWhole(
  body: Buffer,
  encoding: Exclude<Encoding, 'identity'>,
  compression: Compression = DEFAULT_COMPRESSION,
): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: brotliParamsFor(compression.brotliQuality) })
    : gzipSync(body, { level: GZIP_LEVEL });
}
