/**
 * Spec 000 §2 Caching: "max-age 0 gives no-cache, otherwise max-age=N. Responses are always
 * private, and a last-modified header is set to the current time. A route-meta max-age must be
 * a number of at least 0, otherwise the configured default applies."
 */

/** The max-age a route meta value stands for, or the default when it is not a number ≥ 0. */
export function effectiveMaxAge(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
}

export function cacheControl(maxAge: number): string {
  return maxAge === 0 ? 'private, no-cache' : `private, max-age=${maxAge}`;
}

let lastSecond = -1;
let lastValue = '';

/** `Last-Modified: <now>`; formatted once per second, not once per request. */
export function lastModified(now: number = Date.now()): string {
  const second = Math.floor(now / 1000);
  if (second !== lastSecond) {
    lastSecond = second;
    lastValue = new Date(second * 1000).toUTCString();
  }
  return lastValue;
}
