/**
 * Addresses of named routes: the path of a route selection, localised links (spec 000 §2: "The
 * locale has no prefix for en, and localised links get a trailing slash") and the canonical
 * address ("from route-meta canonical_route or the route name, plus edition (default us)").
 */
import { DEFAULT_EDITION, DEFAULT_LOCALE } from '../../constants';
import { localeRouteName } from './match';
import type { Params } from '../../routes/pattern';
import { buildPath } from '../../routes/pattern';
import type { RouteSelection } from './resolverChain';
import { ROUTES } from './table';
import type { RouteDef, RouteMeta } from '../../routes/types';

const BY_NAME: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((def) => [def.name, def]));

/** The path of a named route with `params`, or null when the name is unknown or a parameter is missing. */
export function routePath(
  name: string,
  params: Params,
  routes: ReadonlyMap<string, RouteDef> = BY_NAME,
): string | null {
  const def = routes.get(name);
  if (!def) return null;
  try {
    return buildPath(def.pattern, params);
  } catch {
    return null;
  }
}

/** Locales without a path prefix (001 §2: strategy prefix except default). */
export function localePrefix(locale: string): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

export interface LocalisedLink {
  /** Route name with the locale suffix, e.g. `tech-article-topic___en`. */
  routeName: string;
  /** Always ends in a slash. */
  path: string;
}

export function localisedLink(selection: RouteSelection, locale: string = DEFAULT_LOCALE): LocalisedLink | null {
  const path = routePath(selection.name, selection.params);
  if (path === null) return null;
  const prefixed = `${localePrefix(locale)}${path}`;
  return {
    routeName: localeRouteName(selection.name, locale),
    path: prefixed.endsWith('/') ? prefixed : `${prefixed}/`,
  };
}

export interface CanonicalAddress {
  /** Base name of the canonical route. */
  name: string;
  params: Params;
  edition: string;
  /** Null when the canonical route cannot be built from these params. */
  path: string | null;
}

/** The canonical address of a matched route: meta canonical_route, else the route itself, plus the edition. */
export function canonicalAddress(
  route: { baseName: string; params: Params; meta: Pick<RouteMeta, 'canonical_route'> },
  edition: string = DEFAULT_EDITION,
): CanonicalAddress {
  const name = route.meta.canonical_route ?? route.baseName;
  return { name, params: route.params, edition, path: routePath(name, route.params) };
}
