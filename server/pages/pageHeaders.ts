/**
 * The one writer of a page response's headers and cookies (issue 38 point 1, decision 098): the
 * page path's render (deliverPage → sendRendered), its replay from the render cache (sendCached)
 * and its 304 (noRender's sendNotModified), and the fast replay (fastReplay.ts) all take them from
 * here, so one request gets the same headers and cookies whichever of them answers it. What
 * differs is what must: the request id, Last-Modified (the request's time), Server-Timing's
 * contents and the body's framing (a render streams; a replay knows its length).
 *
 * - The page's own headers (`pageHeaders`): cache lifetime, Last-Modified, the policy of the
 *   nonce the body was rendered with, the protective headers, the scroll hint of a client
 *   navigation and the page path's cookies.
 * - The body's (`renderedBody`, `replayedBody`, `notModified`): type, encoding, Vary, length or
 *   chunking, Server-Timing; a 304 has no body and so no type.
 * - The fast replay's (`fastReplayHeaders`, `fastReplayBody`): the base headers with the recorded
 *   page headers over them (node:http's flat list, made once per variant), then the per-response
 *   ones and the cookies — the recorded ones, then those of this A/B resolution.
 */
import type { PageRequest } from '../../shared/render/contract';
import { SCROLL_HEADER } from '../../shared/render/protocol';
import type { AbOutcome } from '../ab/resolve';
import { lastModified } from '../http/cacheHeaders';
import type { Encoding } from '../http/encoding';
import { contentSecurityPolicy, type PolicyOrigins } from '../http/security';
import { PAGE_VARY } from '../http/vary';
import { abSetCookie } from '../middleware/ab';
import type { PageContext } from '../middleware/types';
import type { ServerTiming } from '../ops/timing';
import type { CachedRender } from '../render/renderCache';
import type { ReplayVariant } from '../render/replayIndex';

export type HeaderRecord = Record<string, string | string[]>;

/** The page's own response headers and cookies; a render or a replay adds its body's. */
export function pageHeaders(
  origins: PolicyOrigins,
  request: PageRequest,
  rsc: boolean,
  cache: string,
  nonce: string,
  ctx?: PageContext,
): HeaderRecord {
  const headers: HeaderRecord = {
    ...ctx?.responseHeaders,
    'cache-control': cache,
    'last-modified': lastModified(request.now),
    'content-security-policy': contentSecurityPolicy(nonce, origins),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  if (rsc && request.match?.meta.keepScroll) headers[SCROLL_HEADER] = 'preserve';
  if (ctx && ctx.setCookies.length > 0) headers['set-cookie'] = ctx.setCookies;
  return headers;
}

/** A render's body: streamed in `encoding`; Server-Timing once the render's phases are in. */
export function renderedBody(
  headers: HeaderRecord,
  contentType: string,
  encoding: Encoding,
  timing: ServerTiming,
): void {
  headers['transfer-encoding'] = 'chunked';
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers.vary ??= PAGE_VARY;
  headers['content-type'] = contentType;
  headers['server-timing'] = timing.header();
}

/** A stored render's body, `length` bytes in `encoding`, under the policy of the nonce it was rendered with. */
export function replayedBody(
  headers: HeaderRecord,
  render: CachedRender,
  encoding: Encoding,
  length: number,
  timing: ServerTiming,
  origins: PolicyOrigins,
): void {
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  if (render.nonce) headers['content-security-policy'] = contentSecurityPolicy(render.nonce, origins);
  timing.add('render', 0, 'cached');
  headers['content-type'] = render.contentType;
  headers['content-length'] = String(length);
  headers.vary ??= PAGE_VARY;
  headers['server-timing'] = timing.header();
}

/** A 304 for a stored render the reader holds: its headers without a body's. */
export function notModified(
  headers: HeaderRecord,
  render: CachedRender,
  timing: ServerTiming,
  origins: PolicyOrigins,
): void {
  if (render.nonce) headers['content-security-policy'] = contentSecurityPolicy(render.nonce, origins);
  timing.add('render', 0, 'not-modified');
  headers.vary ??= PAGE_VARY;
  headers['server-timing'] = timing.header();
}

/** Server-Timing of a fast replay: nothing rendered; 304 when the reader holds it. */
export const REPLAY_TIMING = 'render;dur=0;desc="cached"';
export const NOT_MODIFIED_TIMING = 'render;dur=0;desc="not-modified"';

interface VariantLists {
  page: string[];
  notModified: string[];
}
const lists = new WeakMap<ReplayVariant, VariantLists>();

/**
 * A replayed response's fixed headers as node:http's flat name-value list: the base headers with
 * the page's over them (as the page path's writeHead does). A 304 carries no content type. Made
 * once per variant; the caller appends the per-response headers to a copy.
 */
export function replayHeaderList(
  variant: ReplayVariant,
  base: ReadonlyArray<readonly [string, string]>,
  notModifiedAnswer: boolean,
): readonly string[] {
  let known = lists.get(variant);
  if (known === undefined) {
    known = { page: [], notModified: [] };
    const merged = new Map<string, string>(base.map(([name, value]) => [name.toLowerCase(), value]));
    for (const name in variant.headers) merged.set(name.toLowerCase(), variant.headers[name] as string);
    for (const [name, value] of merged) {
      known.page.push(name, value);
      if (name !== 'content-type') known.notModified.push(name, value);
    }
    lists.set(variant, known);
  }
  return notModifiedAnswer ? known.notModified : known.page;
}

/** Appends a replayed response's cookies: the page's recorded ones, then this A/B resolution's. */
export function pushReplayCookies(headers: string[], variant: ReplayVariant, outcome: AbOutcome | null): void {
  for (const cookie of variant.cookies) headers.push('set-cookie', cookie);
  if (outcome) for (const write of outcome.cookies) headers.push('set-cookie', abSetCookie(write));
}

/**
 * A fast replay's headers (node:http's flat list): the variant's, a fresh request id, the
 * request's Last-Modified, `Connection: close` while draining, and the cookies; a 304's end there,
 * a 200 gets its body's from `fastReplayBody`.
 */
export function fastReplayHeaders(
  variant: ReplayVariant,
  base: ReadonlyArray<readonly [string, string]>,
  holds: boolean,
  requestId: string,
  now: number,
  draining: boolean,
  outcome: AbOutcome | null,
): string[] {
  const headers = [
    ...replayHeaderList(variant, base, holds),
    'x-request-id',
    requestId,
    'last-modified',
    lastModified(now),
  ];
  if (draining) headers.push('connection', 'close');
  pushReplayCookies(headers, variant, outcome);
  if (holds) headers.push('server-timing', NOT_MODIFIED_TIMING);
  return headers;
}

/** A fast replay's body headers: `length` bytes in `encoding`. */
export function fastReplayBody(headers: string[], encoding: Encoding, length: number): void {
  if (encoding !== 'identity') headers.push('content-encoding', encoding);
  headers.push('content-length', String(length), 'server-timing', REPLAY_TIMING);
}
