/** Page answers without a render: redirects, 304 for a replay the reader holds, 429 past the query-render budget. */
import type { ServerResponse } from 'node:http';
import type { PolicyOrigins } from '../http/security';
import type { ServerTiming } from '../ops/timing';
import type { CachedRender } from '../render/renderCache';
import { notModified, type HeaderRecord } from './pageHeaders';

/** 304 for a render-cache replay the reader already holds: the same headers, no body. */
export function sendNotModified(
  res: ServerResponse,
  headers: HeaderRecord,
  cached: CachedRender,
  origins: PolicyOrigins,
  timing: ServerTiming,
): void {
  notModified(headers, cached, timing, origins);
  res.writeHead(304, headers);
  res.end();
}

/** A redirect: no body, never kept by the browser. */
export function redirect(res: ServerResponse, status: 301 | 302, location: string, timing: ServerTiming): void {
  res.writeHead(status, {
    location,
    'cache-control': 'private, no-cache',
    'server-timing': timing.header(),
    'content-length': '0',
  });
  res.end();
}

const TOO_MANY = Buffer.from('Too many requests: please wait a moment and try again.\n');

/** 429 for a client past its budget of query-variant renders (decision 053): no render. */
export function sendTooManyRenders(res: ServerResponse, retryAfterSeconds: number): void {
  res.writeHead(429, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(TOO_MANY.length),
    'retry-after': String(retryAfterSeconds),
    'cache-control': 'no-store',
  });
  res.end(TOO_MANY);
}
