/** Replays a render-cache entry: the same bytes, the new request's nonce, compressed if asked. */
import type { ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Encoding } from '../http/encoding';
import type { ServerTiming } from '../ops/timing';
import type { CachedRender } from './renderCache';
import { withNonce } from './renderCache';
import { PAGE_VARY } from './sendRendered';

export function sendCached(
  res: ServerResponse,
  render: CachedRender,
  options: { status: number; headers: Record<string, string | string[]>; nonce: string; encoding: Encoding; timing: ServerTiming },
): void {
  const { headers, encoding, timing } = options;
  let body = withNonce(render, options.nonce);
  if (encoding === 'br') body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
  else if (encoding === 'gzip') body = gzipSync(body, { level: 6 });
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  timing.add('render', 0, 'cached');
  headers['content-type'] = render.contentType;
  headers['content-length'] = String(body.length);
  headers.vary = PAGE_VARY;
  headers['server-timing'] = timing.header();
  res.writeHead(options.status, headers);
  res.end(body);
}
