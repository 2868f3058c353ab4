import { effectiveMaxAge } from '../http/cacheHeaders';
import type { MiddlewareDeps, RouteMiddleware } from './types';

/** Spec 000 §2 Caching: the route's max-age, or the configured default when it is not a number ≥ 0. */
export const createCacheMiddleware =
  ({ defaultMaxAge }: MiddlewareDeps): RouteMiddleware =>
  (ctx) => {
    ctx.maxAge = effectiveMaxAge(ctx.match.meta.maxAge, defaultMaxAge);
  };
