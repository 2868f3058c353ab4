/**
 * The contract between the server bundle and the rsc bundle. The server resolves the route,
 * runs the middleware and fetches the primary content (so the status code is known before any
 * byte is sent), then hands a PageRequest and the process-wide RscServices to the rsc bundle.
 * Both bundles compile this file; only types cross the boundary.
 */
import type { Decision, DecisionInput } from '../decision/decision';
import type { FinanceProduct, RateFeed, RateQuery } from '../finance/feed';
import type { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import type { ClientServices } from './clientServices';
import type { Article } from '../models/article';
import type { AbTestSummaryRow } from '../ab/summary';
import type { Author } from '../models/author';
import type { ContentListComponent, NavItem } from '../models/component';
import type { Gallery } from '../models/gallery';
import type { LiveArticle } from '../models/liveArticle';
import type { Review } from '../models/review';
import type { Video } from '../models/video';
import type { ContentLink } from '../models/contentLink';
import type { UtilityPageData } from '../forms/pageData';
import type { Page } from '../models/page';
import type { RequestState } from '../requestState';
import type { Brand, RouteMatch } from '../routes/types';
import type { ImageBase } from '../images/imageService';
import type { HtmlSplices } from './splices';

export type PrimaryData =
  | { kind: 'article'; article: Article }
  | { kind: 'door'; page: Page }
  | { kind: 'listing'; listing: ContentListComponent; slug: string; pageNumber: number; pageSize: number }
  | { kind: 'ab-summary'; tests: AbTestSummaryRow[] | null }
  | {
      kind: 'page-door';
      title: string;
      description?: string;
      items: ContentLink[];
      basePath: string;
      pageNumber: number;
      pages: number;
    }
  | { kind: 'profile'; author: Author }
  | { kind: 'replay'; original: PrimaryData; canonicalPath: string | null }
  | { kind: 'landing'; heading: string; intro: string; items: ContentLink[]; canonicalPath: string; variation?: string }
  | { kind: 'proof-of-concept'; heading: string; intro: string; items: ContentLink[] }
  | {
      kind: 'sitemap';
      section: string | null;
      year: number | null;
      years: number[];
      items: ContentLink[];
      pageNumber: number;
      pages: number;
    }
  | { kind: 'demo'; name: string; items: ContentLink[] }
  | { kind: 'review'; review: Review }
  | { kind: 'gallery'; gallery: Gallery; pageNumber: number; pageSize: number }
  | { kind: 'video'; video: Video }
  | { kind: 'live'; live: LiveArticle }
  | { kind: 'utility'; utility: UtilityPageData }
  /** A health article in health privacy mode: the page that explains why and how to see it (decision 071). */
  | { kind: 'health-privacy'; path: string }
  | { kind: 'error'; status: number; message: string };

export interface PageRequest {
  /** Path and query as requested. */
  url: string;
  /** Null when no route matched (the 404 page). */
  match: RouteMatch | null;
  status: number;
  primary: PrimaryData;
  brand: Brand;
  edition: string;
  locale: string;
  requestId: string;
  /** Milliseconds since the epoch, for relative dates. */
  now: number;
  /** Stylesheets to link (content-hashed, under /static/). */
  stylesheets: readonly string[];
  /** The web font files the first screen sets, preloaded from the top of the head (content-hashed, under /static/). */
  fontPreloads: readonly string[];
  /** The site icon (content-hashed, under /static/). */
  icon: string;
  /** Flags, A/B state, device, auth and debug as the route middleware left them. */
  state: RequestState;
  /** For the jsDebug toolbar: what the middleware did. */
  debugInfo?: { middleware: Array<{ name: string; ms: number }> };
  /** Told about any error while rendering (such a render is never reused). */
  onRenderError?: (error: unknown) => void;
  /**
   * Set when this render is a next article of seamless scrolling (001 §1, §4): only the article
   * is rendered (no document), and its ads carry the seamless indicator (001 §3).
   */
  seamless?: SeamlessRender;
  /** HTML requests only: where ready HTML strings go instead of the payload (shared/render/splices.ts). */
  splices?: HtmlSplices;
}

export interface SeamlessRender {
  /** 1 for the first article after the one the reader opened, 2 for the next... */
  position: number;
  /** The seamless listing item's source (e.g. curated); feeds the seamlessIndicator targeting key. */
  source?: string;
}

export interface ListingQuery {
  limit: number;
  offset?: number;
}

/**
 * Static parts rendered once to ready HTML (server/render/segmentCache.ts): `owner` is the
 * content object the markup is made from (its identity versions the segment), `variant` names
 * everything else the markup depends on. `render` must be static: host elements and plain
 * function components, no client components, no per-request values outside `variant`.
 */
export interface SegmentRenderer {
  html(owner: object, variant: string, render: () => ReactNode): string;
}

/** What server components may call; created once per process in server/. */
export interface RscServices {
  segments: SegmentRenderer;
  siteOrigin: string;
  /** Absolute URL of the 310 × 310 publisher logo. */
  publisherLogo: string;
  imageBaseUrl: ImageBase;
  /** Endpoints the client islands talk to, passed to them as props. */
  clientServices: ClientServices;
  development: boolean;
  /** NODE_ENV is production (spec 000 §2: the sign-in toolbar shows outside production). */
  production: boolean;
  /** Who writes the flight payload: Neutron's writer (rsc/flight/writeFlight.ts; React's server for what it cannot write) or React's server always (decision 091). */
  flightWriter?: 'neutron' | 'react';
  content: {
    getNavigation(site: Brand): Promise<NavItem[]>;
    getListing(site: Brand, type: string, id: string, query: ListingQuery): Promise<ContentListComponent>;
  };
  log: {
    warn(message: string, fields?: Record<string, unknown>): void;
    error(message: string, fields?: Record<string, unknown>): void;
  };
  /** The decision service (001 §7): never throws; failed or disabled is the empty decision. */
  decide(input: DecisionInput): Promise<Decision>;
  /** The finance partner feed (000 §7): throws when the feed fails. */
  financeRates(product: FinanceProduct, query: RateQuery): Promise<RateFeed>;
}

/**
 * A flight payload's rows as the values their JSON parses to, for a reader in this process that
 * would otherwise parse the bytes again (server/render/htmlWriter/flightRows.ts). Shared with the
 * writer: read them, never change them.
 */
export interface FlightRowValues {
  /** Model rows by id; text rows as raw strings (a leading `$` escaped as `$$`, as in a model). */
  readonly models: Map<number, unknown>;
  /** Import rows by id: [module id, chunks, export name(, 1)], long strings as `$id` references. */
  readonly imports: Map<number, unknown[]>;
  /** Hint rows in order. */
  readonly hints: Array<{ code: string; value: unknown }>;
  /** Set when a row was written that a values reader cannot take (an error row): why. */
  unsupported?: string;
}

/**
 * A flight destination that also takes the rows as values: Neutron's flight writer calls
 * `writeWithValues` for each batch instead of `write` (`rows` then holds every row written so
 * far, this batch's included). React's server only ever calls `write`.
 */
export interface FlightValuesDestination {
  writeWithValues(text: string, rows: FlightRowValues): void;
}

export interface PipeableFlight {
  pipe<T extends Writable>(destination: T): T;
  abort(reason?: unknown): void;
}

export interface RscModule {
  renderFlight(request: PageRequest, services: RscServices, clientManifest: unknown): PipeableFlight;
}
