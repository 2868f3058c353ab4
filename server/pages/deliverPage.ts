/**
 * Step three of a page request: the page's response. A render the cache holds is replayed (304
 * when the reader holds it); otherwise the page is rendered — after the query-render budget and
 * the admission slot — and, when the reuse policy (reusePolicy.ts) keeps it, stored and recorded
 * for fast replays. A render that fails before its shell becomes the error page.
 */
import { DEFAULT_BRAND, DEFAULT_EDITION, DEFAULT_LOCALE } from '../../shared/constants';
import { clock, NOW_PARAM, parseNowOverride } from '../features/clock';
import type { PageRequest, PrimaryData } from '../../shared/render/contract';
import { initialRequestState } from '../../shared/requestState';
import type { RouteMatch } from '../../shared/routes/types';
import { cacheControl } from '../http/cacheHeaders';
import { negotiateEncoding } from '../http/encoding';
import { notModified } from '../http/etag';
import { contentSecurityPolicy, createNonce } from '../http/security';
import type { PageContext } from '../middleware/types';
import { traceStream } from '../ops/streamSpan';
import type { ServerTiming } from '../ops/timing';
import { endSpan, inSpan, startSpan } from '../ops/tracing';
import { currentScope, ShedError } from '../reliability/requestScope';
import { sendShed } from '../reliability/shed';
import type { CachedRender } from '../render/renderCache';
import { sendCached } from '../render/sendCached';
import { sendRendered, ShellError } from '../render/sendRendered';
import { renderFallbackErrorPage } from './fallbackErrorPage';
import { sendNotModified, sendTooManyRenders } from './noRender';
import type { PageDeps, PageInput } from './pageTypes';
import { pageHeaders, type HeaderRecord } from './pageHeaders';
import { renderEtag, renderKey, replayEtag, replayVariant } from './reusePolicy';

/** The request's time: the rules clock, or outside production a valid `?now=` (decision 070). */
function ruleNow(url: URL, production: boolean): number {
  return (production ? undefined : parseNowOverride(url.searchParams.get(NOW_PARAM))) ?? clock.now();
}

export function pageRequest(
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
    debugInfo: ctx?.state.debug
      ? { middleware: ctx.middlewareTimings.map(({ name, ms }) => ({ name, ms: Math.round(ms * 100) / 100 })) }
      : undefined,
    seamless: primary.kind === 'article' ? input.seamless : undefined,
  };
}

/** The error page with `status`, never kept by a cache. */
export async function sendError(
  deps: PageDeps,
  input: PageInput,
  timing: ServerTiming,
  match: RouteMatch | null,
  status: number,
  message: string,
  rsc: boolean,
): Promise<void> {
  const request = pageRequest(deps, input, match, status, { kind: 'error', status, message });
  await deliverPage(deps, input, timing, request, rsc, cacheControl(0));
}

/** Tells the replay index how this request was answered, so the same request again is a fast replay (decision 090). */
function rememberReplay(
  deps: PageDeps,
  input: PageInput,
  ctx: PageContext,
  request: PageRequest,
  headers: HeaderRecord,
  key: string,
  render: Pick<CachedRender, 'nonce' | 'contentType'>,
  freshUntil: number,
): void {
  const signature = input.replay;
  if (!deps.replayIndex || !signature || !request.match) return;
  const variant = replayVariant(
    key,
    {
      status: request.status,
      routeName: request.match.routeName,
      headers,
      contentType: render.contentType,
      policy: render.nonce ? contentSecurityPolicy(render.nonce, deps.policyOrigins) : null,
      cookies: ctx.setCookies,
      abCookies: ctx.ab?.setCookies ?? [],
      freshUntil,
    },
    performance.now(),
  );
  if (variant) deps.replayIndex.record(signature, ctx.ab?.inputs ?? null, ctx.ab?.outcome ?? null, variant);
}

/** A render the cache holds, replayed: 304 when the reader holds it (decision 052), else its bytes. */
function replayCached(
  deps: PageDeps,
  input: PageInput,
  timing: ServerTiming,
  request: PageRequest,
  key: string,
  cached: CachedRender,
  headers: HeaderRecord,
  ctx: PageContext | undefined,
  freshUntil: number,
): void {
  // A replay's body is known before it is sent: a validator, and 304 when the reader has it.
  const etag = replayEtag(cached);
  headers.etag = etag;
  if (ctx) rememberReplay(deps, input, ctx, request, headers, key, cached, freshUntil);
  if (notModified(input.headers.get('if-none-match'), etag))
    return sendNotModified(input.res, headers, cached, deps.policyOrigins, timing);
  const encoding = negotiateEncoding(input.headers.get('accept-encoding'));
  sendCached(input.res, deps.renderCache, key, cached, {
    status: request.status,
    headers,
    encoding,
    timing,
    origins: deps.policyOrigins,
  });
}

/**
 * What a render must pass first: a query variant of a cacheable page, which still bypasses the
 * render cache, spends the client's budget (decision 053); a render needs a slot (decision 050).
 * False when the answer was already given (429, or the fast 503); the reader gone, an error.
 */
async function admitRender(deps: PageDeps, input: PageInput, key: string | null): Promise<boolean> {
  if (key !== null && input.url.search !== '' && deps.queryRenders) {
    const decision = deps.queryRenders(input.res.req, input.headers);
    if (!decision.allowed) {
      sendTooManyRenders(input.res, decision.retryAfterSeconds);
      return false;
    }
  }
  const scope = currentScope();
  if (!scope) return true;
  try {
    await scope.admit();
    return true;
  } catch (error) {
    if (!(error instanceof ShedError)) throw error;
    sendShed(input.res);
    return false;
  }
}

export async function deliverPage(
  deps: PageDeps,
  input: PageInput,
  timing: ServerTiming,
  request: PageRequest,
  rsc: boolean,
  cache: string,
  ctx?: PageContext,
): Promise<void> {
  const key = deps.renderCache.enabled ? renderKey(rsc, request, Boolean(ctx?.preview)) : null;
  const cached = key === null ? undefined : deps.renderCache.get(key);
  // How long the content this answer was chosen from stays fresh: before the render reads more (decision 090).
  const freshUntil = currentScope()?.freshUntil ?? 0;
  // A replayed page keeps the nonce its scripts were rendered with (decision 025): no fresh one to make.
  const nonce = cached?.nonce ?? createNonce();
  const headers = pageHeaders(deps.policyOrigins, request, rsc, cache, nonce, ctx);
  if (key !== null && cached) return replayCached(deps, input, timing, request, key, cached, headers, ctx, freshUntil);

  if (!(await admitRender(deps, input, key))) return;

  // A render the cache will keep carries the validator it is stored under (decision 056).
  const etag = renderEtag(key, nonce);
  if (etag) headers.etag = etag;
  // Render until the shell is sent, then stream until the last byte (decision 087).
  const renderSpan = startSpan('render', { 'neutron.rsc': rsc, 'http.response.status_code': request.status });
  try {
    await inSpan(renderSpan, () =>
      sendRendered(deps.bundle, input.res, {
        status: request.status,
        headers,
        rsc,
        encoding: negotiateEncoding(input.headers.get('accept-encoding')),
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
                // A payload keeps its nonce too: its replays carry the policy the render was sent with.
                const kept = deps.renderCache.set(key, body, contentType, nonce, etag);
                const stored = { nonce, contentType };
                if (kept && ctx) rememberReplay(deps, input, ctx, request, headers, key, stored, freshUntil);
              },
      }),
    );
    endSpan(renderSpan);
    if (renderSpan) traceStream(input.res);
  } catch (error) {
    endSpan(renderSpan, error);
    if (!(error instanceof ShellError)) throw error;
    input.logger.error('render failed', { status: request.status, err: error.message });
    if (input.res.headersSent) return void input.res.destroy();
    if (request.primary.kind !== 'error') {
      const errorRequest = {
        ...request,
        status: 500,
        primary: { kind: 'error', status: 500, message: error.message } as PrimaryData,
      };
      return deliverPage(deps, input, timing, errorRequest, rsc, cacheControl(0), ctx);
    }
    renderFallbackErrorPage(input.res, request.status);
  }
}
