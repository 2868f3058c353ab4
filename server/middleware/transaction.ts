import type { RouteMiddleware } from './types';

/** Names the request for monitoring after its route (locale suffix included), e.g. `tech-article___en`. */
export const transaction: RouteMiddleware = (ctx) => {
  ctx.transaction = ctx.match.routeName;
};
