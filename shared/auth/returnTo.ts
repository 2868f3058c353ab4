/**
 * Where a reader goes after signing in: a path of this site, or the front door (spec 000 §2
 * "After sign-in by redirect the page resets to the site root"). Only a plain same-origin path
 * is kept: no scheme, no `//host`, no backslashes (browsers read `/\host` as `//host`), no
 * control characters, nothing that leaves the origin once resolved.
 */
export const FRONT_DOOR = '/';
/** Longest returnTo kept. */
export const MAX_RETURN_TO_LENGTH = 2000;

export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > MAX_RETURN_TO_LENGTH) return FRONT_DOOR;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return FRONT_DOOR;
  if (/[\x00-\x20\x7f]/.test(value)) return FRONT_DOOR;
  let resolved: URL;
  try {
    resolved = new URL(value, 'https://neutron.invalid');
  } catch {
    return FRONT_DOOR;
  }
  if (resolved.origin !== 'https://neutron.invalid') return FRONT_DOOR;
  // The sign-in paths themselves would loop.
  if (resolved.pathname.startsWith('/signin/') || resolved.pathname.startsWith('/signout/')) return FRONT_DOOR;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
