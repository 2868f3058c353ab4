/** Route middleware (spec 000 §2 "Route middleware"): each step reads and fills the page context. */
import type { Brand, RouteMatch } from '../../shared/routes/types';
import type { ServerTiming } from '../ops/timing';

export interface PageContext {
  url: URL;
  match: RouteMatch;
  requestHeaders: Headers;
  timing: ServerTiming;
  /** Filled by the middleware chain. */
  brand: Brand;
  edition: string;
  locale: string;
  maxAge: number;
  transaction: string;
}

/** A step ends the request by returning an outcome, or returns nothing to continue. */
export type MiddlewareOutcome = { type: 'redirect'; status: 301 | 302; location: string } | { type: 'not-found' };

export type RouteMiddleware = (ctx: PageContext) => MiddlewareOutcome | void | Promise<MiddlewareOutcome | void>;

export interface MiddlewareDeps {
  defaultMaxAge: number;
}
