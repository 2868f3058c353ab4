/**
 * Replays a render-cache entry: the stored bytes as they are, in the encoding asked for
 * (compressed once per entry), an HTML page under the policy of the nonce it was rendered with
 * (docs/decisions/025-render-less.md).
 */
import type { ServerResponse } from 'node:http';
import type { Encoding } from '../http/encoding';
import type { ServerTiming } from '../ops/timing';
import type { CachedRender, RenderCache } from './renderCache';
import { PAGE_VARY } from '../http/vary';

export function sendCached(
  res: ServerResponse,
  cache: RenderCache,
  key: string,
  render: CachedRender,
  options: {
    status: number;
    headers: Record<string, string | string[]>;
    encoding: Encoding;
    timing: ServerTiming;
    policyFor: (nonce: string) => string;
  },
): void {
  const { headers, encoding, timing } = options;
  const body = cache.bodyFor(key, render, encoding);
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  if (render.nonce) headers['content-security-policy'] = options.policyFor(render.nonce);
  timing.add('render', 0, 'cached');
  headers['content-type'] = render.contentType;
  headers['content-length'] = String(body.length);
  headers.vary ??= PAGE_VARY;
  headers['server-timing'] = timing.header();
  res.writeHead(options.status, headers);
  res.end(body);
}
