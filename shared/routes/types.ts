/** Route table types (spec 000 §2 "Route names and selection", "Route middleware", "Layouts"). */
import type { ParamConstraints, Params } from './pattern';

/** 000 §2 Layouts. */
export const LAYOUTS = [
  'about',
  'ceros',
  'default',
  'empty',
  'energy-lead-form',
  'error',
  'marketplace',
  'minimal',
  'money',
  'newsletter',
  'paid-search',
  'paid-search-landing',
] as const;
export type Layout = (typeof LAYOUTS)[number];

/** 000 §2 Route middleware: every route runs these, in this order. */
export const MIDDLEWARE_ORDER = [
  'brand',
  'nuxti18n',
  'featureFlags',
  'ab',
  'auth',
  'cache',
  'transaction',
  'vanity',
] as const;

export type Brand = 'cnet' | 'roadshow';

/**
 * What the page does with its primary data; the server fetches by kind, the RSC renders by kind.
 * - door: the front door composer page; listing: a listing call (`listing`);
 * - page-door: a composer door page named by `page` (/features/, /pictures/, /reviews/, /videos/, /feature/{slug}/);
 * - article: an article by slug; live: a live article; replay: a /replay/ copy of another route;
 * - review (reviews and products), gallery, video, profile;
 * - landing (paid-search landing pages), proof-of-concept (/_hidden/...), utility (fixed site pages),
 *   sitemap (HTML sitemaps), ab-summary, demo, static-error.
 */
export type RouteKind =
  | 'door'
  | 'article'
  | 'listing'
  | 'static-error'
  | 'page-door'
  | 'live'
  | 'replay'
  | 'review'
  | 'gallery'
  | 'video'
  | 'profile'
  | 'landing'
  | 'proof-of-concept'
  | 'utility'
  | 'sitemap'
  | 'ab-summary'
  | 'demo';

/** Listing calls (docs/upstream-api.md "Listing"). */
export type ListingType = 'section' | 'topic' | 'collection' | 'tag';

export interface RouteMeta {
  kind: RouteKind;
  layout: Layout;
  /** Seconds; a value that is not a number ≥ 0 falls back to the configured default. */
  maxAge?: unknown;
  /** Middleware names as route meta lists them; an unknown one is a 500 'Unknown middleware {name}'. */
  middleware: readonly string[];
  brand?: Brand;
  /** Base name of the route whose address is this page's canonical address (spec 000 §2). */
  canonical_route?: string;
  /** Page type for tracking and rules (spec 001 §2 page-type names). */
  pageType: string;
  /** Section key for article routes whose section is fixed by the path. */
  section?: string;
  /** Listing routes: which listing call (`id` from the path's slug when absent). */
  listing?: { type: ListingType; id?: string };
  /** Page-door routes: which composer page (`slug` from the path's slug when absent). */
  page?: { type: string; slug?: string };
  /** The route opts out of scrolling to the top after a client navigation (spec 000 §2). */
  keepScroll?: boolean;
  /** The page exists in production only (spec 000 §2 demo pages); the server decides what that means elsewhere. */
  productionOnly?: boolean;
  /**
   * The params of the one address this page answers to, when the request's differ (the router
   * answers 301 there), else null. E.g. profiles lowercase the username.
   */
  normalize?: (params: Params) => Params | null;
  /** The page validate check: false gives the 404 page. */
  validate?: (params: Params) => boolean;
}

export interface RouteDef {
  /** Base name, without the locale suffix. */
  name: string;
  pattern: string;
  meta: RouteMeta;
  /** Values a parameter must take for the path to match this route at all (else the next route is tried). */
  constraints?: ParamConstraints;
  /**
   * A named route that only builds links: its address is matched by another route (e.g.
   * `tech-article-subtopic` shares `/tech/{topic}/{slug}/` with `tech-article-topic`).
   */
  linkOnly?: boolean;
}

export interface RouteMatch {
  /** Route name with the locale suffix, e.g. `tech-article___en`. */
  routeName: string;
  baseName: string;
  pattern: string;
  params: Params;
  meta: RouteMeta;
}
