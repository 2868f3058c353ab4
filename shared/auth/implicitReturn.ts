/**
 * Spec 000 §4: "A redirect return (code and state in the address, or access token in the hash) is
 * handled at startup." Code and state come to the server's callback (/signin/callback/); this
 * reads the other form, the implicit return, from a URL fragment: `#access_token=…&state=…`
 * (RFC 6749 §4.2.2), or `#error=…&state=…` (§4.2.2.1). Anything else is not a return.
 * zod/mini: the browser reads it too, and the full zod would cost signed-in readers ~25 KB gzip.
 */
import * as z from 'zod/mini';

/** Longest fragment read: a token set is a few KB at most. */
export const MAX_IMPLICIT_FRAGMENT_LENGTH = 8 * 1024;

const tokenReturn = z.object({
  access_token: z.string().check(z.minLength(1), z.maxLength(4096), z.regex(/^[\x21-\x7e]+$/)),
  state: z.string().check(z.minLength(1), z.maxLength(512)),
  token_type: z.optional(z.string().check(z.regex(/^bearer$/i))),
  /** Seconds, at most about ten years. */
  expires_in: z.optional(z.string().check(z.regex(/^[1-9]\d{0,8}$/))),
});
const errorReturn = z.object({
  error: z.string().check(z.minLength(1), z.maxLength(200)),
  state: z.optional(z.string().check(z.maxLength(512))),
});

export type ImplicitReturn =
  { kind: 'token'; accessToken: string; state: string; expiresIn?: number } | { kind: 'error'; error: string };

export function parseImplicitReturn(hash: string): ImplicitReturn | null {
  if (!hash || hash.length > MAX_IMPLICIT_FRAGMENT_LENGTH) return null;
  const params = Object.fromEntries(new URLSearchParams(hash.replace(/^#/, '')));
  const token = tokenReturn.safeParse(params);
  if (token.success) {
    const { access_token: accessToken, state, expires_in: expiresIn } = token.data;
    return expiresIn === undefined
      ? { kind: 'token', accessToken, state }
      : { kind: 'token', accessToken, state, expiresIn: Number(expiresIn) };
  }
  if ('access_token' in params) return { kind: 'error', error: 'invalid_token_response' };
  const error = errorReturn.safeParse(params);
  return error.success ? { kind: 'error', error: error.data.error } : null;
}
