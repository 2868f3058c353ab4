import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChild, waitUntil, type Child } from '../../scripts/fleet/child';
import { freePort, redisAnswers } from '../../scripts/fleet/fleet';
import { createLogger } from '../ops/logger';
import { Registry } from '../ops/metrics';
import { createFleetRedis, type FleetRedis } from './redis';
import { createSharedCache, type SharedCache } from './sharedCache';

/** The shared cache against a real redis-server (Debian's) on a free loopback port. */
const policy = { ttlMs: 60_000, staleMs: 600_000, negativeTtlMs: 10_000 };
let redisServer: Child;
let port: number;
const opened: FleetRedis[] = [];

async function metricValue(registry: Registry, series: string): Promise<number> {
  const line = (await registry.render()).split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

function instance(
  maxValueBytes = 512 * 1024,
  redisPort = port,
): { shared: SharedCache; registry: Registry; logs: string[] } {
  const registry = new Registry();
  const logs: string[] = [];
  const redis = createFleetRedis({
    url: `redis://127.0.0.1:${redisPort}/0`,
    timeoutMs: 20,
    registry,
    logger: createLogger({ write: (line) => void logs.push(line) }),
  });
  opened.push(redis);
  return {
    shared: createSharedCache({ redis, maxValueBytes, metrics: { registry }, instance: `test-${opened.length}` }),
    registry,
    logs,
  };
}

beforeAll(async () => {
  port = await freePort();
  redisServer = startChild(
    'redis',
    '/usr/bin/redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--enable-debug-command',
      'yes',
    ],
    { cwd: '/tmp', env: { PATH: process.env.PATH } },
  );
  await waitUntil('redis', () => redisAnswers(port), 10_000);
});

afterAll(async () => {
  await Promise.all(opened.map((redis) => redis.close()));
  await redisServer.stop('SIGTERM');
});

/** Lets ioredis connect (commands fail fast while it is not ready, by design). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('shared cache (Redis L2)', () => {
  it('makes one upstream call for a key across instances, and the others read it from Redis with its age', async () => {
    const a = instance();
    const b = instance();
    await settle();
    let calls = 0;
    const load = async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { body: { data: { article: { headline: 'one' } } }, bytes: 40 };
    };
    const [first, second] = await Promise.all([
      a.shared.through('article', '/api/x', '', policy, load),
      b.shared.through('article', '/api/x', '', policy, load),
    ]);
    expect(calls).toBe(1);
    expect(first.body).toEqual({ data: { article: { headline: 'one' } } });
    expect(second.body).toEqual(first.body);
    const c = instance();
    await settle();
    const third = await c.shared.through('article', '/api/x', '', policy, load);
    expect(calls).toBe(1);
    expect(third.body).toEqual(first.body);
    const waited = 'neutron_shared_cache_requests_total{endpoint="article",result="waited"}';
    expect((await metricValue(a.registry, waited)) + (await metricValue(b.registry, waited))).toBe(1);
    expect(await metricValue(c.registry, 'neutron_shared_cache_requests_total{endpoint="article",result="hit"}')).toBe(
      1,
    );
  });

  it('after a drop, loads again, and a load begun before the drop does not write the old body back', async () => {
    const a = instance();
    await settle();
    let version = 1;
    let release: () => void = () => {};
    const slow = () =>
      new Promise<{ body: Record<string, unknown>; bytes: number }>((resolve) => {
        const body = { v: version };
        release = () => resolve({ body, bytes: 10 });
      });
    const inFlight = a.shared.through('article', '/api/edited', '', policy, slow);
    await new Promise((resolve) => setTimeout(resolve, 50));
    version = 2;
    await a.shared.drop(['/api/edited']);
    release();
    expect((await inFlight).body).toEqual({ v: 1 }); // its own reader still gets what it waited for
    const after = await a.shared.through('article', '/api/edited', '', policy, async () => ({
      body: { v: version },
      bytes: 10,
    }));
    expect(after.body).toEqual({ v: 2 });
  });

  it('keeps bodies above the size bound out of Redis', async () => {
    const a = instance(64);
    await settle();
    let calls = 0;
    const big = async () => (calls++, { body: { text: 'x'.repeat(200) }, bytes: 210 });
    await a.shared.through('article', '/api/big', '', policy, big);
    await a.shared.through('article', '/api/big', '', policy, big);
    expect(calls).toBe(2);
    expect(
      await metricValue(a.registry, 'neutron_shared_cache_requests_total{endpoint="article",result="too_large"}'),
    ).toBe(2);
  });

  it('skips a slow Redis: the body comes from the upstream, counted and logged', async () => {
    const a = instance();
    const sleeper = createFleetRedis({
      url: `redis://127.0.0.1:${port}/0`,
      timeoutMs: 5000,
      registry: new Registry(),
      logger: createLogger({ write: () => {} }),
    });
    opened.push(sleeper);
    await settle();
    // DEBUG SLEEP blocks the whole server for 500 ms: every command sent meanwhile is late.
    const blocked = sleeper.run((client) => client.call('DEBUG', 'SLEEP', '0.5'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const result = await a.shared.through('article', '/api/slow', '', policy, async () => ({
      body: { from: 'upstream' },
      bytes: 20,
    }));
    expect(result.body).toEqual({ from: 'upstream' });
    expect(await metricValue(a.registry, 'neutron_redis_skipped_total{reason="timeout"}')).toBe(1);
    expect(a.logs.join('')).toContain('redis skipped');
    await blocked;
  });

  it('serves from the upstream when Redis is not there at all', async () => {
    const a = instance(512 * 1024, await freePort());
    await settle();
    const result = await a.shared.through('article', '/api/down', '', policy, async () => ({
      body: { from: 'upstream' },
      bytes: 20,
    }));
    expect(result).toEqual({ body: { from: 'upstream' }, bytes: 20, ageMs: 0 });
    expect(await metricValue(a.registry, 'neutron_redis_skipped_total{reason="down"}')).toBeGreaterThanOrEqual(1);
  });
});
