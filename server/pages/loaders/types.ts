/** A route kind's primary-content loader (docs/decisions/002-status-before-streaming.md). */
import type { PrimaryData } from '../../../shared/render/contract';
import type { AbDefinitions } from '../../ab/definitions';
import type { ContentApi } from '../../content/api';
import type { PageContext } from '../../middleware/types';

export type PrimaryOutcome = { type: 'data'; data: PrimaryData } | { type: 'redirect'; location: string } | { type: 'not-found' };

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

/** Canonical URLs come from cached content and recur on every request for it: parsed once each (at most CANONICAL_MAX, forgotten all at once). */
const canonicalPaths = new Map<string, string | null>();
const CANONICAL_MAX = 4_096;
const CANONICAL_MAX_CHARS = 2_048;

/** Path of a canonical URL that may be absolute or site-relative; null when unusable. */
export function canonicalPath(canonicalUrl: string | undefined): string | null {
  if (!canonicalUrl) return null;
  let path = canonicalPaths.get(canonicalUrl);
  if (path === undefined) {
    path = parseCanonicalPath(canonicalUrl);
    if (canonicalUrl.length > CANONICAL_MAX_CHARS) return path;
    if (canonicalPaths.size >= CANONICAL_MAX) canonicalPaths.clear();
    canonicalPaths.set(canonicalUrl, path);
  }
  return path;
}

function parseCanonicalPath(canonicalUrl: string): string | null {
  try {
    const url = new URL(canonicalUrl, 'http://placeholder.invalid');
    return url.pathname.startsWith('/') && url.pathname.endsWith('/') ? url.pathname : null;
  } catch {
    return null;
  }
}

/** A 301 to `canonical` when the content lives at another address that has a page here. */
export function canonicalRedirect(ctx: PageContext, canonical: string | null, deps: PrimaryDeps): PrimaryOutcome | null {
  if (canonical && !samePath(canonical, ctx.url.pathname) && deps.isRoutable(canonical)) return { type: 'redirect', location: `${canonical}${ctx.url.search}` };
  return null;
}
