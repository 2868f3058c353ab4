/**
 * The CSRF check of the form routes: a POST must name this site in `Origin`, or, when a browser
 * sends no `Origin`, in `Referer`. A request with neither (or `Origin: null`) is refused.
 * "This site" is the public origin (SITE_ORIGIN) or the origin the request was addressed to.
 */
export function isSameOrigin(headers: Headers, allowed: readonly string[]): boolean {
  const origin = headers.get('origin');
  if (origin !== null) return allowed.includes(origin);
  const referer = headers.get('referer');
  if (referer === null) return false;
  try {
    return allowed.includes(new URL(referer).origin);
  } catch {
    return false;
  }
}
