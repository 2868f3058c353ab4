/**
 * Vanity URLs (spec 000 §2 "Route middleware", §4 "Vanity", §5, §8), the last step of every
 * route's chain, and the same lookup for paths that match no route (most vanity URLs).
 *
 * A redirect or NOT_FOUND ends the request like any other step; a mask is the outcome that makes
 * the page handler serve another path's page at this URL (docs/decisions/008-vanity.md).
 */
import { DEFAULT_BRAND, DEFAULT_EDITION } from '../../shared/constants';
import type { Brand } from '../../shared/routes/types';
import type { VanityOutcome } from '../vanity/outcome';
import type { Logger } from '../ops/logger';
import type { ServerTimingSink } from '../ops/timing';
import type { VanityResolver } from '../vanity/resolver';
import type { RouteMiddleware } from './types';

export interface VanityDeps {
  resolver: VanityResolver;
}

/** Serve the page of `path` at the vanity URL; `temporary` for TEMPORARY_MASK. */
export type VanityMask = Extract<VanityOutcome, { type: 'mask' }>;

/** The chain step for matched routes: looks up `ctx.url` with the route's kind and slug. */
export function createVanityMiddleware({ resolver }: VanityDeps): RouteMiddleware {
  return (ctx) => {
    const request = {
      url: ctx.url,
      brand: ctx.brand,
      edition: ctx.edition,
      contentType: ctx.match.meta.kind,
      slug: ctx.match.params.slug,
      timing: ctx.timing,
    };
    // Usually answered at once: no vanity entry for this path, known from the cached dictionary (decision 026).
    const outcome = resolver.resolveSoon ? resolver.resolveSoon(request) : resolver.resolve(request);
    return outcome instanceof Promise ? outcome.then((answer) => answer ?? undefined) : (outcome ?? undefined);
  };
}

export interface UnroutedVanityRequest {
  url: URL;
  /** Default brand and edition when absent: no route meta names them (000 §1). */
  brand?: Brand;
  edition?: string;
  timing?: ServerTimingSink;
  logger?: Logger;
}

/**
 * For a path that matches no route: null (nothing to do: the 404 page), a redirect, a mask, or
 * not-found. Never throws; vanity failures are logged and ignored (000 §8).
 */
export function resolveVanity({ resolver }: VanityDeps, request: UnroutedVanityRequest): Promise<VanityOutcome | null> {
  return resolver.resolve({
    url: request.url,
    brand: request.brand ?? DEFAULT_BRAND,
    edition: request.edition ?? DEFAULT_EDITION,
    timing: request.timing,
    logger: request.logger,
  });
}
