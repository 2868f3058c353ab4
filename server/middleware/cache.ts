import { effectiveMaxAge } from '../http/cacheHeaders';
import type { RouteMiddleware } from './types';

/**
 * Spec 000 §2 Caching: the route's max-age, or the configured default when it is not a number ≥ 0.
 * A signed-in reader's page shows the reader: max-age 0, i.e. `private, no-cache` (decision 040).
 */
export const createCacheMiddleware =
  ({ defaultMaxAge }: { defaultMaxAge: number }): RouteMiddleware =>
  (ctx) => {
    ctx.maxAge = ctx.state.auth.loggedIn ? 0 : effectiveMaxAge(ctx.match.meta.maxAge, defaultMaxAge);
  };
