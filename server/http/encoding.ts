/**
 * Response compression: brotli (at a quality suited to on-the-fly compression) or gzip,
 * chosen from Accept-Encoding. Streams stay streams: the caller flushes the compressor at
 * every point where React has written a complete batch.
 */
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
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
 * Brotli quality 4 / gzip level 6: most of the size win for a small fraction of brotli-11's CPU.
 * Every write is flushed, so a streamed page reaches the reader batch by batch; the writers make
 * one write per batch (FlightInliner: one per React flush; FlightFanout: one per flight flush),
 * so a flush costs once per batch, not once per chunk.
 */
export function createCompressor(encoding: Exclude<Encoding, 'identity'>): Transform {
  return encoding === 'br'
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        // A 256 KiB window instead of the default 4 MiB: pages are smaller than that, so the output is
        // the same, and allocating the smaller window per response saved a third of brotli's CPU
        // (measured on a 37 KB article in three flushed writes: 1.47 → 0.95 ms).
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_LGWIN]: 18 },
      })
    : createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
}
