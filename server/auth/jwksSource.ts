import { createLocalJWKSet, type JSONWebKeySet, type JWK, type JWSHeaderParameters, type CryptoKey, type FlattenedJWSInput } from 'jose';
import { z } from 'zod';
import type { Logger } from '../ops/logger';
import type { NeutronMetrics } from '../ops/neutronMetrics';
import type { ServerTimingSink } from '../ops/timing';

/**
 * The identity provider's public keys (its JWKS), fetched over HTTP and kept in memory.
 *
 *  - fresh (younger than maxAgeMs): used as is.
 *  - stale: still used, while ONE background fetch replaces it; a failed fetch keeps the stale
 *    set, is logged, and is not retried before failureBackoffMs.
 *  - none yet: the first caller fetches (concurrent callers share that fetch); after a failure,
 *    callers are told at once that no keys are available until failureBackoffMs has passed, so
 *    an identity-provider outage costs at most one timeout per backoff period, not one per page.
 *  - a token naming a key the set lacks (rotation) triggers a fetch at most once per cooldownMs,
 *    so made-up key ids cannot turn page requests into JWKS requests.
 * Every fetch has a deadline, follows no redirects and reads at most maxBytes.
 */

export type KeyResolver = (header: JWSHeaderParameters, token: FlattenedJWSInput) => Promise<CryptoKey>;

export interface JwksSource {
  /** The current key set; rejects with KeysUnavailableError when there is none. */
  keys(timing?: ServerTimingSink): Promise<KeyResolver>;
  /** After a token named an unknown key: a newer key set, or the same one while cooling down. */
  keysAfterUnknownKid(timing?: ServerTimingSink): Promise<KeyResolver | undefined>;
  /** Fetches the key set now (at start-up), so the first signed-in page does not wait for it. */
  warm(): Promise<void>;
}

export interface JwksSourceOptions {
  url: string;
  timeoutMs?: number;
  maxAgeMs?: number;
  cooldownMs?: number;
  failureBackoffMs?: number;
  maxBytes?: number;
  logger?: Logger;
  metrics?: Pick<NeutronMetrics, 'upstreamRequestDuration'>;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Monotonic milliseconds; tests inject their own. */
  now?: () => number;
}

/** Time limit of one JWKS fetch (IDENTITY_JWKS_TIMEOUT_MS overrides it). */
export const DEFAULT_JWKS_TIMEOUT_MS = 2_000;
/** How long a fetched key set is used before it is refreshed in the background. */
export const JWKS_MAX_AGE_MS = 10 * 60_000;
/** Least time between fetches caused by tokens naming an unknown key. */
export const JWKS_COOLDOWN_MS = 30_000;
/** After a failed fetch, how long before the next attempt. */
export const JWKS_FAILURE_BACKOFF_MS = 5_000;
/** Largest JWKS body read, in bytes. */
export const JWKS_MAX_BYTES = 64 * 1024;
/** The endpoint label of the JWKS fetch in metrics and Server-Timing. */
export const JWKS_ENDPOINT = 'jwks';
/** Most keys taken from one set. */
const MAX_KEYS = 50;

export class KeysUnavailableError extends Error {
  override readonly name = 'KeysUnavailableError';
}

class JwksFetchError extends Error {
  override readonly name = 'JwksFetchError';
  constructor(
    message: string,
    readonly outcome: 'timeout' | 'unavailable' | 'http_error' | 'too_large' | 'invalid',
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Keys Neutron can use: RSA signature keys for RS256. Others are dropped, not fatal. */
const jwkSchema = z.looseObject({
  kty: z.literal('RSA'),
  n: z.string().min(1).max(2048),
  e: z.string().min(1).max(16),
  kid: z.string().max(256).optional(),
  alg: z.literal('RS256').optional(),
  use: z.literal('sig').optional(),
});
const jwksSchema = z.object({ keys: z.array(z.unknown()).max(1000) });

/** The usable keys of a JWKS body; throws when there are none. */
export function usableJwks(body: unknown): JSONWebKeySet {
  const parsed = jwksSchema.safeParse(body);
  if (!parsed.success) throw new JwksFetchError('JWKS is not an object with a keys array', 'invalid');
  const keys: JWK[] = [];
  for (const candidate of parsed.data.keys) {
    const key = jwkSchema.safeParse(candidate);
    if (key.success && keys.length < MAX_KEYS) keys.push(key.data);
  }
  if (keys.length === 0) throw new JwksFetchError('JWKS holds no RS256 signature key', 'invalid');
  return { keys };
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) throw new JwksFetchError(`JWKS larger than ${maxBytes} bytes`, 'too_large');
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new JwksFetchError(`JWKS larger than ${maxBytes} bytes`, 'too_large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

export function createJwksSource(options: JwksSourceOptions): JwksSource {
  const {
    url,
    timeoutMs = DEFAULT_JWKS_TIMEOUT_MS,
    maxAgeMs = JWKS_MAX_AGE_MS,
    cooldownMs = JWKS_COOLDOWN_MS,
    failureBackoffMs = JWKS_FAILURE_BACKOFF_MS,
    maxBytes = JWKS_MAX_BYTES,
    logger,
    metrics,
    fetch: fetchImpl = fetch,
    now = () => performance.now(),
  } = options;

  let current: KeyResolver | undefined;
  let fetchedAt = 0;
  let lastAttemptAt = Number.NEGATIVE_INFINITY;
  let retryAt = Number.NEGATIVE_INFINITY;
  let inflight: Promise<KeyResolver | undefined> | undefined;

  async function download(): Promise<JSONWebKeySet> {
    let response: Response;
    try {
      response = await fetchImpl(url, { redirect: 'error', headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new JwksFetchError(timedOut ? `JWKS fetch timed out after ${timeoutMs} ms` : 'JWKS fetch failed', timedOut ? 'timeout' : 'unavailable', { cause: error });
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new JwksFetchError(`JWKS answered HTTP ${response.status}`, 'http_error');
    }
    let text: string;
    try {
      text = await readLimited(response, maxBytes);
    } catch (error) {
      if (error instanceof JwksFetchError) throw error;
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new JwksFetchError('JWKS body could not be read', timedOut ? 'timeout' : 'unavailable', { cause: error });
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (cause) {
      throw new JwksFetchError('JWKS is not JSON', 'invalid', { cause });
    }
    return usableJwks(body);
  }

  /** One fetch at a time; never rejects: resolves with the new set, or the old one (maybe none) on failure. */
  function refresh(timing?: ServerTimingSink): Promise<KeyResolver | undefined> {
    if (inflight) return inflight;
    const started = now();
    lastAttemptAt = started;
    const record = (outcome: string) => {
      const ms = now() - started;
      metrics?.upstreamRequestDuration.labels(JWKS_ENDPOINT, outcome).observe(ms / 1000);
      timing?.add('upstream', ms, JWKS_ENDPOINT);
    };
    inflight = download().then(
      (jwks) => {
        current = createLocalJWKSet(jwks);
        fetchedAt = now();
        retryAt = Number.NEGATIVE_INFINITY;
        record('ok');
        return current;
      },
      (error: unknown) => {
        retryAt = now() + failureBackoffMs;
        const outcome = error instanceof JwksFetchError ? error.outcome : 'invalid';
        record(outcome);
        logger?.warn('identity keys could not be fetched', { endpoint: JWKS_ENDPOINT, url, outcome, err: error, keptStaleKeys: current !== undefined });
        return current;
      },
    );
    const settled = inflight;
    void settled.finally(() => {
      if (inflight === settled) inflight = undefined;
    });
    return settled;
  }

  return {
    async keys(timing) {
      const at = now();
      if (current) {
        if (at - fetchedAt >= maxAgeMs && at >= retryAt) void refresh();
        return current;
      }
      if (at < retryAt && !inflight) throw new KeysUnavailableError('identity keys unavailable (recent fetch failed)');
      const fetched = await refresh(timing);
      if (!fetched) throw new KeysUnavailableError('identity keys unavailable');
      return fetched;
    },
    async keysAfterUnknownKid(timing) {
      if (now() - lastAttemptAt < cooldownMs) return current;
      return refresh(timing);
    },
    async warm() {
      await refresh();
    },
  };
}
