/**
 * One page request: route → middleware → primary content → render, with every failure turned
 * into the right status and the error page (never an unhandled rejection, never a crash).
 */
import type { ServerResponse } from 'node:http';
import { DEFAULT_BRAND, DEFAULT_EDITION, DEFAULT_LOCALE, NOT_FOUND_MESSAGE } from '../../shared/constants';
import type { PageRequest, PrimaryData, RscServices, SeamlessRender } from '../../shared/render/contract';
import type { Router } from '../../shared/routes/match';
import { buildPath } from '../../shared/routes/pattern';
import type { RouteMatch } from '../../shared/routes/types';
import { RSC_HEADER, RSC_QUERY, SCROLL_HEADER } from '../../shared/render/protocol';
import { SEAMLESS_HEADER } from '../../shared/seamless/constants';
import { parseSeamlessMarker, seamlessKey } from '../../shared/seamless/marker';
import { NotFoundError, RedirectError, statusForError } from '../content/errors';
import type { AbDefinitions } from '../ab/definitions';
import type { ContentApi } from '../content/api';
import { PREVIEW_PARAM, PREVIEW_VALUE } from '../content/api';
import { cacheControl, lastModified } from '../http/cacheHeaders';
import { negotiateEncoding } from '../http/encoding';
import type { Compression } from '../http/encoding';
import { etagOf, notModified, renderTag } from '../http/etag';
import { contentSecurityPolicy, createNonce } from '../http/security';
import type { PolicyOrigins } from '../http/security';
import { initialRequestState } from '../../shared/requestState';
import { ServerTiming } from '../ops/timing';
import { endSpan, inSpan, startSpan } from '../ops/tracing';
import { traceStream } from '../ops/streamSpan';
import { runMiddleware } from '../middleware/chain';
import { createPageContext } from '../middleware/context';
import type { PageContext, RouteMiddleware } from '../middleware/types';
import { resolveVanity } from '../middleware/vanity';
import type { VanityDeps, VanityMask } from '../middleware/vanity';
import type { Logger } from '../ops/logger';
import type { RscBundle } from '../render/rscBundle';
import { sendCached } from '../render/sendCached';
import type { CachedRender, RenderCache } from '../render/renderCache';
import type { ReplayIndex, ReplaySignature } from '../render/replayIndex';
import type { HtmlWriter } from '../render/rows/htmlWriter';
import { versionOf } from '../render/renderCache';
import { PAGE_VARY, sendRendered, ShellError } from '../render/sendRendered';
import { currentScope, ShedError } from '../reliability/requestScope';
import { sendShed } from '../reliability/shed';
import { renderFallbackErrorPage } from './fallbackErrorPage';

import type { DebugAccess } from './debugAccess';
import { pageUrl } from './queryPolicy';
import type { RateDecision } from '../reliability/rateLimiter';
import { sendNotModified, sendTooManyRenders } from './noRender';
import { DEBUG_PARAM } from './requestState';
import { parseCookies } from '../http/cookies';
import { loadPrimary } from './primary';
import { clock, NOW_PARAM, parseNowOverride } from '../../shared/features/clock';
import { blockableContent, healthBlocked } from '../../shared/features/healthPrivacy';

/** The request's time: the rules clock, or outside production a valid `?now=` (decision 070). */
function ruleNow(url: URL, production: boolean): number {
  return (production ? undefined : parseNowOverride(url.searchParams.get(NOW_PARAM))) ?? clock.now();
}
import { applyRequestBasics } from './requestState';

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
  /** Writes pages' HTML from their flight rows (server/render/rows/htmlWriter.ts); without it React DOM writes every page. */
  htmlWriter?: HtmlWriter;
  vanity: VanityDeps;
  abDefinitions: AbDefinitions;
  /** NODE_ENV is production: production-only routes answer. */
  production: boolean;
  /** Who may use jsDebug and preview (decision 053). */
  debugAccess: DebugAccess;
  /** A client's budget of fresh renders of query variants (decision 053). */
  queryRenders?: (req: PageInput['res']['req'], headers: Headers) => RateDecision;
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

/** Whether this request may use jsDebug and preview; asked only when it tries to. */
function debugAllowed(deps: PageDeps, input: PageInput): boolean {
  const { searchParams } = input.url;
  const cookie = input.headers.get('cookie');
  const tries = searchParams.has(DEBUG_PARAM) || searchParams.has(PREVIEW_PARAM) || (cookie !== null && cookie.includes(DEBUG_PARAM));
  return tries && deps.debugAccess(input.res.req, input.headers, parseCookies(cookie ?? undefined));
}

/** RSC requests: the `RSC: 1` header or an `_rsc` query parameter. */
export function isRscRequest(url: URL, headers: Headers): boolean {
  return headers.get(RSC_HEADER) === '1' || url.searchParams.has(RSC_QUERY);
}

function redirect(res: ServerResponse, status: 301 | 302, location: string, timing: ServerTiming): void {
  res.writeHead(status, { location, 'cache-control': 'private, no-cache', 'server-timing': timing.header(), 'content-length': '0' });
  res.end();
}

export async function handlePage(deps: PageDeps, received: PageInput): Promise<void> {
  // Only the parameters pages read reach the page, its cache keys and upstream (decision 053).
  const allowed = debugAllowed(deps, received);
  // Named fields, not `{ ...received, … }`: a property added after a leading spread is slow on
  // Node 20 (~2% of an uncached page here; decision 094).
  const pageInput: PageInput = {
    url: pageUrl(received.url, allowed, !deps.production),
    headers: received.headers,
    res: received.res,
    requestId: received.requestId,
    logger: received.logger,
    setRouteName: received.setRouteName,
    seamless: received.seamless,
    debugAllowed: allowed,
    receivedUrl: received.url,
    replay: received.replay,
    abDraws: received.abDraws,
  };
  const { url, res } = pageInput;
  const timing = new ServerTiming();
  const rsc = isRscRequest(url, pageInput.headers);
  // A seamless next article (decision 022): an RSC request with a valid marker, else 400.
  const marker = parseSeamlessMarker(pageInput.headers.get(SEAMLESS_HEADER));
  if (marker.type === 'invalid' || (marker.type === 'seamless' && !rsc)) {
    pageInput.setRouteName('bad-request');
    return sendError(deps, pageInput, timing, null, 400, 'Bad seamless request', rsc);
  }
  const input = marker.type === 'seamless' ? { ...pageInput, seamless: marker.seamless } : pageInput;
  const endRoute = timing.start('route');
  const resolution = deps.router.resolve(url.pathname, received.url.search);
  endRoute();

  if (resolution.type === 'redirect') {
    input.setRouteName('redirect');
    return redirect(res, 301, resolution.location, timing);
  }
  if (resolution.type === 'match') return servePage(deps, input, timing, rsc, resolution.match);

  // Most vanity URLs are paths without a route of their own (spec 000 §4 "Vanity").
  // Vanity strips tracking parameters for its lookup and keeps the whole query on its redirects (spec 000 §4).
  const vanity = await resolveVanity(deps.vanity, { url: received.url, timing, logger: input.logger });
  if (vanity?.type === 'redirect') {
    input.setRouteName('vanity-redirect');
    return redirect(res, vanity.status, vanity.location, timing);
  }
  if (vanity?.type === 'mask') {
    const target = deps.router.resolve(vanity.path);
    if (target.type === 'match') return servePage(deps, input, timing, rsc, target.match, vanity);
  }
  input.setRouteName('not-found');
  return sendError(deps, input, timing, null, 404, NOT_FOUND_MESSAGE, rsc);
}

/** The page context for a matched route; with a mask, the route and path are the mask's target. */
function pageContext(input: PageInput, match: RouteMatch, timing: ServerTiming, mask?: VanityMask): PageContext {
  const url = mask ? new URL(`${mask.path}${input.url.search}`, input.url) : input.url;
  const ctx = createPageContext({ url, match, headers: input.headers, timing });
  if (input.abDraws) ctx.abDraws = input.abDraws;

  ctx.setCookies.push(...applyRequestBasics(ctx.state, { query: input.url.searchParams, cookies: ctx.cookies, headers: input.headers, debugAllowed: input.debugAllowed }));
  const preview = input.url.searchParams.get(PREVIEW_PARAM);
  if (preview !== null && PREVIEW_VALUE.test(preview)) ctx.preview = preview;
  return ctx;
}

/**
 * Middleware, primary content and render for a matched route. `mask` is set when this page is
 * served at a vanity URL: the visible URL (and the render-cache key) stay the request's own.
 */
async function servePage(deps: PageDeps, input: PageInput, timing: ServerTiming, rsc: boolean, match: RouteMatch, mask?: VanityMask): Promise<void> {
  const { res, logger } = input;
  input.setRouteName(match.routeName);
  // Demo pages exist in production only (spec 000 §2).
  if (match.meta.productionOnly && !deps.production) return sendError(deps, input, timing, match, 404, NOT_FOUND_MESSAGE, rsc);
  const ctx = pageContext(input, match, timing, mask);

  let primary: PrimaryData;
  try {
    const endMiddleware = timing.start('middleware');
    const outcome = await runMiddleware(deps.middleware, ctx);
    endMiddleware();
    if (outcome?.type === 'redirect') return redirect(res, outcome.status, outcome.location, timing);
    if (outcome?.type === 'not-found') return sendError(deps, input, timing, match, 404, NOT_FOUND_MESSAGE, rsc);
    // One mask per request: a mask found while serving one is ignored, so masks cannot loop.
    if (outcome?.type === 'mask' && !mask) {
      const target = deps.router.resolve(outcome.path);
      if (target.type !== 'match') return sendError(deps, input, timing, match, 404, NOT_FOUND_MESSAGE, rsc);
      return servePage(deps, input, timing, rsc, target.match, outcome);
    }
    if (mask?.temporary) ctx.maxAge = 0;

    const loaded = await loadPrimary(ctx, { content: deps.content, abDefinitions: deps.abDefinitions, isRoutable: (path) => deps.router.resolve(path).type === 'match' });
    if (loaded.type === 'redirect') return redirect(res, 301, loaded.location, timing);
    if (loaded.type === 'not-found') return sendError(deps, input, timing, match, 404, NOT_FOUND_MESSAGE, rsc);
    primary = loaded.data;
    // Seamless renders exist for articles only (decision 022).
    if (input.seamless && primary.kind !== 'article') return sendError(deps, input, timing, match, 404, NOT_FOUND_MESSAGE, rsc);
  } catch (error) {
    // Refused for overload, or the reader left: a fast 503, nothing rendered (decision 050).
    if (error instanceof ShedError) return sendShed(res);
    if (error instanceof RedirectError) {
      const location = error.location ?? movedLocation(match, error.slug, mask ? ctx.url.search : (input.receivedUrl ?? input.url).search);
      return redirect(res, 301, location, timing);
    }
    const status = statusForError(error);
    const message = error instanceof Error ? error.message : String(error);
    if (!(error instanceof NotFoundError)) logger.error('page failed', { route: match.routeName, status, err: message });
    return sendError(deps, input, timing, match, status, status === 404 ? NOT_FOUND_MESSAGE : message, rsc);
  }

  const status = primary.kind === 'error' ? primary.status : 200;
  let request = pageRequest(deps, input, match, status, primary, ctx);
  // Health privacy mode (decision 071): health content becomes the page that explains why it is hidden.
  const blockable = blockableContent(primary);
  if (blockable && healthBlocked(request, blockable)) {
    if (input.seamless) return sendError(deps, input, timing, match, 404, NOT_FOUND_MESSAGE, rsc);
    request = { ...request, primary: { kind: 'health-privacy', path: request.url } };
  }
  // A page that shows a signed-in reader is theirs alone and revalidated every time (decision 052).
  // The health privacy page is never kept by the browser: after the reader's choice the same URL shows the article.
  const uncached = ctx.preview || ctx.state.auth.loggedIn || request.primary.kind === 'health-privacy';
  await send(deps, input, timing, request, rsc, cacheControl(uncached ? 0 : ctx.maxAge), ctx);
}

/** The route's own pattern with the new slug in place of the old one (spec 000 §8). */
function movedLocation(match: RouteMatch, slug: string, search: string): string {
  return `${buildPath(match.pattern, { ...match.params, slug })}${search}`;
}

function pageRequest(
  deps: PageDeps,
  input: PageInput,
  match: RouteMatch | null,
  status: number,
  primary: PrimaryData,
  ctx?: PageContext,
): PageRequest {
  return {
    url: `${input.url.pathname}${input.url.search}`,
    match,
    status,
    primary,
    brand: ctx?.brand ?? DEFAULT_BRAND,
    edition: ctx?.edition ?? DEFAULT_EDITION,
    locale: ctx?.locale ?? DEFAULT_LOCALE,
    requestId: input.requestId,
    now: ruleNow(input.url, deps.production),
    stylesheets: deps.bundle.stylesheets,
    fontPreloads: deps.bundle.fontPreloads,
    icon: deps.bundle.icon,
    state: ctx?.state ?? initialRequestState(),
    debugInfo: ctx?.state.debug ? { middleware: ctx.middlewareTimings.map(({ name, ms }) => ({ name, ms: Math.round(ms * 100) / 100 })) } : undefined,
    seamless: primary.kind === 'article' ? input.seamless : undefined,
  };
}

async function sendError(
  deps: PageDeps,
  input: PageInput,
  timing: ServerTiming,
  match: RouteMatch | null,
  status: number,
  message: string,
  rsc: boolean,
): Promise<void> {
  const request = pageRequest(deps, input, match, status, { kind: 'error', status, message });
  await send(deps, input, timing, request, rsc, cacheControl(0));
}

/** The content object a page was rendered from (its identity versions the render), or null: not reused. */
function renderedContent(primary: PrimaryData): object | null {
  switch (primary.kind) {
    case 'article':
      return primary.article;
    case 'door':
      return primary.page;
    case 'listing':
      return primary.listing;
    case 'review':
      return primary.review;
    case 'gallery':
      return primary.gallery;
    case 'video':
      return primary.video;
    case 'live':
      return primary.live;
    default:
      return null;
  }
}

/** What a render depends on besides the URL: the content objects and the request state. */
function renderKey(rsc: boolean, request: PageRequest): string | null {
  const { primary } = request;
  const content = renderedContent(primary);
  // A signed-in page shows its reader: never stored for reuse (decision 040).
  if (!content || request.status !== 200 || request.state.debug || request.state.auth.loggedIn) return null;
  return `${rsc ? 'rsc' : 'html'} ${seamlessKey(request.seamless)} ${request.brand} ${request.url} ${versionOf(content)} ${JSON.stringify(request.state)}`;
}

/** Response headers the fast path makes per response (decision 090); the rest are the page's. */
const PER_RESPONSE_HEADERS = new Set(['last-modified', 'set-cookie', 'server-timing', 'content-length', 'content-encoding', 'transfer-encoding']);

/**
 * Tells the replay index how this request was answered, so the same request again is a fast
 * replay (decision 090): the render's key, the page's headers (the policy of the render's own
 * nonce), the cookies the A/B step did not write, and how long the content stays fresh.
 */
function rememberReplay(
  deps: PageDeps,
  input: PageInput,
  ctx: PageContext,
  request: PageRequest,
  headers: Record<string, string | string[]>,
  renderKey: string,
  render: Pick<CachedRender, 'nonce' | 'contentType'>,
  freshUntil: number,
): void {
  const signature = input.replay;
  if (!deps.replayIndex || !signature || request.status !== 200 || !request.match || freshUntil <= performance.now()) return;
  const page: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (typeof value === 'string' && !PER_RESPONSE_HEADERS.has(name)) page[name] = value;
  if (render.nonce) page['content-security-policy'] = contentSecurityPolicy(render.nonce, deps.policyOrigins);
  page['content-type'] = render.contentType;
  page.vary = PAGE_VARY;
  const abCookies = ctx.ab?.setCookies ?? [];
  deps.replayIndex.record(signature, ctx.ab?.inputs ?? null, ctx.ab?.outcome ?? null, {
    renderKey,
    status: request.status,
    headers: page,
    cookies: ctx.setCookies.filter((cookie) => !abCookies.includes(cookie)),
    routeName: request.match.routeName,
    freshUntil,
  });
}

async function send(
  deps: PageDeps,
  input: PageInput,
  timing: ServerTiming,
  request: PageRequest,
  rsc: boolean,
  cache: string,
  ctx?: PageContext,
): Promise<void> {
  const key = deps.renderCache.enabled && !ctx?.preview ? renderKey(rsc, request) : null;
  const cached = key === null ? undefined : deps.renderCache.get(key);
  // How long the content this answer was chosen from stays fresh: before the render reads more (decision 090).
  const freshUntil = currentScope()?.freshUntil ?? 0;
  // A replayed page keeps the nonce its scripts were rendered with (decision 025): no fresh one to make.
  const nonce = cached?.nonce ?? createNonce();
  const encoding = negotiateEncoding(input.headers.get('accept-encoding'));
  const headers: Record<string, string | string[]> = {
    ...ctx?.responseHeaders,
    'cache-control': cache,
    'last-modified': lastModified(request.now),
    'content-security-policy': contentSecurityPolicy(nonce, deps.policyOrigins),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  if (rsc && request.match?.meta.keepScroll) headers[SCROLL_HEADER] = 'preserve';
  if (ctx && ctx.setCookies.length > 0) headers['set-cookie'] = ctx.setCookies;

  if (key !== null && cached) {
    // A replay's body is known before it is sent: a validator, and 304 when the reader has it (decision 052).
    headers.etag = cached.etag ?? etagOf(cached, cached.body);
    if (ctx) rememberReplay(deps, input, ctx, request, headers, key, cached, freshUntil);
    if (notModified(input.headers.get('if-none-match'), headers.etag)) return sendNotModified(input.res, headers, cached, deps.policyOrigins, timing);
    return sendCached(input.res, deps.renderCache, key, cached, { status: request.status, headers, encoding, timing, policyFor: (stored) => contentSecurityPolicy(stored, deps.policyOrigins) });
  }
  // What still bypasses the render cache — a query variant of a cacheable page — spends the client's budget (decision 053).
  if (key !== null && input.url.search !== '' && deps.queryRenders) {
    const decision = deps.queryRenders(input.res.req, input.headers);
    if (!decision.allowed) return sendTooManyRenders(input.res, decision.retryAfterSeconds);
  }
  // A render needs a slot (decision 050): refused, a fast 503; the reader gone, nothing at all.
  const scope = currentScope();
  if (scope) {
    try {
      await scope.admit();
    } catch (error) {
      if (error instanceof ShedError) return sendShed(input.res);
      throw error;
    }
  }

  // A render the cache will keep carries the validator it is stored under (decision 056).
  const etag = key === null ? undefined : renderTag(nonce);
  if (etag) headers.etag = etag;
  // Render until the shell is sent, then stream until the last byte (decision 087).
  const renderSpan = startSpan('render', { 'neutron.rsc': rsc, 'http.response.status_code': request.status });
  try {
    await inSpan(renderSpan, () => sendRendered(deps.bundle, input.res, {
      status: request.status,
      headers,
      rsc,
      encoding,
      nonce,
      timing,
      request,
      services: deps.services,
      renderTimeoutMs: deps.renderTimeoutMs,
      compression: deps.compression,
      logger: input.logger,
      writer: deps.htmlWriter,
      onComplete:
        key === null
          ? undefined
          : (body, contentType) => {
              const kept = deps.renderCache.set(key, body, contentType, rsc ? null : nonce, etag);
              if (kept && ctx) rememberReplay(deps, input, ctx, request, headers, key, { nonce: rsc ? null : nonce, contentType }, freshUntil);
            },
    }));
    endSpan(renderSpan);
    if (renderSpan) traceStream(input.res);
  } catch (error) {
    endSpan(renderSpan, error);
    if (!(error instanceof ShellError)) throw error;
    input.logger.error('render failed', { status: request.status, err: error.message });
    if (input.res.headersSent) return void input.res.destroy();
    if (request.primary.kind !== 'error') {
      const errorRequest = { ...request, status: 500, primary: { kind: 'error', status: 500, message: error.message } as PrimaryData };
      return send(deps, input, timing, errorRequest, rsc, cacheControl(0), ctx);
    }
    renderFallbackErrorPage(input.res, request.status);
  }
}

