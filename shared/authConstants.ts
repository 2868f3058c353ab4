/**
 * Auth constants (spec 000 §3 "Auth state", §6, §9) and the cookie names the spec leaves open
 * (docs/decisions/009-auth-session.md). Every use refers to these names.
 */

/** 000 §9: "auth maxAge 3600" — the longest a session (its access token) is accepted, in seconds. */
export const AUTH_MAX_AGE_SECONDS = 3_600;

/** Not shown by the spec: the HttpOnly cookie holding the signed access token of the session. */
export const SESSION_COOKIE = 'neutron_session';

/** 000 §6 "a user cookie": set while a visitor is signed in; marks the visitor as registered. */
export const USER_COOKIE = 'neutron_user';

/** 000 §6 "a previous-login cookie": outlives the session; marks the visitor as registered. */
export const PREVIOUS_LOGIN_COOKIE = 'neutron_previous_login';
