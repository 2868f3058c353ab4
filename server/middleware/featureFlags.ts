import { resolveFlags } from '../../shared/features/flags';
import type { RouteMiddleware } from './types';

/** Spec 000 §4: flags with the featureEnable / featureDisable overrides of the query. */
export const featureFlags: RouteMiddleware = (ctx) => {
  ctx.state.flags = resolveFlags(ctx.url.searchParams.get('featureEnable'), ctx.url.searchParams.get('featureDisable'));
};
