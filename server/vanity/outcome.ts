/**
 * The last step of a vanity lookup: a redirect or mask decision with its target resolved becomes
 * what the page handler does. A redirect whose target is the current path is ignored (000 §5), so
 * is a mask onto the current path; a mask can only show a page of this site.
 */
import type { VanityDecision } from './decide';
import { normaliseVanityPath, withPageSegment } from '../../shared/node/vanity/lookup';
import type { ResolvedVanityTarget } from './targetUrl';

/**
 * null: nothing to do. `redirect`: answer `status` with `location`. `mask`: serve the page of
 * `path` at the vanity URL (the visible URL stays); `temporary` for TEMPORARY_MASK. `not-found`:
 * the 404 page.
 */
export type VanityOutcome =
  | { type: 'redirect'; status: 301 | 302; location: string }
  | { type: 'mask'; path: string; temporary: boolean }
  | { type: 'not-found' };

export interface VanityRequestPosition {
  /** The request's path, normalised (normaliseVanityPath). */
  path: string;
  /** The page number the lookup took off the request path, put back on the target. */
  page?: string;
  /** The request's query string as received, with '?' (or ''). */
  search: string;
}

function isCurrentPath(path: string, current: string): boolean {
  return normaliseVanityPath(path) === current;
}

export function vanityOutcome(
  decision: Extract<VanityDecision, { type: 'redirect' | 'mask' }>,
  target: ResolvedVanityTarget,
  request: VanityRequestPosition,
): VanityOutcome | null {
  if (decision.type === 'mask') {
    if (target.kind !== 'site') return null;
    const slashed = target.path.endsWith('/') ? target.path : `${target.path}/`;
    const path = withPageSegment(slashed, request.page);
    return isCurrentPath(path, request.path) ? null : { type: 'mask', path, temporary: decision.temporary };
  }
  if (target.kind === 'external') return { type: 'redirect', status: decision.status, location: target.href };
  const path = withPageSegment(target.path, request.page);
  if (isCurrentPath(path, request.path)) return null;
  // The request's query (campaign parameters included) rides along unless the target has its own.
  const search = target.search || request.search;
  return { type: 'redirect', status: decision.status, location: `${path}${search}${target.hash}` };
}
