/** What the page path is given: its process-wide dependencies and one request's input. */
import type { ServerResponse } from 'node:http';
import type { RscServices, SeamlessRender } from '../../shared/render/contract';
import type { Router } from '../../shared/node/routes/match';
import type { AbDefinitions } from '../ab/definitions';
import type { ContentApi } from '../content/api';
import type { Compression } from '../http/encoding';
import type { PolicyOrigins } from '../http/security';
import type { RouteMiddleware } from '../middleware/types';
import type { VanityDeps } from '../middleware/vanity';
import type { Logger } from '../ops/logger';
import type { RateDecision } from '../reliability/rateLimiter';
import type { RenderCache } from '../render/renderCache';
import type { ReplayIndex, ReplaySignature } from '../render/replayIndex';
import type { RscBundle } from '../render/rscBundle';
import type { HtmlWriter } from '../render/htmlWriter';
import type { DebugAccess } from './debugAccess';
import type { NotFoundMemory } from './notFoundMemory';

export interface PageDeps {
  router: Router;
  middleware: ReadonlyMap<string, RouteMiddleware>;
  content: ContentApi;
  bundle: RscBundle;
  services: RscServices;
  logger: Logger;
  policyOrigins: PolicyOrigins;
  renderTimeoutMs: number;
  /** How hard rendered responses are compressed (config BROTLI_QUALITY). */
  compression?: Compression;
  renderCache: RenderCache;
  /** Writes pages' HTML from their flight rows (server/render/htmlWriter/); without it React DOM writes every page. */
  htmlWriter?: HtmlWriter;
  vanity: VanityDeps;
  abDefinitions: AbDefinitions;
  /** NODE_ENV is production: production-only routes answer. */
  production: boolean;
  /** Who may use jsDebug and preview (decision 053). */
  debugAccess: DebugAccess;
  /**
   * A client's budget of requests that bypass the caches: fresh renders of query variants
   * (decision 053) and pages answered 404 (decision 106). `cost` 0 asks without spending.
   */
  queryRenders?: (req: PageInput['res']['req'], headers: Headers, cost?: number) => RateDecision;
  /** Page paths just answered 404, answered so again without upstream work (decision 106). */
  notFound?: NotFoundMemory;
  /** Where the page path's replays are remembered for the fast path (decision 090); absent: off. */
  replayIndex?: ReplayIndex;
}

export interface PageInput {
  url: URL;
  headers: Headers;
  res: ServerResponse;
  requestId: string;
  logger: Logger;
  /** Tells the request logger and metrics which route answered. */
  setRouteName(name: string): void;
  /** Set by handlePage from the seamless marker header (decision 022); article pages only. */
  seamless?: SeamlessRender;
  /** Set by handlePage: whether jsDebug and preview apply (decision 053). */
  debugAllowed?: boolean;
  /** Set by handlePage: the URL as received, whose whole query redirects keep (spec 000 §2, §4). */
  receivedUrl?: URL;
  /** The request's replay signature when the fast path may answer it next time (decision 090). */
  replay?: ReplaySignature | null;
  /** A/B draws the fast path made before handing this request on (decision 090). */
  abDraws?: readonly number[];
}
