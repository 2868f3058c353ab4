/**
 * How every machine answer (sitemaps, feeds, robots.txt, Apple News JSON) is sent: a strong
 * validator of the body (weak ETag, as the same representation may go out br, gzip or plain),
 * Last-Modified, conditional GET → 304, and br/gzip chosen like pages (server/http/encoding.ts).
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { httpDate } from './xml';
import type { AppContext } from '../http/appEnv';
import { negotiateEncoding } from '../http/encoding';

export interface MachineBody {
  body: string;
  contentType: string;
  maxAgeSeconds: number;
  /** The newest change the body reflects; absent → no Last-Modified. */
  lastModified?: Date;
}

/** Same settings as streamed pages: brotli 4 / gzip 6. Bodies under this many bytes go plain. */
const MIN_COMPRESS_BYTES = 1_024;

export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function notModified(c: AppContext, etag: string, lastModified: Date | undefined): boolean {
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.split(',').some((tag) => {
      const trimmed = tag.trim();
      return trimmed === '*' || trimmed === etag || `W/${trimmed}` === etag;
    });
  }
  const since = Date.parse(c.req.header('if-modified-since') ?? '');
  return (
    lastModified !== undefined &&
    Number.isFinite(since) &&
    Math.floor(lastModified.getTime() / 1000) <= Math.floor(since / 1000)
  );
}

/** The ETag and compressed forms of an answer object, kept while the answer is (answerMemo.ts). */
interface Derived {
  etag: string;
  encoded: Partial<Record<'br' | 'gzip', Uint8Array<ArrayBuffer>>>;
}
const derived = new WeakMap<MachineBody, Derived>();

function derivedOf(answer: MachineBody): Derived {
  let found = derived.get(answer);
  if (!found) derived.set(answer, (found = { etag: etagOf(answer.body), encoded: {} }));
  return found;
}

function encode(raw: Buffer, encoding: 'br' | 'gzip'): Uint8Array<ArrayBuffer> {
  const packed =
    encoding === 'br'
      ? brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 4,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
      : gzipSync(raw, { level: 6 });
  return new Uint8Array(packed);
}

export function sendMachineBody(c: AppContext, answer: MachineBody): Response {
  const memo = derivedOf(answer);
  const { etag } = memo;
  const headers: Record<string, string> = {
    'content-type': answer.contentType,
    'cache-control': `public, max-age=${answer.maxAgeSeconds}`,
    etag,
    vary: 'Accept-Encoding',
  };
  if (answer.lastModified) headers['last-modified'] = httpDate(answer.lastModified);
  if (notModified(c, etag, answer.lastModified)) return c.body(null, 304, headers);
  const encoding =
    Buffer.byteLength(answer.body) < MIN_COMPRESS_BYTES
      ? 'identity'
      : negotiateEncoding(c.req.header('accept-encoding'));
  if (encoding === 'identity') return c.body(answer.body, 200, headers);
  const packed = (memo.encoded[encoding] ??= encode(Buffer.from(answer.body), encoding));
  headers['content-encoding'] = encoding;
  return c.body(packed, 200, headers);
}

/** A short plain-text error for a machine path (never the HTML error page: crawlers read status codes). */
export function machineError(c: AppContext, status: 400 | 404 | 502 | 503 | 504, text?: string): Response {
  const message = text ?? (status === 404 ? 'Not found' : status === 400 ? 'Bad request' : 'Upstream unavailable');
  return c.text(message, status, { 'cache-control': 'no-cache' });
}
