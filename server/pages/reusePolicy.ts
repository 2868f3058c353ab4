/**
 * When a page's answer may be reused, and how a reused answer is written: the one place the page
 * path (server/pages/deliverPage.ts) and the fast replay path (server/pages/fastReplay.ts,
 * decision 090) take it from.
 *
 * - The render key: which renders the render cache keeps and replays (decision 025), from the
 *   content object the page shows (shared/render/shownContent.ts) and the request state.
 * - The ETag: a replay's is the one it was stored under, or its body's hash (decision 052); a
 *   render the cache keeps carries the tag it is stored under (decision 056).
 * - The replay index: what the page path records (the page's headers but the per-response ones,
 *   its cookies but the A/B step's), and when the fast path may answer with a recorded variant
 *   (the very render it was recorded with, its content still fresh).
 *
 * The headers and cookies of every page answer, replays included, are written by pageHeaders.ts.
 */
import { seamlessKey } from '../../shared/seamless/marker';
import type { PageRequest } from '../../shared/render/contract';
import { shownContent } from '../../shared/node/render/shownContent';
import { etagOf, renderTag } from '../http/etag';
import type { CachedRender } from '../render/renderCache';
import { versionOf } from '../render/renderCache';
import type { ReplayVariant } from '../render/replayIndex';
import { PAGE_VARY } from '../http/vary';

/**
 * What a render depends on besides the URL: the content object's version and the request state;
 * null when the page is never kept for reuse — no content object (or a replay route's page), any
 * status but 200, the debug toolbar, a signed-in reader (decision 040) or a preview (decision 053).
 */
export function renderKey(rsc: boolean, request: PageRequest, preview: boolean): string | null {
  const { primary, state } = request;
  if (preview || request.status !== 200 || state.debug || state.auth.loggedIn || primary.kind === 'replay') return null;
  const content = shownContent(primary);
  if (content === null) return null;
  return `${rsc ? 'rsc' : 'html'} ${seamlessKey(request.seamless)} ${request.brand} ${request.url} ${versionOf(content)} ${JSON.stringify(state)}`;
}

/** A replay's validator: the tag its render was stored under, else its body's hash (decision 052). */
export function replayEtag(render: CachedRender): string {
  return render.etag ?? etagOf(render, render.body);
}

/** The validator of a fresh render the cache will keep (decision 056); none for one it will not. */
export function renderEtag(key: string | null, nonce: string): string | undefined {
  return key === null ? undefined : renderTag(nonce);
}

/** Response headers made per response (decision 090); a replay variant keeps the rest, the page's. */
export const PER_RESPONSE_HEADERS: ReadonlySet<string> = new Set([
  'last-modified',
  'set-cookie',
  'server-timing',
  'content-length',
  'content-encoding',
  'transfer-encoding',
]);

/** What the page path answered, as the replay index remembers it. */
export interface AnsweredPage {
  status: number;
  routeName: string;
  /** The response's headers as the page path wrote them (before the render's own were added). */
  headers: Readonly<Record<string, string | string[]>>;
  /** The render's content type and the policy of its own nonce (null: a payload, no policy). */
  contentType: string;
  policy: string | null;
  /** All Set-Cookie values of the page path, and those of the A/B step among them. */
  cookies: readonly string[];
  abCookies: readonly string[];
  /** performance.now() after which the content the answer was chosen from is stale. */
  freshUntil: number;
}

/**
 * The replay variant for an answer, or null when the fast path must not repeat it (not a 200, or
 * content already stale): the page's headers without the per-response ones, the policy of the
 * render's own nonce, and the cookies other than the A/B step's (the fast path writes those from
 * its own resolution).
 */
export function replayVariant(renderKey: string, answer: AnsweredPage, now: number): ReplayVariant | null {
  if (answer.status !== 200 || answer.freshUntil <= now) return null;
  const headers: Record<string, string> = {};
  for (const name in answer.headers) {
    const value = answer.headers[name];
    if (typeof value === 'string' && !PER_RESPONSE_HEADERS.has(name)) headers[name] = value;
  }
  if (answer.policy !== null) headers['content-security-policy'] = answer.policy;
  headers['content-type'] = answer.contentType;
  headers.vary ??= PAGE_VARY;
  const cookies =
    answer.abCookies.length === 0
      ? answer.cookies.slice()
      : answer.cookies.filter((cookie) => !answer.abCookies.includes(cookie));
  return {
    renderKey,
    status: answer.status,
    headers,
    cookies,
    routeName: answer.routeName,
    freshUntil: answer.freshUntil,
  };
}

/** Whether the content a variant was chosen from is still fresh: asked before the render cache is. */
export function variantFresh(variant: ReplayVariant, now: number): boolean {
  return now < variant.freshUntil;
}

/**
 * Whether `stored` is the very render the variant was recorded with (its ETag names it): a later
 * render stored under the same key — after an expiry, for a request of another signature — has
 * another nonce, which the recorded policy would refuse.
 */
export function recordedRender(variant: ReplayVariant, stored: CachedRender | undefined): stored is CachedRender {
  return stored !== undefined && stored.etag !== undefined && stored.etag === variant.headers.etag;
}
