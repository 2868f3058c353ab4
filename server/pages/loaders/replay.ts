import { canonicalAddress } from '../../../shared/node/routes/links';
import { localeRouteName } from '../../../shared/node/routes/match';
import { REPLAY_PREFIX } from '../../../shared/node/routes/replayRoutes';
import { ROUTES } from '../../../shared/node/routes/table';
import type { RouteDef, RouteKind } from '../../../shared/routes/types';
import type { PrimaryLoader, PrimaryOutcome } from './types';

const ROUTES_BY_NAME: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((def) => [def.name, def]));

export interface ReplayDeps {
  /** The loader of a route kind (the registry's table; passed in so this file does not import it). */
  loaderOf: (kind: RouteKind) => PrimaryLoader | undefined;
  /** A route of the table by base name (default: the route table). */
  routeOf?: (name: string) => RouteDef | undefined;
}

/**
 * A replay (000 §2 "Replay"): the content of the route named by `meta.canonical_route`, loaded
 * by that route's own loader as if the original address had been asked for. The view renders
 * it with robots noindex and a canonical to the original address. When the original answers
 * with a redirect (content that lives under another section), the replay follows it under
 * /replay if that address has a page, else it is the 404 page.
 */
export function createReplayLoader({
  loaderOf,
  routeOf = (name) => ROUTES_BY_NAME.get(name),
}: ReplayDeps): PrimaryLoader {
  return async (ctx, deps): Promise<PrimaryOutcome> => {
    const { match } = ctx;
    const original = match.meta.canonical_route ? routeOf(match.meta.canonical_route) : undefined;
    const load = original && original.meta.kind !== 'replay' ? loaderOf(original.meta.kind) : undefined;
    const canonical = canonicalAddress(match, ctx.edition);
    if (!original || !load || canonical.path === null) return { type: 'not-found' };

    const url = new URL(`${canonical.path}${ctx.url.search}`, ctx.url);
    const originalMatch = {
      routeName: localeRouteName(original.name, ctx.locale),
      baseName: original.name,
      pattern: original.pattern,
      params: match.params,
      meta: original.meta,
    };
    const outcome = await load({ ...ctx, url, match: originalMatch }, deps);
    if (outcome.type === 'not-found') return outcome;
    if (outcome.type === 'redirect') {
      const location = `${REPLAY_PREFIX}${outcome.location}`;
      return deps.isRoutable(location.split('?')[0] ?? location)
        ? { type: 'redirect', location }
        : { type: 'not-found' };
    }
    return { type: 'data', data: { kind: 'replay', original: outcome.data, canonicalPath: canonical.path } };
  };
}
