/**
 * Replays a render-cache entry: the stored bytes as they are, in the encoding asked for
 * (compressed once per entry), an HTML page under the policy of the nonce it was rendered with
 * (docs/decisions/025-render-less.md); its headers from server/pages/pageHeaders.ts.
 */
import type { ServerResponse } from 'node:http';
import type { Encoding } from '../http/encoding';
import type { PolicyOrigins } from '../http/security';
import type { ServerTiming } from '../ops/timing';
import { replayedBody, type HeaderRecord } from '../pages/pageHeaders';
import type { CachedRender, RenderCache } from './renderCache';

export function sendCached(
  res: ServerResponse,
  cache: RenderCache,
  key: string,
  render: CachedRender,
  options: {
    status: number;
    headers: HeaderRecord;
    encoding: Encoding;
    timing: ServerTiming;
    origins: PolicyOrigins;
  },
): void {
  const { headers, encoding, timing } = options;
  const body = cache.bodyFor(key, render, encoding);
  replayedBody(headers, render, encoding, body.length, timing, options.origins);
  res.writeHead(options.status, headers);
  res.end(body);
}
