/**
 * The path of a content object's canonical URL: where the content lives on this site. Page
 * loaders redirect to it (server/pages/loaders) and vanity targets resolve to it
 * (server/vanity/contentTarget.ts).
 */

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
