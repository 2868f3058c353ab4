/**
 * Builds route-table entries with the defaults every page route shares: the default layout, the
 * page middleware list, the parameter validate check, and page 1 of a paged route redirecting to
 * the unpaged address.
 */
import type { ParamConstraints } from '../../routes/pattern';
import { validParams, withoutFirstPage } from './routeParams';
import type { RouteDef, RouteMeta } from '../../routes/types';

export interface RouteDefaults {
  /** The middleware every page route runs (table.ts PAGE_MIDDLEWARE). */
  middleware: readonly string[];
}

export type MetaInput = Omit<RouteMeta, 'layout' | 'middleware'> & Partial<Pick<RouteMeta, 'layout' | 'middleware'>>;

export interface RouteOptions {
  constraints?: ParamConstraints;
  linkOnly?: boolean;
}

export type RouteBuilder = (name: string, pattern: string, meta: MetaInput, options?: RouteOptions) => RouteDef;

export function createRouteBuilder(defaults: RouteDefaults): RouteBuilder {
  return (name, pattern, meta, options = {}) => {
    const paged = pattern.includes('{pageNumber}');
    return {
      name,
      pattern,
      meta: {
        layout: 'default',
        middleware: defaults.middleware,
        validate: validParams,
        ...(paged ? { normalize: withoutFirstPage } : {}),
        ...meta,
      },
      ...options,
    };
  };
}
