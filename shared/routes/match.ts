/**
 * Page routing: a path is a route match, a 301 to its slash form (spec 000 §2: "Routes ending
 * in a slash also redirect from the slashless form", query kept) or to the route's normal form
 * (e.g. a lowercased profile username), or not found.
 */
import { DEFAULT_LOCALE } from '../constants';
import { buildPath, compilePattern, matchPattern } from './pattern';
import type { CompiledPattern } from './pattern';
import { ROUTES } from './table';
import type { RouteDef, RouteMatch } from './types';

/** Spec 000 §2: route names are base name, a separator and a locale code. */
export const ROUTE_NAME_SEPARATOR = '___';

export function localeRouteName(base: string, locale: string = DEFAULT_LOCALE): string {
  return `${base}${ROUTE_NAME_SEPARATOR}${locale}`;
}

export type Resolution =
  | { type: 'match'; match: RouteMatch }
  | { type: 'redirect'; location: string }
  | { type: 'not-found' };

interface Compiled {
  def: RouteDef;
  compiled: CompiledPattern;
}

/** A match as the page sees it: validated, or sent to its normal form. */
function settle(found: RouteMatch, search: string): Resolution {
  const { meta } = found;
  const normal = meta.normalize?.(found.params) ?? null;
  if (normal !== null) {
    if (meta.validate && !meta.validate(normal)) return { type: 'not-found' };
    return { type: 'redirect', location: `${buildPath(found.pattern, normal)}${search}` };
  }
  if (meta.validate && !meta.validate(found.params)) return { type: 'not-found' };
  return { type: 'match', match: found };
}

export function createRouter(routes: readonly RouteDef[] = ROUTES) {
  const table: Compiled[] = routes
    .filter((def) => !def.linkOnly)
    .map((def) => ({ def, compiled: compilePattern(def.pattern, def.constraints) }));

  function match(pathname: string): RouteMatch | null {
    for (const { def, compiled } of table) {
      const params = matchPattern(compiled, pathname);
      if (params === null) continue;
      return { routeName: localeRouteName(def.name), baseName: def.name, pattern: def.pattern, params, meta: def.meta };
    }
    return null;
  }

  /** `pathname` is the raw path of the request URL; `search` includes its leading '?'. */
  function resolve(pathname: string, search = ''): Resolution {
    if (pathname.includes('//')) return { type: 'not-found' };
    const found = match(pathname);
    if (found) return settle(found, search);
    if (!pathname.endsWith('/')) {
      const slashed = match(`${pathname}/`);
      if (slashed) {
        // One hop to the final address when the slash form is itself not the normal form.
        const settled = settle(slashed, search);
        return settled.type === 'redirect' ? settled : { type: 'redirect', location: `${pathname}/${search}` };
      }
    }
    return { type: 'not-found' };
  }

  return { match, resolve };
}

export type Router = ReturnType<typeof createRouter>;
