/**
 * The `ab` route middleware (spec 000 §2 "Route middleware", §4 "A/B testing"): the visitor's
 * A/B state from the nemo_highlander and per-test exclusion cookies, the `ab` query parameter
 * and the id:version:bucket header, or a fresh draw from the allocation table of an eligible
 * active test. Fills `state.ab` and `state.adPluginDisabled` and queues the Set-Cookie values.
 * The rules themselves are pure and live in server/ab/resolve.ts.
 */
import type { RandomSource } from '../../shared/ab/allocation';
import { AB_HEADER, AB_QUERY_PARAM } from '../../shared/ab/constants';
import type { AbPage } from '../../shared/ab/criteria';
import type { AbTest } from '../../shared/ab/definition';
import { resolveAbState, type AbCookieWrite } from '../ab/resolve';
import { isAdPluginDisabled } from '../../shared/ab/targeting';
import type { AbDefinitions } from '../ab/definitions';
import { expireCookie, serializeCookie } from '../http/cookies';
import type { PageContext, RouteMiddleware } from './types';

export interface AbMiddlewareDeps {
  definitions: AbDefinitions;
  /** Uniform numbers in [0, 1); default Math.random. */
  random?: RandomSource;
  /** Wall-clock milliseconds for test start and end dates; default Date.now. */
  now?: () => number;
}

export function abPageOf(ctx: PageContext): AbPage {
  const { match } = ctx;
  return {
    path: ctx.url.pathname,
    routeName: match.baseName,
    kind: match.meta.kind,
    pageType: match.meta.pageType,
    section: match.meta.section,
    layout: match.meta.layout,
    brand: ctx.brand,
    device: ctx.state.device,
  };
}

/** A/B cookies are HttpOnly: the state reaches the browser in the rendered page, never by script. */
export function abSetCookie(write: AbCookieWrite): string {
  return write.value === null
    ? expireCookie(write.name)
    : serializeCookie(write.name, write.value, { maxAge: write.maxAgeSeconds, httpOnly: true });
}

/**
 * The draws the fast replay path made for this request, then `random`: a request it handed on
 * gets the bucket it drew, so a replay missing from the index does not draw twice (decision 090).
 */
export function drawsFirst(draws: readonly number[], random: RandomSource): RandomSource {
  let next = 0;
  return () => (next < draws.length ? draws[next++]! : random());
}

export function createAbMiddleware({
  definitions,
  random = Math.random,
  now = Date.now,
}: AbMiddlewareDeps): RouteMiddleware {
  const assign = (ctx: PageContext, tests: readonly AbTest[] | null) => {
    const inputs = {
      tests,
      page: abPageOf(ctx),
      query: ctx.url.searchParams.get(AB_QUERY_PARAM),
      header: ctx.requestHeaders.get(AB_HEADER),
    };
    // Fields named, not `{ ...inputs, now, … }`: on Node 20 a property added after a leading
    // spread costs ~0.5 µs, and this runs for every page (decision 094).
    const outcome = resolveAbState({
      tests: inputs.tests,
      page: inputs.page,
      query: inputs.query,
      header: inputs.header,
      now: now(),
      cookies: ctx.cookies,
      random: ctx.abDraws ? drawsFirst(ctx.abDraws, random) : random,
    });
    ctx.state.ab = outcome.ab;
    ctx.state.adPluginDisabled = isAdPluginDisabled(outcome.ab);
    const setCookies = outcome.cookies.map(abSetCookie);
    ctx.setCookies.push(...setCookies);
    ctx.ab = { inputs, outcome, setCookies };
  };
  return (ctx) => {
    // Definitions fresh in the cache: assigned at once, without the promises of a load (decision 026).
    const cached = definitions.peek?.(ctx.brand, ctx.timing);
    if (cached !== undefined) return assign(ctx, cached);
    return definitions.get(ctx.brand, ctx.timing).then((tests) => assign(ctx, tests));
  };
}
