/**
 * The replay index (docs/decisions/090-fast-replays.md): which stored render the page path chose
 * for an exact request, remembered so that the same request again is answered from the raw
 * request — without Hono, routing, the middleware chain or content lookups — by
 * server/pages/fastReplay.ts.
 *
 * A request's signature is everything the page path reads from it to choose a render: the URL
 * as received, the host, the request headers of REPLAY_INPUT_HEADERS and the cookies of
 * REPLAY_INPUT_COOKIES (other cookies — analytics, ads, consent — do not reach the page path's
 * choice, so they do not split the index). The A/B draw is the one input that is not a function
 * of the request: an entry keeps what the `ab` step resolved from, and the fast path resolves it
 * again (test windows and a cookieless visitor's fresh draw included) and looks the outcome up
 * among the entry's variants.
 *
 * A variant is only a pointer: it answers while the render it names is still in the render
 * cache (so a purge or an expiry ends it) and while the content the page path consulted to choose
 * it is still fresh in the content cache (so an edit reaches readers exactly as soon as it would
 * without the index). Requests the index never answers: anything but GET and HEAD, a session cookie
 * (a signed-in page is never reused), and debug or preview tries (their answer depends on who asks).
 */
import type { IncomingMessage } from 'node:http';
import { LRUCache } from 'lru-cache';
import { AB_COOKIE, AB_EXCLUSION_COOKIE_PREFIX, AB_HEADER } from '../../shared/ab/constants';
import type { AbOutcome, AbRequestInputs } from '../ab/resolve';
import { PREVIOUS_LOGIN_COOKIE, SESSION_COOKIE, USER_COOKIE } from '../../shared/authConstants';
import { DEVICE_COOKIE, DEVICE_HEADER } from '../../shared/device/device';
import { MOBILE_HINT_HEADER } from '../../shared/device/userAgent';
import { NOW_PARAM } from '../features/clock';
import {
  CDN_STATE_CODE_HEADER,
  GPC_HEADER,
  HEALTH_CONTENT_COOKIE,
  PRIVACY_OPT_OUT_COOKIE,
} from '../features/requestFacts';
import { RSC_HEADER } from '../../shared/render/protocol';
import { SEAMLESS_HEADER } from '../../shared/seamless/constants';
import { PREVIEW_PARAM } from '../content/api';
import { parseCookies } from '../http/cookies';
import { DEBUG_PARAM } from '../pages/requestState';

/** Request headers the page path reads to choose a render (besides `cookie`), lower case. */
export const REPLAY_INPUT_HEADERS: readonly string[] = [
  'host',
  'user-agent',
  CDN_STATE_CODE_HEADER,
  GPC_HEADER,
  DEVICE_HEADER,
  // The device of a first visit (decision 117); `user-agent` above is read for it too.
  MOBILE_HINT_HEADER,
  AB_HEADER,
  RSC_HEADER.toLowerCase(),
  SEAMLESS_HEADER,
];

/**
 * Request headers the page path reads that are not inputs of the choice: the fast path answers
 * them itself as the page path does (encoding, validator), they only label the response (request
 * id, trace), or they matter only to the debug and preview tries the index never answers.
 */
export const REPLAY_ANSWERED_HEADERS: readonly string[] = [
  'accept-encoding',
  'if-none-match',
  'x-request-id',
  'traceparent',
  'tracestate',
  'x-forwarded-for',
  'x-neutron-debug-token',
  'cookie',
];

/** Cookies the page path reads to choose a render; and every A/B exclusion cookie (by prefix). */
export const REPLAY_INPUT_COOKIES: ReadonlySet<string> = new Set([
  DEVICE_COOKIE,
  AB_COOKIE,
  PRIVACY_OPT_OUT_COOKIE,
  HEALTH_CONTENT_COOKIE,
  USER_COOKIE,
  PREVIOUS_LOGIN_COOKIE,
]);

/**
 * A debug or preview try, as the page path judges it (handlePage `debugAllowed`, decision 053),
 * or a rules clock set by the query (outside production): answered per request, never indexed.
 */
function answeredPerRequest(url: string, cookieHeader: string | undefined): boolean {
  if (cookieHeader?.includes(DEBUG_PARAM)) return true;
  const query = url.indexOf('?');
  if (query === -1) return false;
  const params = new URLSearchParams(url.slice(query + 1));
  return params.has(DEBUG_PARAM) || params.has(PREVIEW_PARAM) || params.has(NOW_PARAM);
}

export interface ReplaySignature {
  /** The index key. */
  key: string;
  /** The input cookies alone, as the `ab` step would read them. */
  cookies: ReadonlyMap<string, string>;
}

function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  return value === undefined ? '' : Array.isArray(value) ? value.join('\n') : value;
}

/** The signature of a request (a HEAD's is its GET's), or null when the index never answers it. */
export function replaySignature(req: IncomingMessage): ReplaySignature | null {
  const url = req.url;
  const cookieHeader = req.headers.cookie;
  if ((req.method !== 'GET' && req.method !== 'HEAD') || url === undefined || answeredPerRequest(url, cookieHeader))
    return null;
  const cookies = new Map<string, string>();
  if (cookieHeader !== undefined) {
    for (const [name, value] of parseCookies(cookieHeader)) {
      if (name === SESSION_COOKIE) return null;
      if (REPLAY_INPUT_COOKIES.has(name) || name.startsWith(AB_EXCLUSION_COOKIE_PREFIX)) cookies.set(name, value);
    }
  }
  const parts: string[] = [(req.socket as { encrypted?: boolean } | null)?.encrypted ? 'https' : 'http', url];
  for (const name of REPLAY_INPUT_HEADERS) parts.push(header(req, name));
  for (const [name, value] of cookies) parts.push(name, value);
  return { key: JSON.stringify(parts), cookies };
}

/** One answer: the render and the response around it, as the page path sent it. */
export interface ReplayVariant {
  renderKey: string;
  status: number;
  /** The page's response headers but the per-response ones (request id, dates, timing, length, encoding, cookies). */
  headers: Readonly<Record<string, string>>;
  /** Set-Cookie values of the page path other than the A/B step's (made again from the outcome). */
  cookies: readonly string[];
  /** The route name for logs and metrics. */
  routeName: string;
  /** performance.now() after which the content it was chosen from is no longer fresh. */
  freshUntil: number;
}

export interface ReplayEntry {
  /** Null when the route has no `ab` step. */
  ab: (AbRequestInputs & { cookies: ReadonlyMap<string, string> }) | null;
  /** By A/B outcome (outcomeKey). */
  variants: Map<string, ReplayVariant>;
}

/** The A/B outcome as a variant key: the assignments and the cookie writes, without their lifetimes. */
export function outcomeKey(outcome: AbOutcome | null): string {
  if (outcome === null) return '';
  let key = '';
  for (const { id, version, bucket } of outcome.ab) key += `${id}:${version}:${bucket},`;
  key += '|';
  for (const write of outcome.cookies) key += `${write.name}=${write.value ?? ''},`;
  return key;
}

export interface ReplayIndex {
  get(signature: string): ReplayEntry | undefined;
  /** Remembers the page path's answer to a request of this signature. */
  record(
    signature: ReplaySignature,
    ab: AbRequestInputs | null,
    outcome: AbOutcome | null,
    variant: ReplayVariant,
  ): void;
  clear(): void;
  readonly size: number;
}

/** At most `maxEntries` signatures, least recently used first out; a variant is a few hundred bytes. */
export function createReplayIndex({ maxEntries }: { maxEntries: number }): ReplayIndex {
  const lru = new LRUCache<string, ReplayEntry>({ max: maxEntries });
  return {
    get: (signature) => lru.get(signature),
    record(signature, ab, outcome, variant) {
      let entry = lru.get(signature.key);
      // Another step list or other A/B inputs for the same signature (a route or definitions change): start over.
      if (entry && (entry.ab === null) !== (ab === null)) entry = undefined;
      if (
        entry?.ab &&
        ab &&
        (entry.ab.tests !== ab.tests || entry.ab.query !== ab.query || entry.ab.header !== ab.header)
      )
        entry = undefined;
      if (!entry) {
        entry = { ab: ab && { ...ab, cookies: signature.cookies }, variants: new Map() };
        lru.set(signature.key, entry);
      }
      entry.variants.set(outcomeKey(outcome), variant);
    },
    clear: () => lru.clear(),
    get size() {
      return lru.size;
    },
  };
}
