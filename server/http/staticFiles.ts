/**
 * /static/*: the client build, content-hashed, held in memory with brotli and gzip versions
 * made once at startup, served `immutable` for a year.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Encoding } from './encoding';

export const STATIC_PREFIX = '/static/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticFile {
  type: string;
  identity: Buffer;
  /** Absent for formats that are compressed already (images). */
  br?: Buffer;
  gzip?: Buffer;
}

const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

/** Build outputs that are for the server, not the browser. */
const PRIVATE = /\.json$/;

export function loadStaticFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const name of readdirSync(dir)) {
    if (PRIVATE.test(name)) continue;
    const identity = readFileSync(join(dir, name));
    const type = TYPES[extname(name)] ?? 'application/octet-stream';
    files.set(
      name,
      COMPRESSIBLE.test(type)
        ? {
            type,
            identity,
            br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip: gzipSync(identity, { level: 9 }),
          }
        : { type, identity },
    );
  }
  return files;
}

/** The body to send and the encoding it is in. */
export function pickBody(file: StaticFile, encoding: Encoding): { body: Buffer; encoding: Encoding } {
  const body = encoding === 'identity' ? undefined : file[encoding];
  return body ? { body, encoding } : { body: file.identity, encoding: 'identity' };
}
