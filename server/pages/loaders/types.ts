/** A route kind's primary-content loader (docs/decisions/002-status-before-streaming.md). */
import type { PrimaryData } from '../../../shared/render/contract';
import type { AbDefinitions } from '../../ab/definitions';
import type { ContentApi } from '../../content/api';
import type { PageContext } from '../../middleware/types';

export type PrimaryOutcome =
  { type: 'data'; data: PrimaryData } | { type: 'redirect'; location: string } | { type: 'not-found' };

export interface PrimaryDeps {
  content: ContentApi;
  abDefinitions: AbDefinitions;
  /** Whether a path has a page here, so a canonical redirect never leads to a 404. */
  isRoutable: (path: string) => boolean;
}

export type PrimaryLoader = (ctx: PageContext, deps: PrimaryDeps) => Promise<PrimaryOutcome>;

/** The same address, with or without the trailing slash. */
export function samePath(a: string, b: string): boolean {
  return a === b || a === `${b}/` || `${a}/` === b;
}

/** A 301 to `canonical` when the content lives at another address that has a page here. */
export function canonicalRedirect(
  ctx: PageContext,
  canonical: string | null,
  deps: PrimaryDeps,
): PrimaryOutcome | null {
  if (canonical && !samePath(canonical, ctx.url.pathname) && deps.isRoutable(canonical))
    return { type: 'redirect', location: `${canonical}${ctx.url.search}` };
  return null;
}
