/**
 * One page request, in three named steps with every failure turned into the right status and the
 * error page (never an unhandled rejection, never a crash):
 *   1. resolveTarget.ts: which route answers it (router, else the vanity dictionary);
 *   2. preparePage.ts: the page context, the middleware chain, the primary content;
 *   3. deliverPage.ts: the response, replayed or rendered, as the reuse policy says (reusePolicy.ts).
 * Repeats the replay index knows never get here: server/pages/fastReplay.ts answers them first.
 */
import { NOT_FOUND_MESSAGE } from '../../shared/constants';
import { RSC_HEADER, RSC_QUERY } from '../../shared/render/protocol';
import { SEAMLESS_HEADER } from '../../shared/seamless/constants';
import { parseSeamlessMarker } from '../../shared/seamless/marker';
import { PREVIEW_PARAM } from '../content/api';
import { parseCookies } from '../http/cookies';
import { ServerTiming } from '../ops/timing';
import { currentScope, OverBudgetError } from '../reliability/requestScope';
import { sendError } from './deliverPage';
import { redirect } from './noRender';
import { notFoundKey, rememberNotFound } from './notFoundMemory';
import type { PageDeps, PageInput } from './pageTypes';
import { preparePage } from './preparePage';
import { pageUrl } from './queryPolicy';
import { DEBUG_PARAM } from './requestState';
import { routeTarget, vanityTarget } from './resolveTarget';

export type { PageDeps, PageInput } from './pageTypes';

/** Whether this request may use jsDebug and preview; asked only when it tries to. */
function debugAllowed(deps: PageDeps, input: PageInput): boolean {
  const { searchParams } = input.url;
  const cookie = input.headers.get('cookie');
  const tries =
    searchParams.has(DEBUG_PARAM) ||
    searchParams.has(PREVIEW_PARAM) ||
    (cookie !== null && cookie.includes(DEBUG_PARAM));
  return tries && deps.debugAccess(input.res.req, input.headers, parseCookies(cookie ?? undefined));
}

/** RSC requests: the `RSC: 1` header or an `_rsc` query parameter. */
export function isRscRequest(url: URL, headers: Headers): boolean {
  return headers.get(RSC_HEADER) === '1' || url.searchParams.has(RSC_QUERY);
}

/** The page's input: only the parameters pages read reach the page, its cache keys and upstream (decision 053). */
function pageInputOf(deps: PageDeps, received: PageInput): PageInput {
  const allowed = debugAllowed(deps, received);
  // Named fields, not `{ ...received, … }`: a property added after a leading spread is slow on
  // Node 20 (~2% of an uncached page here; decision 094).
  return {
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
}

export async function handlePage(deps: PageDeps, received: PageInput): Promise<void> {
  const pageInput = pageInputOf(deps, received);
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

  const resolution = routeTarget(deps, input, received.url, timing);
  if (resolution.type === 'redirect') {
    input.setRouteName('redirect');
    return redirect(res, 301, resolution.location, timing);
  }
  const match = resolution.type === 'match' ? resolution.match : null;
  // A path just answered 404 gets the 404 page again, nothing asked upstream (decision 106).
  if (deps.notFound?.has(notFoundKey(url))) {
    input.setRouteName(match?.routeName ?? 'not-found');
    return sendError(deps, input, timing, match, 404, NOT_FOUND_MESSAGE, rsc);
  }
  // A client past its budget of cache-bypassing requests starts no upstream work for its page.
  const budget = deps.queryRenders?.(res.req, input.headers, 0);
  if (budget && !budget.allowed) currentScope()?.refuseWork?.(new OverBudgetError(budget.retryAfterSeconds));
  if (match) return preparePage(deps, input, timing, rsc, match);

  // Most vanity URLs are paths without a route of their own (spec 000 §4 "Vanity").
  const vanity = await vanityTarget(deps, input, received.url, timing);
  if (vanity?.type === 'redirect') {
    input.setRouteName('vanity-redirect');
    return redirect(res, vanity.status, vanity.location, timing);
  }
  if (vanity?.type === 'mask') return preparePage(deps, input, timing, rsc, vanity.match, vanity.mask);
  input.setRouteName('not-found');
  rememberNotFound(deps, input);
  return sendError(deps, input, timing, null, 404, NOT_FOUND_MESSAGE, rsc);
}
