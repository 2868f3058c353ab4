/**
 * The sign-in routes (spec 000 §2 "After sign-in by redirect…", §4 Auth; issue 11), by route
 * name. Server routes matched before the page table (server/auth/routes.ts); signin and
 * signin-callback are also page routes (pageRoutes.ts) so their problems render as site pages.
 */
export const AUTH_ROUTES = {
  /** GET, optional returnTo (and screen=signup, connection=facebook): starts the authorization-code flow. */
  signin: '/signin/',
  /** GET: the provider's return with code and state. */
  'signin-callback': '/signin/callback/',
  /** POST only, same-origin: ends the session here and at the provider. */
  signout: '/signout/',
  /** POST, same-origin: the settings form (display name, newsletters). */
  'user-settings': '/user/settings/',
  /** POST, same-origin: asks the provider to email a password-reset link. */
  'password-reset': '/user/settings/password-reset/',
  /** GET (JSON): the signed-in reader for the client runtime (spec 000 §4 "the user is fetched"). */
  'auth-user': '/user/me/',
  /** GET (JSON): a comment login token (spec 000 §7) for the signed-in reader's comments; not the access token. */
  'comment-token': '/user/comment-token/',
} as const;

export const SIGN_IN_PATH = AUTH_ROUTES.signin;

/** The /signin/ address that comes back to `returnTo` (a same-origin path). */
export function signInHref(returnTo?: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...(returnTo ? { returnTo } : {}), ...extra }).toString();
  return query ? `${SIGN_IN_PATH}?${query}` : SIGN_IN_PATH;
}
