/**
 * Step two of a page request: for a matched route, the page context, the middleware chain and the
 * primary content, each outcome turned into its answer (redirect, 404, the error page, a fast 503),
 * then health privacy mode and the page's cache lifetime; the page itself goes to deliverPage.
 */
import type { PrimaryData } from '../../shared/render/contract';
import { buildPath } from '../../shared/routes/pattern';
import type { RouteMatch } from '../../shared/routes/types';
import { NOT_FOUND_MESSAGE } from '../../shared/constants';
import { blockableContent, healthBlocked } from '../../shared/node/features/healthPrivacy';
import { PREVIEW_PARAM, PREVIEW_VALUE } from '../content/api';
import { NotFoundError, RedirectError, statusForError } from '../content/errors';
import { cacheControl } from '../http/cacheHeaders';
import { runMiddleware } from '../middleware/chain';
import { createPageContext } from '../middleware/context';
import type { PageContext } from '../middleware/types';
import type { VanityMask } from '../middleware/vanity';
import type { ServerTiming } from '../ops/timing';
import { currentScope, OverBudgetError, ShedError } from '../reliability/requestScope';
import { sendShed } from '../reliability/shed';
import { deliverPage, pageRequest, sendError } from './deliverPage';
import { redirect, sendTooManyRenders } from './noRender';
import { rememberNotFound } from './notFoundMemory';
import type { PageDeps, PageInput } from './pageTypes';
import { loadPrimary } from './primary';
import { applyRequestBasics } from './requestState';

/** The page context for a matched route; with a mask, the route and path are the mask's target. */
function pageContext(input: PageInput, match: RouteMatch, timing: ServerTiming, mask?: VanityMask): PageContext {
  const url = mask ? new URL(`${mask.path}${input.url.search}`, input.url) : input.url;
  const ctx = createPageContext({ url, match, headers: input.headers, timing });
  if (input.abDraws) ctx.abDraws = input.abDraws;

  ctx.setCookies.push(
    ...applyRequestBasics(ctx.state, {
      query: input.url.searchParams,
      cookies: ctx.cookies,
      headers: input.headers,
      debugAllowed: input.debugAllowed,
      responseHeaders: ctx.responseHeaders,
    }),
  );
  const preview = input.url.searchParams.get(PREVIEW_PARAM);
  if (preview !== null && PREVIEW_VALUE.test(preview)) ctx.preview = preview;
  return ctx;
}

/**
 * Middleware, primary content and render for a matched route. `mask` is set when this page is
 * served at a vanity URL: the visible URL (and the render-cache key) stay the request's own.
 */
export async function preparePage(
  deps: PageDeps,
  input: PageInput,
  timing: ServerTiming,
  rsc: boolean,
  match: RouteMatch,
  mask?: VanityMask,
): Promise<void> {
  const { res } = input;
  input.setRouteName(match.routeName);
  // Demo pages exist in production only (spec 000 §2).
  if (match.meta.productionOnly && !deps.production)
    return sendError(deps, input, timing, match, 404, NOT_FOUND_MESSAGE, rsc);
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
      return preparePage(deps, input, timing, rsc, target.match, outcome);
    }
    if (mask?.temporary) ctx.maxAge = 0;

    const loaded = await loadPrimary(ctx, {
      content: deps.content,
      abDefinitions: deps.abDefinitions,
      isRoutable: (path) => deps.router.resolve(path).type === 'match',
    });
    if (loaded.type === 'redirect') return redirect(res, 301, loaded.location, timing);
    if (loaded.type === 'not-found') {
      rememberNotFound(deps, input);
      return sendError(deps, input, timing, match, 404, NOT_FOUND_MESSAGE, rsc);
    }
    primary = loaded.data;
    // The budget guards the page's own content (decision 106); its sections may load theirs.
    currentScope()?.refuseWork?.(undefined);
    // Seamless renders exist for articles only (decision 022).
    if (input.seamless && primary.kind !== 'article')
      return sendError(deps, input, timing, match, 404, NOT_FOUND_MESSAGE, rsc);
  } catch (error) {
    return answerFailure(deps, input, timing, rsc, match, ctx, error, mask);
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
  await deliverPage(deps, input, timing, request, rsc, cacheControl(uncached ? 0 : ctx.maxAge), ctx);
}

/** A failed middleware step or content load: a fast 503, a moved page's 301, or the error page. */
function answerFailure(
  deps: PageDeps,
  input: PageInput,
  timing: ServerTiming,
  rsc: boolean,
  match: RouteMatch,
  ctx: PageContext,
  error: unknown,
  mask?: VanityMask,
): Promise<void> | void {
  const { res, logger } = input;
  // Past the client's budget of cache-bypassing requests: 429, nothing asked upstream (decision 106).
  if (error instanceof OverBudgetError) return sendTooManyRenders(res, error.retryAfterSeconds);
  // Refused for overload, or the reader left: a fast 503, nothing rendered (decision 050).
  if (error instanceof ShedError) return sendShed(res);
  if (error instanceof RedirectError) {
    const location =
      error.location ??
      movedLocation(match, error.slug, mask ? ctx.url.search : (input.receivedUrl ?? input.url).search);
    return redirect(res, 301, location, timing);
  }
  const status = statusForError(error);
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof NotFoundError) rememberNotFound(deps, input);
  else logger.error('page failed', { route: match.routeName, status, err: message });
  return sendError(deps, input, timing, match, status, status === 404 ? NOT_FOUND_MESSAGE : message, rsc);
}

/** The route's own pattern with the new slug in place of the old one (spec 000 §8). */
function movedLocation(match: RouteMatch, slug: string, search: string): string {
  return `${buildPath(match.pattern, { ...match.params, slug })}${search}`;
}
