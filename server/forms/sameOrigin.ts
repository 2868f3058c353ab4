/**
 * The CSRF check of POSTs (forms, sign-out, settings): a POST must name this site in `Origin`,
 * or, when a browser sends no `Origin`, in `Referer`. A request with neither (or `Origin: null`)
 * is refused.
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

/** Host names of this machine: development and tests. */
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * "This site" for the CSRF check (decision 052): the configured SITE_ORIGIN — never an origin
 * built from the request's Host header, which any client can set. The one exception is a
 * request addressed to a loopback host while SITE_ORIGIN is loopback too (a developer machine,
 * the test suites), where the origin it came to is allowed as well.
 */
export function allowedOrigins(siteOrigin: string, requestUrl: string): string[] {
  const site = new URL(siteOrigin);
  const request = new URL(requestUrl);
  return LOOPBACK_HOSTS.has(site.hostname) && LOOPBACK_HOSTS.has(request.hostname) && request.origin !== siteOrigin
    ? [siteOrigin, request.origin]
    : [siteOrigin];
}
