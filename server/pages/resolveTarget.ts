/**
 * Step one of a page request: which route answers it. The router's answer (a match or a
 * redirect) is at hand at once; only a path without a route of its own waits for the vanity
 * dictionary (spec 000 §4 "Vanity"), which may redirect it or mask another route's page at it.
 */
import type { RouteMatch } from '../../shared/routes/types';
import type { Resolution } from '../../shared/node/routes/match';
import { resolveVanity } from '../middleware/vanity';
import type { VanityMask } from '../middleware/vanity';
import type { ServerTiming } from '../ops/timing';
import type { PageDeps, PageInput } from './pageTypes';

/** The router's answer for the request's path (a redirect keeps the query as received). */
export function routeTarget(deps: PageDeps, input: PageInput, received: URL, timing: ServerTiming): Resolution {
  const endRoute = timing.start('route');
  const resolution = deps.router.resolve(input.url.pathname, received.search);
  endRoute();
  return resolution;
}

export type VanityTarget =
  | { type: 'redirect'; status: 301 | 302; location: string }
  | { type: 'mask'; mask: VanityMask; match: RouteMatch }
  | null;

/**
 * A path without a route: a vanity redirect, a mask with the route it shows, or null (404).
 * Vanity strips tracking parameters for its lookup and keeps the whole query on its redirects (spec 000 §4).
 */
export async function vanityTarget(
  deps: PageDeps,
  input: PageInput,
  received: URL,
  timing: ServerTiming,
): Promise<VanityTarget> {
  const vanity = await resolveVanity(deps.vanity, { url: received, timing, logger: input.logger });
  if (vanity?.type === 'redirect') return vanity;
  if (vanity?.type === 'mask') {
    const target = deps.router.resolve(vanity.path);
    if (target.type === 'match') return { type: 'mask', mask: vanity, match: target.match };
  }
  return null;
}
