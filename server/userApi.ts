/**
 * The user API relay's rules (000 §2 `/apigee/users/`, 000 §7): which calls it relays, and the
 * spec's rule that "Requests with credentials go to same-base or relative URLs".
 */

/** `/apigee/users/{site}/user/{call}` → the user-data service's `/api/neutron/uds/{site}/user/{call}`. */
export const USER_API_PREFIX = '/apigee/users/';
/** The calls, and the methods each answers (token: 000 §7 Token POST; profile: read GET, write PUT). */
export const USER_API_CALLS = { token: ['POST'], profile: ['GET', 'PUT'] } as const satisfies Record<
  string,
  readonly string[]
>;
export type UserApiCall = keyof typeof USER_API_CALLS;
/** A bearer token as the relay accepts it (RFC 6750 b64token). */
export const BEARER = /^Bearer [A-Za-z0-9._~+/-]{1,8192}=*$/;
/** Largest body relayed (a profile is at most 8 KiB upstream). */
export const USER_API_MAX_BODY_BYTES = 8 * 1024;

export function isUserApiCall(value: string): value is UserApiCall {
  return Object.hasOwn(USER_API_CALLS, value);
}

/**
 * 000 §7: credentials only to a relative URL or one on the same base: same origin, and a path
 * inside the base's path.
 */
export function isSameBase(target: string, base: string): boolean {
  if (target.startsWith('/') && !target.startsWith('//')) return true;
  let url: URL;
  let root: URL;
  try {
    url = new URL(target);
    root = new URL(base);
  } catch {
    return false;
  }
  const prefix = root.pathname.endsWith('/') ? root.pathname : `${root.pathname}/`;
  return url.origin === root.origin && (url.pathname === root.pathname || url.pathname.startsWith(prefix));
}
