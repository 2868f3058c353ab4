import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChild, waitUntil, type Child } from '../../scripts/fleet/child';
import { freePort, redisAnswers } from '../../scripts/fleet/fleet';
import { createFleetRedis, type FleetRedis } from '../fleet/redis';
import { createLogger } from '../ops/logger';
import { Registry } from '../ops/metrics';
import { REVOCATION_TTL_MS } from './revocationList';
import { createRevocations, type Revocations } from './revocations';

/** Sign-outs shared through a real redis-server (Debian's) on a free loopback port, as in production. */
let redisServer: Child;
let port: number;
const opened: Array<{ redis: FleetRedis; revocations: Revocations }> = [];

function startRedis(): Child {
  return startChild(
    'redis',
    '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { cwd: '/tmp', env: { PATH: process.env.PATH } },
  );
}

async function metricValue(registry: Registry, series: string): Promise<number> {
  const line = (await registry.render()).split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** One Neutron process's sign-out list, connected to the test's Redis. */
async function instance(): Promise<{ revocations: Revocations; registry: Registry; logs: string[] }> {
  const registry = new Registry();
  const logs: string[] = [];
  const logger = createLogger({ write: (line) => void logs.push(line) });
  const redis = createFleetRedis({ url: `redis://127.0.0.1:${port}/0`, timeoutMs: 250, registry, logger });
  const revocations = createRevocations({ ttlMs: REVOCATION_TTL_MS, maxEntries: 1000, redis, registry, logger });
  opened.push({ redis, revocations });
  // Connected and subscribed (commands fail fast until ioredis is ready, by design), then what the fleet signed out so far.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await revocations.sync();
  return { revocations, registry, logs };
}

/** True once `check` holds, looking every 10 ms for `ms` at most. */
async function within(ms: number, check: () => boolean): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return check();
}

beforeAll(async () => {
  port = await freePort();
  redisServer = startRedis();
  await waitUntil('redis', () => redisAnswers(port), 10_000);
});

afterAll(async () => {
  for (const { revocations, redis } of opened) {
    revocations.close();
    await redis.close();
  }
  await redisServer.stop('SIGTERM');
});

describe('sign-outs shared through Redis', () => {
  it('a sign-out on one instance is refused by the others before their next sync (the announcement), and by one started later', async () => {
    const [a, b] = [await instance(), await instance()];
    expect(b.revocations.has('session-one-aaaaaaaa')).toBe(false);
    expect(await a.revocations.revoke('session-one-aaaaaaaa')).toBe(true);
    expect(a.revocations.has('session-one-aaaaaaaa')).toBe(true);
    // Syncs come every 5 s; within 1 s only the announcement can have told b.
    expect(await within(1000, () => b.revocations.has('session-one-aaaaaaaa'))).toBe(true);
    expect(b.revocations.has('session-two-aaaaaaaa')).toBe(false);
    const late = await instance();
    expect(late.revocations.has('session-one-aaaaaaaa')).toBe(true);
    expect(await metricValue(a.registry, 'neutron_session_revocations_total{source="signout"}')).toBe(1);
    expect(await metricValue(b.registry, 'neutron_session_revocations_total{source="fleet"}')).toBe(1);
    expect(await metricValue(late.registry, 'neutron_session_revocations_held')).toBeGreaterThanOrEqual(1);
  });

  it('with Redis down, a sign-out holds here, is counted as unshared, and reaches the fleet once Redis is back', async () => {
    const a = await instance();
    await redisServer.stop('SIGTERM');
    expect(await a.revocations.revoke('session-during-outage')).toBe(false);
    expect(a.revocations.has('session-during-outage')).toBe(true);
    expect(await metricValue(a.registry, 'neutron_session_revocations_unshared')).toBe(1);
    expect(a.logs.join('')).toContain('sign-out not shared with the fleet');

    // Redis comes back empty (no persistence here): the next sync that reaches it writes what it missed.
    redisServer = startRedis();
    await waitUntil('redis', () => redisAnswers(port), 10_000);
    await waitUntil(
      'the unshared sign-out written',
      async () => (
        await a.revocations.sync(),
        (await metricValue(a.registry, 'neutron_session_revocations_unshared')) === 0
      ),
      10_000,
    );
    const b = await instance();
    expect(b.revocations.has('session-during-outage')).toBe(true);
  }, 30_000);
});

describe('sign-outs without Redis', () => {
  it('hold in the process that made them', async () => {
    const registry = new Registry();
    const revocations = createRevocations({
      ttlMs: REVOCATION_TTL_MS,
      maxEntries: 10,
      registry,
      logger: createLogger({ write: () => {} }),
    });
    expect(await revocations.revoke('local-only-session')).toBe(false);
    expect(revocations.has('local-only-session')).toBe(true);
    expect(await metricValue(registry, 'neutron_session_revocations_unshared')).toBe(0);
    // Every series is there before anything happened to it (alerts read them).
    const text = await registry.render();
    for (const series of [
      'neutron_session_revocations_total{source="fleet"} 0',
      'neutron_session_revocations_unshared 0',
      'neutron_session_revocations_held 1',
    ])
      expect(text).toContain(series);
  });
});
