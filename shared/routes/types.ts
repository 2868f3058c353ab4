/** Route table types (spec 000 §2 "Route names and selection", "Route middleware", "Layouts"). */
import type { Params } from './pattern';

/** 000 §2 Layouts. */
export const LAYOUTS = [
  'about', 'ceros', 'default', 'empty', 'energy-lead-form', 'error', 'marketplace', 'minimal',
  'money', 'newsletter', 'paid-search', 'paid-search-landing',
] as const;
export type Layout = (typeof LAYOUTS)[number];

/** 000 §2 Route middleware: every route runs these, in this order. */
export const MIDDLEWARE_ORDER = ['brand', 'nuxti18n', 'featureFlags', 'ab', 'auth', 'cache', 'transaction', 'vanity'] as const;
export type MiddlewareName = (typeof MIDDLEWARE_ORDER)[number];

export type Brand = 'cnet' | 'roadshow';

/** What the page does with its primary data; the server fetches by kind, the RSC renders by kind. */
export type RouteKind = 'door' | 'article' | 'listing' | 'static-error';

export interface RouteMeta {
  kind: RouteKind;
  layout: Layout;
  /** Seconds; a value that is not a number ≥ 0 falls back to the configured default. */
  maxAge?: unknown;
  /** Middleware names as route meta lists them; an unknown one is a 500 'Unknown middleware {name}'. */
  middleware: readonly string[];
  brand?: Brand;
  canonical_route?: string;
  /** Page type for tracking and rules (spec 001 §2 page-type names). */
  pageType: string;
  /** Section key for article routes whose section is fixed by the path. */
  section?: string;
  /** Listing routes: which listing call (`id` from the path's slug when absent). */
  listing?: { type: 'section' | 'topic'; id?: string };
  /** The route opts out of scrolling to the top after a client navigation (spec 000 §2). */
  keepScroll?: boolean;
  /** The page validate check: false gives the 404 page. */
  validate?: (params: Params) => boolean;
}

export interface RouteDef {
  /** Base route name, without the locale suffix. */
  name: string;
  pattern: string;
  meta: RouteMeta;
}

export interface RouteMatch {
  /** Route name with the locale suffix, e.g. `tech-article___en`. */
  routeName: string;
  baseName: string;
  pattern: string;
  params: Params;
  meta: RouteMeta;
}
