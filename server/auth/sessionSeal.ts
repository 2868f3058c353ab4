/**
 * The session cookie's value: the reader's token set and user, encrypted and integrity-protected
 * with a key derived from SESSION_SECRET (JWE compact, `dir` + A256GCM, jose). Nothing in it can
 * be read or changed without the key; anything that does not open is no session at all.
 */
import { hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';

/** The user as the session keeps it (spec 000 §3 User, plus the name the header shows). */
const userSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.object({ email: z.string().max(254) }).optional(),
  login_count: z.number().int().min(0).optional(),
  name: z.string().max(200).optional(),
  created_at: z.string().max(40).optional(),
});

const sessionSchema = z.object({
  /** The session's id, kept through refreshes, named by a sign-out (server/auth/revocations.ts); absent in sessions sealed before it existed. */
  sid: z.string().min(16).max(64).optional(),
  user: userSchema,
  at: z.string().min(1).max(4096),
  rt: z.string().max(4096).optional(),
  it: z.string().max(4096).optional(),
  /** Access token expiry, seconds since the epoch. */
  exp_at: z.number().int(),
  /** When the reader signed in, seconds since the epoch. */
  auth_time: z.number().int(),
});

export type Session = z.infer<typeof sessionSchema>;
export type SessionUser = z.infer<typeof userSchema>;

/** Shortest SESSION_SECRET accepted (characters); it is stretched with HKDF to the 256-bit key. */
export const MIN_SESSION_SECRET_LENGTH = 32;
/** Longest sealed value looked at: a browser keeps at most 4096 bytes per cookie. */
export const MAX_SEALED_LENGTH = 4096;
const JWE_COMPACT = /^[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
/** Binds the key to this use, so the same secret could serve another purpose without sharing a key. */
const KEY_INFO = 'neutron cookie v1';

export interface Seal<T> {
  seal(value: T, lifetimeSeconds: number): Promise<string>;
  /** The value, or null for anything that is not one of ours, tampered with, or expired. */
  open(sealed: string): Promise<T | null>;
}

export type SessionSeal = Seal<Session>;

export function sessionKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'neutron', `${KEY_INFO} ${purpose}`, 32));
}

/** A seal for one purpose: its own key (HKDF info) and its own `typ`, so values never cross over. */
function createSeal<T extends Record<string, unknown>>(secret: string, purpose: string, schema: z.ZodType<T>): Seal<T> {
  const key = sessionKey(secret, purpose);
  const typ = `neutron-${purpose}`;
  return {
    seal(value, lifetimeSeconds) {
      return new EncryptJWT({ ...value })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', typ })
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .encrypt(key);
    },
    async open(sealed) {
      if (sealed.length > MAX_SEALED_LENGTH || !JWE_COMPACT.test(sealed)) return null;
      try {
        const { payload } = await jwtDecrypt(sealed, key, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
          typ,
        });
        const parsed = schema.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

export function createSessionSeal(secret: string): SessionSeal {
  return createSeal(secret, 'session', sessionSchema);
}

/** One sign-in on its way through the provider (the transaction cookie): PKCE verifier, state, nonce, where to go back. */
const transactionSchema = z.object({
  state: z.string().min(1).max(200),
  nonce: z.string().min(1).max(200),
  verifier: z.string().min(43).max(128),
  returnTo: z.string().max(2000),
  redirectUri: z.string().max(2000),
});
export type SignInTransaction = z.infer<typeof transactionSchema>;

export function createTransactionSeal(secret: string): Seal<SignInTransaction> {
  return createSeal(secret, 'signin', transactionSchema);
}
