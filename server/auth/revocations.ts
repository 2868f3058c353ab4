/**
 * Sign-out that holds across the fleet (decision 059). A sign-out is recorded here at once
 * (revocationList.ts), written to Redis (a sorted set: session id → sign-out time) and announced
 * on REVOCATION_CHANNEL; every other instance adds it when the message arrives (milliseconds).
 * Messages missed while an instance was cut off from Redis, and every sign-out made before it
 * started, come from the set: read at start and then every SYNC_EVERY_MS (off the request path).
 * A sign-out made while Redis is unusable is kept and written at the next sync that reaches it.
 * Without REDIS_URL the list is this process's own.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FleetRedis } from '../fleet/redis';
import type { Logger } from '../ops/logger';
import type { Registry } from '../ops/metrics';
import { createRevocationList } from './revocationList';

/** The sorted set of sign-outs in Redis (member: session id, score: sign-out time, epoch ms). */
export const REVOCATION_KEY = 'neutron:revoked';
/** The channel a sign-out is announced on. */
export const REVOCATION_CHANNEL = 'neutron:revoked';
/** How often an instance reads the sign-outs it may have missed and writes the ones Redis missed. */
export const SYNC_EVERY_MS = 5000;
/** A sync reads back this far before the previous one, for clocks that differ between instances. */
const SYNC_OVERLAP_MS = 60_000;
/** Sign-outs kept for Redis while it is unusable, at most. */
export const REVOCATION_MAX_PENDING = 10_000;
const idSchema = z.string().min(1).max(64);
const messageSchema = z.strictObject({ from: z.string().max(64), id: idSchema, at: z.number().int().nonnegative() });

export interface Revocations {
  /** True when this session was signed out, here or (with Redis) anywhere in the fleet. */
  has(id: string): boolean;
  /** Signs the session out: here at once, then in Redis and to the fleet (true when that worked). */
  revoke(id: string): Promise<boolean>;
  /** Reads what the fleet signed out and writes what Redis missed (done every SYNC_EVERY_MS). */
  sync(): Promise<void>;
  close(): void;
}

export interface RevocationsOptions {
  /** How long an entry matters, ms, and how many are kept, here and in Redis (revocationList.ts). */
  ttlMs: number;
  maxEntries: number;
  redis?: FleetRedis;
  registry: Registry;
  logger: Logger;
  now?: () => number;
}

export function createRevocations({
  ttlMs,
  maxEntries,
  redis,
  registry,
  logger,
  now = Date.now,
}: RevocationsOptions): Revocations {
  const list = createRevocationList({ ttlMs, maxEntries, now });
  const instance = randomUUID();
  const counted = registry.counter({
    name: 'neutron_session_revocations_total',
    help: 'Sessions signed out, by source (signout: POST /signout/ here; fleet: learned from another instance through Redis).',
    labelNames: ['source'],
  });
  const unshared = registry.gauge({
    name: 'neutron_session_revocations_unshared',
    help: 'Sign-outs made here that Redis does not hold yet (Redis unusable); other instances honour those cookies meanwhile.',
  });
  const held = registry.gauge({
    name: 'neutron_session_revocations_held',
    help: 'Signed-out sessions this process refuses (bounded by REVOCATION_MAX_ENTRIES).',
  });
  registry.onCollect(() => held.set(list.size));
  // Every series from the start, at 0: an alert on them needs them before the first sign-out.
  const bySource = { signout: counted.labels('signout'), fleet: counted.labels('fleet') };
  unshared.set(0);
  /** Sign-outs not yet in Redis, id → time. */
  const pending = new Map<string, number>();
  /** Sign-outs after this time (epoch ms) are read at the next sync; at first, every one that still matters. */
  let readFrom = now() - ttlMs;

  const learn = (id: string, at: number) => {
    if (list.add(id, at)) bySource.fleet.inc();
  };

  /** Writes these sign-outs, trims what no longer matters, and announces them. */
  async function write(entries: ReadonlyMap<string, number>): Promise<boolean> {
    if (!redis) return false;
    const written = await redis.runPatiently(async (client) => {
      const batch = client.multi();
      for (const [id, at] of entries) batch.zadd(REVOCATION_KEY, at, id);
      batch.zremrangebyscore(REVOCATION_KEY, '-inf', now() - ttlMs);
      batch.zremrangebyrank(REVOCATION_KEY, 0, -(maxEntries + 1));
      batch.pexpire(REVOCATION_KEY, ttlMs);
      for (const [id, at] of entries) batch.publish(REVOCATION_CHANNEL, JSON.stringify({ from: instance, id, at }));
      const results = await batch.exec();
      if (!results || results.some(([error]) => error)) throw new Error('revocation write failed');
      return true;
    });
    return written === true;
  }

  async function sync(): Promise<void> {
    if (!redis) return;
    if (pending.size > 0) {
      const batch = new Map(pending);
      if (await write(batch)) {
        for (const id of batch.keys()) pending.delete(id);
        logger.info('sign-outs written to Redis after it came back', { count: batch.size });
      }
      unshared.set(pending.size);
    }
    const startedAt = now();
    // The newest first (at most as many as the list holds), learnt oldest first like sign-outs made here.
    const rows = await redis.runPatiently((client) =>
      client.zrevrangebyscore(REVOCATION_KEY, '+inf', readFrom, 'WITHSCORES', 'LIMIT', 0, maxEntries),
    );
    if (rows === undefined) return;
    for (let i = rows.length - 2; i >= 0; i -= 2) {
      const id = idSchema.safeParse(rows[i]);
      const at = Number(rows[i + 1]);
      if (id.success && Number.isFinite(at)) learn(id.data, at);
    }
    readFrom = startedAt - SYNC_OVERLAP_MS;
  }

  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  if (redis) {
    redis.subscribe(REVOCATION_CHANNEL, (text) => {
      let message: z.infer<typeof messageSchema>;
      try {
        message = messageSchema.parse(JSON.parse(text));
      } catch {
        logger.warn('ignored a malformed sign-out message', { channel: REVOCATION_CHANNEL });
        return;
      }
      if (message.from !== instance) learn(message.id, message.at);
    });
    const tick = () => {
      sync()
        .catch((error: unknown) =>
          logger.warn('sign-out sync failed', { err: error instanceof Error ? error.message : String(error) }),
        )
        .finally(() => {
          if (closed) return;
          timer = setTimeout(tick, SYNC_EVERY_MS);
          timer.unref();
        });
    };
    tick();
  }

  return {
    has: (id) => list.has(id),
    async revoke(id) {
      const at = now();
      list.add(id, at);
      bySource.signout.inc();
      if (!redis) return false;
      const shared = await write(new Map([[id, at]]));
      if (!shared) {
        // Bounded like the list: the oldest unshared sign-out goes first.
        pending.set(id, at);
        for (const old of pending.keys()) {
          if (pending.size <= REVOCATION_MAX_PENDING) break;
          pending.delete(old);
        }
        unshared.set(pending.size);
        logger.warn('sign-out not shared with the fleet (Redis unusable); written when Redis answers again', {
          pending: pending.size,
        });
      }
      return shared;
    },
    sync,
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
