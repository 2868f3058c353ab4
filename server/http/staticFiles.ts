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
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticFile {
  type: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Build outputs that are for the server, not the browser. */
const PRIVATE = /\.json$/;

export function loadStaticFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const name of readdirSync(dir)) {
    if (PRIVATE.test(name)) continue;
    const identity = readFileSync(join(dir, name));
    files.set(name, {
      type: TYPES[extname(name)] ?? 'application/octet-stream',
      identity,
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(identity, { level: 9 }),
    });
  }
  return files;
}

export function pickBody(file: StaticFile, encoding: Encoding): Buffer {
  return encoding === 'identity' ? file.identity : file[encoding];
}
