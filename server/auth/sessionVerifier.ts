import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AUTH_MAX_AGE_SECONDS } from '../../shared/authConstants';
import type { AuthUser } from '../../shared/requestState';
import type { Logger } from '../ops/logger';
import type { Counter } from '../ops/metrics';
import type { NeutronMetrics } from '../ops/neutronMetrics';
import type { ServerTimingSink } from '../ops/timing';
import { KeysUnavailableError, type JwksSource } from './jwksSource';
import { userFromClaims } from './sessionClaims';

/**
 * Verifies a session's access token (a JWT): RS256 only, signed by a key of the identity
 * provider's JWKS, from the configured issuer for the configured audience, not expired and not
 * older than the spec's auth maxAge (000 §9), with a small clock tolerance. It never throws:
 * every token gets an outcome.
 *
 *  - valid: the user (000 §3: sub, email, login_count).
 *  - invalid / expired: the token will never be good; the caller may drop the cookie.
 *  - unavailable: the keys could not be had (identity provider down); the token may be fine.
 */
export type InvalidReason = 'oversized' | 'garbled' | 'signature' | 'unknown-key' | 'claims' | 'algorithm' | 'no-user';

export type SessionOutcome =
  | { status: 'valid'; user: AuthUser }
  | { status: 'invalid'; reason: InvalidReason }
  | { status: 'expired' }
  | { status: 'unavailable' };

export interface SessionVerifier {
  verify(token: string, timing?: ServerTimingSink): Promise<SessionOutcome>;
  /** Fetches the identity provider's keys ahead of the first signed-in page. Never rejects. */
  warm(): Promise<void>;
}

export interface SessionVerifierOptions {
  keys: JwksSource;
  /** The `iss` a token must carry (IDENTITY_ISSUER). */
  issuer: string;
  /** An `aud` a token must carry (IDENTITY_AUDIENCE). */
  audience: string;
  clockToleranceSeconds?: number;
  maxAgeSeconds?: number;
  maxTokenLength?: number;
  logger?: Logger;
  metrics?: Pick<NeutronMetrics, 'registry'>;
  /** Wall-clock time for the `exp`/`iat` checks; tests inject their own. */
  now?: () => Date;
}

/** The only algorithm accepted: no `none`, no HMAC confusion with the public key. */
export const SESSION_ALGORITHMS = ['RS256'];
/** Clock difference tolerated between the identity provider and us, in seconds. */
export const SESSION_CLOCK_TOLERANCE_SECONDS = 30;
/** Longest token looked at; a browser keeps at most 4096 bytes per cookie anyway. */
export const MAX_SESSION_TOKEN_LENGTH = 4096;
/** Three base64url parts: anything else is not worth handing to the JOSE parser. */
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;


function sessionCounter(metrics: Pick<NeutronMetrics, 'registry'> | undefined): Counter<'outcome'> | undefined {
  return metrics?.registry.counter({
    name: 'neutron_auth_sessions_total',
    help: 'Session cookies checked, by outcome (valid, invalid, expired, unavailable: identity keys could not be fetched).',
    labelNames: ['outcome'],
  });
}

/** A jose error says the token is bad; anything else (our keys, our code) says nothing about the token. */
function outcomeOfError(error: unknown): SessionOutcome | undefined {
  if (error instanceof KeysUnavailableError) return { status: 'unavailable' };
  if (error instanceof errors.JWTExpired) return { status: 'expired' };
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) return { status: 'invalid', reason: 'unknown-key' };
  if (error instanceof errors.JWSSignatureVerificationFailed) return { status: 'invalid', reason: 'signature' };
  if (error instanceof errors.JWTClaimValidationFailed) return { status: 'invalid', reason: 'claims' };
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) return { status: 'invalid', reason: 'algorithm' };
  if (error instanceof errors.JWKInvalid || error instanceof errors.JWKSInvalid) return undefined;
  if (error instanceof errors.JOSEError) return { status: 'invalid', reason: 'garbled' };
  return undefined;
}

export function createSessionVerifier(options: SessionVerifierOptions): SessionVerifier {
  const {
    keys,
    issuer,
    audience,
    clockToleranceSeconds = SESSION_CLOCK_TOLERANCE_SECONDS,
    maxAgeSeconds = AUTH_MAX_AGE_SECONDS,
    maxTokenLength = MAX_SESSION_TOKEN_LENGTH,
    logger,
    metrics,
    now,
  } = options;
  const counter = sessionCounter(metrics);
  const count = (outcome: SessionOutcome): SessionOutcome => {
    counter?.labels(outcome.status).inc();
    return outcome;
  };

  /** The key for a token: from the current set, or from a newer set when the token names a key we lack. */
  const keyFor =
    (timing: ServerTimingSink | undefined): JWTVerifyGetKey =>
    async (header, token) => {
      const set = await keys.keys(timing);
      try {
        return await set(header, token);
      } catch (error) {
        if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
        const newer = await keys.keysAfterUnknownKid(timing);
        if (!newer || newer === set) throw error;
        return newer(header, token);
      }
    };

  async function verify(token: string, timing?: ServerTimingSink): Promise<SessionOutcome> {
    if (token.length > maxTokenLength) return count({ status: 'invalid', reason: 'oversized' });
    if (!COMPACT_JWS.test(token)) return count({ status: 'invalid', reason: 'garbled' });
    try {
      const { payload } = await jwtVerify(token, keyFor(timing), {
        algorithms: SESSION_ALGORITHMS,
        issuer,
        audience,
        clockTolerance: clockToleranceSeconds,
        maxTokenAge: maxAgeSeconds,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: now?.(),
      });
      const user = userFromClaims(payload);
      return count(user ? { status: 'valid', user } : { status: 'invalid', reason: 'no-user' });
    } catch (error) {
      const outcome = outcomeOfError(error);
      if (outcome) {
        if (outcome.status !== 'unavailable') logger?.debug('session token refused', { outcome: outcome.status, reason: 'reason' in outcome ? outcome.reason : undefined, code: (error as { code?: unknown }).code });
        return count(outcome);
      }
      logger?.warn('session token could not be checked', { err: error });
      return count({ status: 'unavailable' });
    }
  }

  return {
    verify,
    async warm() {
      await keys.warm().catch(() => {});
    },
  };
}
