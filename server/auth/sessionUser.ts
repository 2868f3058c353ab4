/**
 * The user a session keeps (spec 000 §3 "User": sub, email, login_count; plus the name the
 * header shows and when the account was made, for the settings page), from the claims the provider gave (ID token, userinfo), each checked and bounded.
 */
import type { SessionUser } from './sessionSeal';

export function sessionUserOf(sub: string, claims: Record<string, unknown>): SessionUser {
  const user: SessionUser = { sub };
  if (typeof claims.email === 'string') user.email = { email: claims.email.slice(0, 254) };
  if (typeof claims.login_count === 'number' && Number.isInteger(claims.login_count) && claims.login_count >= 0)
    user.login_count = claims.login_count;
  if (typeof claims.name === 'string') user.name = claims.name.slice(0, 200);
  if (
    typeof claims.created_at === 'string' &&
    claims.created_at.length <= 40 &&
    Number.isFinite(Date.parse(claims.created_at))
  )
    user.created_at = claims.created_at;
  return user;
}
