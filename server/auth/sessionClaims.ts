import { z } from 'zod';
import type { AuthUser } from '../../shared/requestState';

/**
 * The user (spec 000 §3: sub, email {email}, login_count) from the claims of a VERIFIED access
 * token. `sub` is required; an email or login_count that is missing or malformed is left out
 * rather than failing the session: the signature already vouches for the token.
 */
const claimsSchema = z.object({
  sub: z.string().min(1).max(255).regex(/^[^\x00-\x1f\x7f]+$/),
  email: z.string().min(3).max(254).regex(/^[^\s@]+@[^\s@]+$/).optional().catch(undefined),
  login_count: z.number().int().min(0).max(1_000_000_000).optional().catch(undefined),
});

/** The user named by verified claims, or null when they name nobody usable. */
export function userFromClaims(claims: unknown): AuthUser | null {
  const parsed = claimsSchema.safeParse(claims);
  if (!parsed.success) return null;
  const { sub, email, login_count } = parsed.data;
  const user: AuthUser = { sub };
  if (email !== undefined) user.email = { email };
  if (login_count !== undefined) user.login_count = login_count;
  return user;
}
