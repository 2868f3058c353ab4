import { DEFAULT_BRAND } from '../../shared/constants';
import type { RouteMiddleware } from './types';

/** Spec 000 §2: "Brand is read from route meta and defaults when absent." */
export const brand: RouteMiddleware = (ctx) => {
  ctx.brand = ctx.match.meta.brand ?? DEFAULT_BRAND;
};
