/**
 * Per-client rate limits (decision 052): a token bucket per key, `limit` tokens refilled evenly
 * over `windowMs`, so a client may burst up to `limit` and then goes at the window's pace. Keys
 * live in an LRU bounded by `maxKeys`: a flood of distinct addresses evicts the oldest buckets
 * (which only makes the limiter forgetful, never the process bigger).
 */
import { LRUCache } from 'lru-cache';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Spends `cost` tokens (default 1) when the bucket holds them; a cost of 0 only asks whether one is left. */
  take(key: string, cost?: number): RateDecision;
}

export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  maxKeys?: number;
  /** Monotonic milliseconds; tests inject their own. */
  now?: () => number;
}

interface Bucket {
  tokens: number;
  at: number;
}

const ALLOWED: RateDecision = { allowed: true };

export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 50_000,
  now = () => performance.now(),
}: RateLimiterOptions): RateLimiter {
  const buckets = new LRUCache<string, Bucket>({ max: maxKeys });
  const perMs = limit / windowMs;
  return {
    take(key, cost = 1) {
      const at = now();
      const known = buckets.get(key);
      // Asking costs nothing and makes no bucket: a client that never spent is within its budget.
      if (known === undefined && cost === 0) return ALLOWED;
      const bucket = known ?? { tokens: limit, at };
      bucket.tokens = Math.min(limit, bucket.tokens + (at - bucket.at) * perMs);
      bucket.at = at;
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= cost;
        return ALLOWED;
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)) };
    },
  };
}

/**
 * The client a request comes from: the connection's peer, or behind `trustedHops` proxies that
 * each append to X-Forwarded-For, the entry that many places from the right (entries further
 * left were written by the client and prove nothing).
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | undefined, trustedHops: number): string {
  if (trustedHops > 0 && forwardedFor) {
    const hops = forwardedFor.split(',').map((entry) => entry.trim());
    const client = hops[hops.length - trustedHops];
    if (client && client.length <= 64) return client;
  }
  return peer ?? 'unknown';
}
