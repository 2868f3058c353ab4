/**
 * The answer of a request refused for overload (decision 050): 503, `Retry-After`, a tiny fixed
 * body, nothing rendered, nothing asked upstream. Never stored by a cache.
 */
import type { ServerResponse } from 'node:http';

/** Seconds a client (or CDN) should wait before trying again. */
export const SHED_RETRY_AFTER_SECONDS = 1;
export const SHED_BODY = Buffer.from('Service busy: please retry in a moment.\n');

const SHED_HEADERS = {
  'content-type': 'text/plain; charset=utf-8',
  'content-length': String(SHED_BODY.length),
  'retry-after': String(SHED_RETRY_AFTER_SECONDS),
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function sendShed(res: ServerResponse): void {
  if (res.headersSent) {
    if (!res.writableEnded) res.destroy();
    return;
  }
  if (res.destroyed) return;
  res.writeHead(503, SHED_HEADERS);
  res.end(SHED_BODY);
}
