/**
 * Page routing: a path is a route match, a 301 to its slash form (spec 000 §2: "Routes ending
 * in a slash also redirect from the slashless form", query kept) or to the route's normal form
 * (e.g. a lowercased profile username), or not found.
 */
import { DEFAULT_LOCALE } from '../../constants';
import { buildPath, compilePattern, matchPattern } from '../../routes/pattern';
import type { CompiledPattern } from '../../routes/pattern';
import { ROUTES } from './table';
import type { RouteDef, RouteMatch } from '../../routes/types';

/** Spec 000 §2: route names are base name, a separator and a locale code. */
export const ROUTE_NAME_SEPARATOR = '___';

export function localeRouteName(base: string, locale: string = DEFAULT_LOCALE): string {
  return `${base}${ROUTE_NAME_SEPARATOR}${locale}`;
}

export type Resolution =
  { type: 'match'; match: RouteMatch } | { type: 'redirect'; location: string } | { type: 'not-found' };

interface Compiled {
  def: RouteDef;
  compiled: CompiledPattern;
  /** The pattern's first segment when it is plain text (a path must start with it to match), else null. */
  lead: string | null;
}

function leadOf(pattern: string): string | null {
  const first = pattern.split('/')[1] ?? '';
  return first.includes('{') ? null : first;
}

/** A path's first segment: "tech" for /tech/a/, "" for /. */
function pathLead(pathname: string): string {
  const end = pathname.indexOf('/', 1);
  return end < 0 ? pathname.slice(1) : pathname.slice(1, end);
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
    .map((def) => ({ def, compiled: compilePattern(def.pattern, def.constraints), lead: leadOf(def.pattern) }));
  // Per first segment, the routes that can match, in table order (the first match wins): those
  // starting with that text and those starting with a parameter. Over a hundred routes, a path
  // tries a handful of patterns instead of all of them.
  const open = table.filter((route) => route.lead === null);
  const byLead = new Map<string, Compiled[]>();
  for (const { lead } of table) {
    if (lead !== null && !byLead.has(lead))
      byLead.set(
        lead,
        table.filter((route) => route.lead === lead || route.lead === null),
      );
  }

  function match(pathname: string): RouteMatch | null {
    for (const { def, compiled } of byLead.get(pathLead(pathname)) ?? open) {
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
