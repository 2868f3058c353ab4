/** Route middleware (spec 000 §2 "Route middleware"): each step reads and fills the page context. */
import type { AbOutcome, AbRequestInputs } from '../ab/resolve';
import type { RequestState } from '../../shared/requestState';
import type { Brand, RouteMatch } from '../../shared/routes/types';
import type { ServerTiming } from '../ops/timing';

export interface PageContext {
  url: URL;
  match: RouteMatch;
  requestHeaders: Headers;
  /** Request cookies, read leniently (server/http/cookies.ts). */
  cookies: ReadonlyMap<string, string>;
  timing: ServerTiming;
  /** Set-Cookie values to send with the response (serializeCookie / expireCookie). */
  setCookies: string[];
  /** Extra response headers a step wants sent. */
  responseHeaders: Record<string, string>;
  /** Flags, A/B state, device, auth, debug: each step fills its own part. */
  state: RequestState;
  /** The reader's preview value (the `preview` query parameter, when valid): nothing is cached. */
  preview?: string;
  /** How long each middleware step took (Server-Timing, debug toolbar). */
  middlewareTimings: Array<{ name: string; ms: number }>;
  /** Filled by the middleware chain. */
  brand: Brand;
  edition: string;
  locale: string;
  maxAge: number;
  transaction: string;
  /** Set by the `ab` step: what it resolved the A/B state from, the outcome and its Set-Cookie values (decision 090). */
  ab?: { inputs: AbRequestInputs; outcome: AbOutcome; setCookies: readonly string[] };
  /** Uniform draws the fast replay path already made for this request: the `ab` step draws these first (decision 090). */
  abDraws?: readonly number[];
}

/**
 * A step ends the request by returning an outcome, or returns nothing to continue. A mask
 * (vanity) serves the page of another path at this URL.
 */
export type MiddlewareOutcome =
  | { type: 'redirect'; status: 301 | 302; location: string }
  | { type: 'not-found' }
  | { type: 'mask'; path: string; temporary: boolean };

export type RouteMiddleware = (ctx: PageContext) => MiddlewareOutcome | void | Promise<MiddlewareOutcome | void>;
