import type { ServerResponse } from 'node:http';
import { contentSecurityPolicy, type PolicyOrigins } from '../http/security';
import type { ServerTiming } from '../ops/timing';
import type { CachedRender } from '../render/renderCache';
import { PAGE_VARY } from '../render/sendRendered';

/** 304 for a render-cache replay the reader already holds: the same headers, no body. */
export function sendNotModified(res: ServerResponse, headers: Record<string, string | string[]>, cached: CachedRender, origins: PolicyOrigins, timing: ServerTiming): void {
  if (cached.nonce) headers['content-security-policy'] = contentSecurityPolicy(cached.nonce, origins);
  timing.add('render', 0, 'not-modified');
  headers.vary = PAGE_VARY;
  headers['server-timing'] = timing.header();
  res.writeHead(304, headers);
  res.end();
}
