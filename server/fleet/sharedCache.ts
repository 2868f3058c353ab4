/**
 * The second-level content cache in Redis (decision 080), behind the in-process one
 * (server/content/cache.ts): it stores upstream JSON bodies as received, so a process that
 * misses in memory asks Redis before the upstream, and the fleet makes one upstream call per
 * key and expiry.
 *
 *  - One hash per upstream path (`neutron:c:{path}`), one field per query: a purge of a path
 *    is one DEL, whatever its queries. Each value carries the time it was fetched, so the
 *    endpoint's ttl and stale window apply fleet-wide; the hash expires ttl + stale after the
 *    last write.
 *  - fresh: served (with its age, so the process cache keeps it only for what is left of ttl).
 *  - stale: the instance that takes the key's lock reloads it; the others serve the stale value.
 *  - absent: the instance that takes the lock (SET NX PX) loads and writes; the others poll
 *    for the value, take over the lock if it is released without one, and load themselves past
 *    WAIT_MS. Bodies above REDIS_MAX_VALUE_KB stay out of Redis.
 *  - A write is refused by Redis itself when the path was purged after the load began (a
 *    tombstone `neutron:p:{path}` holds the purge time), so a load in flight during an edit
 *    cannot bring the old body back.
 * Redis being down, late or skipped turns every step into "load from the upstream" (redis.ts).
 */
import { z } from 'zod';
import type { CachePolicy } from '../content/cache';
import type { NeutronMetrics } from '../ops/neutronMetrics';
import type { FleetRedis } from './redis';

export interface Body {
  /** The upstream's JSON object (server/content/http.ts `getJson`). */
  body: Record<string, unknown>;
  bytes: number;
}

export interface SharedBody extends Body {
  /** How long ago the body was fetched from the upstream (0 when just now). */
  ageMs: number;
}

export interface SharedCache {
  /** The upstream body of `path` + `query`: from Redis when there, else from `load`, once across the fleet. */
  through(
    endpoint: string,
    path: string,
    query: string,
    policy: CachePolicy,
    load: () => Promise<Body>,
  ): Promise<SharedBody>;
  /** Drops every stored body of these paths and refuses writes of loads begun before now. */
  drop(paths: readonly string[]): Promise<void>;
}

export type SharedResult = 'hit' | 'stale' | 'miss' | 'waited' | 'skipped' | 'too_large';

/** How long a loader holds a key's lock at most (it releases it when done). */
export const LOCK_MS = 5000;
/**
 * How long other instances wait for the lock holder's value before loading themselves: as long
 * as the lock lives (joining a peer's call is what a process does with its own in-flight calls).
 */
export const WAIT_MS = LOCK_MS;
/** How often they look. */
const POLL_MS = 20;
/** A tombstone outlives any load that could have begun before the purge. */
const TOMBSTONE_MS = 60_000;

const storedSchema = z.object({ t: z.number(), b: z.record(z.string(), z.unknown()) });

const valueKey = (path: string) => `neutron:c:{${path}}`;
const lockKey = (path: string, query: string) => `neutron:l:{${path}}:${query}`;
const tombstoneKey = (path: string) => `neutron:p:{${path}}`;

/** HSET + PEXPIRE unless the path was purged at or after the load began (KEYS: hash, tombstone). */
const WRITE_SCRIPT = `
local purged = redis.call('GET', KEYS[2])
if purged and tonumber(purged) >= tonumber(ARGV[3]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pass-through used when no Redis is configured: every call goes to `load`. */
export const NO_SHARED_CACHE: SharedCache = {
  through: async (_endpoint, _path, _query, _policy, load) => ({ ...(await load()), ageMs: 0 }),
  drop: async () => {},
};

export function createSharedCache({
  redis,
  maxValueBytes,
  metrics,
  instance,
}: {
  redis: FleetRedis;
  maxValueBytes: number;
  metrics: Pick<NeutronMetrics, 'registry'>;
  instance: string;
}): SharedCache {
  const requests = metrics.registry.counter({
    name: 'neutron_shared_cache_requests_total',
    help: 'Content cache misses in process answered by the shared cache in Redis, by endpoint and result (hit, stale, waited, miss, skipped, too_large).',
    labelNames: ['endpoint', 'result'],
  });
  const count = (endpoint: string, result: SharedResult) => requests.labels(endpoint, result).inc();

  async function read(
    path: string,
    query: string,
  ): Promise<{ body: Record<string, unknown>; bytes: number; fetchedAt: number } | undefined | null> {
    const text = await redis.run((client) => client.hget(valueKey(path), query));
    if (text === undefined) return undefined; // Redis not usable
    if (text === null) return null;
    try {
      const stored = storedSchema.parse(JSON.parse(text));
      return { body: stored.b, bytes: text.length, fetchedAt: stored.t };
    } catch {
      return null; // not ours or damaged: as if absent
    }
  }

  async function loadAndWrite(
    endpoint: string,
    path: string,
    query: string,
    policy: CachePolicy,
    load: () => Promise<Body>,
    locked: boolean,
  ): Promise<SharedBody> {
    const startedAt = Date.now();
    try {
      const loaded = await load();
      const text = JSON.stringify({ t: startedAt, b: loaded.body });
      if (text.length > maxValueBytes) count(endpoint, 'too_large');
      else
        await redis.run((client) =>
          client.eval(
            WRITE_SCRIPT,
            2,
            valueKey(path),
            tombstoneKey(path),
            query,
            text,
            String(startedAt),
            String(policy.ttlMs + policy.staleMs),
          ),
        );
      return { ...loaded, ageMs: 0 };
    } finally {
      if (locked) void redis.run((client) => client.del(lockKey(path, query)));
    }
  }

  const lock = (path: string, query: string) =>
    redis.run((client) => client.set(lockKey(path, query), instance, 'PX', LOCK_MS, 'NX'));

  async function through(
    endpoint: string,
    path: string,
    query: string,
    policy: CachePolicy,
    load: () => Promise<Body>,
  ): Promise<SharedBody> {
    const found = await read(path, query);
    if (found === undefined) {
      count(endpoint, 'skipped');
      return { ...(await load()), ageMs: 0 };
    }
    if (found !== null) {
      const ageMs = Math.max(0, Date.now() - found.fetchedAt);
      if (ageMs < policy.ttlMs) {
        count(endpoint, 'hit');
        return { body: found.body, bytes: found.bytes, ageMs };
      }
      if (ageMs < policy.ttlMs + policy.staleMs) {
        const got = await lock(path, query);
        if (got === 'OK') {
          count(endpoint, 'miss');
          return loadAndWrite(endpoint, path, query, policy, load, true);
        }
        // Someone else reloads it (or Redis is unusable): the stale value stands in meanwhile.
        count(endpoint, 'stale');
        return { body: found.body, bytes: found.bytes, ageMs };
      }
    }
    const until = performance.now() + WAIT_MS;
    // Each poll is one lock attempt and one read, each within the Redis budget.
    for (;;) {
      const got = await lock(path, query);
      if (got === 'OK') {
        // The lock may be free because a peer just finished: its value is then there to take.
        const written = await read(path, query);
        if (written && Date.now() - written.fetchedAt < policy.ttlMs) {
          void redis.run((client) => client.del(lockKey(path, query)));
          count(endpoint, 'waited');
          return { body: written.body, bytes: written.bytes, ageMs: Math.max(0, Date.now() - written.fetchedAt) };
        }
        count(endpoint, 'miss');
        return loadAndWrite(endpoint, path, query, policy, load, true);
      }
      if (got === undefined || performance.now() >= until) break;
      await sleep(POLL_MS);
      const polled = await read(path, query);
      if (polled === undefined) break;
      if (polled !== null && Date.now() - polled.fetchedAt < policy.ttlMs) {
        count(endpoint, 'waited');
        return { body: polled.body, bytes: polled.bytes, ageMs: Math.max(0, Date.now() - polled.fetchedAt) };
      }
    }
    count(endpoint, 'skipped');
    return loadAndWrite(endpoint, path, query, policy, load, false);
  }

  return {
    through,
    async drop(paths) {
      if (paths.length === 0) return;
      const now = String(Date.now());
      await redis.runPatiently((client) => {
        const batch = client.multi();
        for (const path of paths) batch.del(valueKey(path)).set(tombstoneKey(path), now, 'PX', TOMBSTONE_MS);
        return batch.exec();
      });
    },
  };
}
