import { PREVIOUS_LOGIN_COOKIE, USER_COOKIE } from '../../shared/authConstants';

/** Longest cookie value taken as a sign of registration; longer is garbage, not a visitor. */
export const MAX_REGISTRATION_COOKIE_LENGTH = 512;

function present(value: string | undefined): boolean {
  return (
    value !== undefined &&
    value.length > 0 &&
    value.length <= MAX_REGISTRATION_COOKIE_LENGTH &&
    !/[\x00-\x1f\x7f]/.test(value)
  );
}

/**
 * Spec 000 §6: "Registered is judged by a user cookie or a previous-login cookie, and affects
 * only ad targeting." Any sane, non-empty value of either cookie counts.
 */
export function isRegistered(cookies: ReadonlyMap<string, string>): boolean {
  return present(cookies.get(USER_COOKIE)) || present(cookies.get(PREVIOUS_LOGIN_COOKIE));
}
