/**
 * Auth constants (spec 000 §3 "Auth state", §6, §9) and the cookie names the spec leaves open
 * (docs/decisions/009-auth-session.md, 040-sign-in.md). Every use refers to these names.
 */

/** 000 §9: "auth maxAge 3600" — the life of an access token, in seconds (refreshed before it ends). */
export const AUTH_MAX_AGE_SECONDS = 3_600;

/** Not shown by the spec: the HttpOnly cookie holding the session (the encrypted token set, server/auth/sessionSeal.ts). */
export const SESSION_COOKIE = 'neutron_session';

/** 000 §6 "a user cookie": set while a visitor is signed in; marks the visitor as registered. */
export const USER_COOKIE = 'neutron_user';

/** 000 §6 "a previous-login cookie": outlives the session; marks the visitor as registered. */
export const PREVIOUS_LOGIN_COOKIE = 'neutron_previous_login';

/** Not shown by the spec: the short-lived HttpOnly cookie that carries one sign-in (state, nonce, PKCE verifier, returnTo) to the callback. */
export const SIGN_IN_TRANSACTION_COOKIE = 'neutron_signin';
/** How long a sign-in may take at the provider, seconds. */
export const SIGN_IN_TRANSACTION_MAX_AGE_SECONDS = 600;
/** How long a session lasts without the reader coming back (the refresh token's life), seconds. */
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
/** The previous-login cookie outlives sign-out by this long, seconds. */
export const PREVIOUS_LOGIN_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The access token is refreshed when it has less than this left, seconds. */
export const REFRESH_MARGIN_SECONDS = 60;
/** Spec 000 §4: "A new signup is detected when login_count is 1 or less". */
export const NEW_SIGNUP_MAX_LOGIN_COUNT = 1;
/** Spec 000 §4: the sign-in strategy is remembered in local storage under this key (name not shown: ours). */
export const SIGN_IN_STRATEGY_STORAGE_KEY = 'neutron.auth.strategy';
/** Spec 000 §5 "Social login allows facebook". */
export const SOCIAL_CONNECTIONS = ['facebook'] as const;
