/**
 * The sessions signed out, as this process knows them (decision 059): session id → when it was
 * signed out. A page asks `has` once per signed-in request — one Map lookup; anonymous requests
 * never ask. Bounded twice: an entry lives as long as a copy of the session's cookie could
 * (SESSION_MAX_AGE_SECONDS), and at most `maxEntries` are kept (the oldest sign-outs go first;
 * past that, the refresh token revoked at the provider still ends a copy within the access
 * token's life).
 */
import { createHash } from 'node:crypto';
import { SESSION_MAX_AGE_SECONDS } from '../../shared/authConstants';
import type { Session } from './sessionSeal';

/** A sealed session cookie lives at most this long (it is resealed with this life at each refresh, never after a sign-out). */
export const REVOCATION_TTL_MS = SESSION_MAX_AGE_SECONDS * 1000;
/** Sign-outs a process holds at most (~100 bytes each). */
export const REVOCATION_MAX_ENTRIES = 50_000;

export interface RevocationList {
  /** True when the session with this id was signed out and its cookie could still be live. */
  has(id: string): boolean;
  /** Records a sign-out made at `at` (epoch ms); false when it was already known or is too old to matter. */
  add(id: string, at: number): boolean;
  readonly size: number;
}

export interface RevocationListOptions {
  maxEntries: number;
  /** How long an entry matters, ms (the longest a sealed session cookie lives). */
  ttlMs: number;
  now?: () => number;
}

/**
 * The id a revocation names: the session's own `sid`, or for a session sealed before sessions
 * had one, a digest of who signed in and when (unchanged by refreshes, like `sid`).
 */
export function sessionIdOf(session: Pick<Session, 'sid' | 'user' | 'auth_time'>): string {
  return (
    session.sid ??
    `u.${createHash('sha256').update(`${session.user.sub}\n${session.auth_time}`).digest('base64url').slice(0, 32)}`
  );
}

export function createRevocationList({ maxEntries, ttlMs, now = Date.now }: RevocationListOptions): RevocationList {
  // Insertion order is (nearly) sign-out order, so the first entries are the first to expire and to go.
  const revokedAt = new Map<string, number>();

  function dropOld(): void {
    const oldest = now() - ttlMs;
    for (const [id, at] of revokedAt) {
      if (at > oldest && revokedAt.size <= maxEntries) return;
      revokedAt.delete(id);
    }
  }

  return {
    has(id) {
      const at = revokedAt.get(id);
      if (at === undefined) return false;
      if (at + ttlMs > now()) return true;
      revokedAt.delete(id);
      return false;
    },
    add(id, at) {
      if (revokedAt.has(id) || at + ttlMs <= now()) return false;
      revokedAt.set(id, at);
      dropOld();
      return revokedAt.has(id);
    },
    get size() {
      return revokedAt.size;
    },
  };
}
