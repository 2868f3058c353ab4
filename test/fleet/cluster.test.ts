/**
 * `npm run start:cluster` heals itself (issue 42 point 3; docs/operations.md "Many instances
 * behind a proxy"): the runner (scripts/cluster.ts, started as its own process, as an SRE
 * starts it) with 2 instances under a bounded closed-loop load through nginx; SIGKILL of one
 * instance, then of Redis. Readers lose nothing beyond the requests the killed instance held at
 * that moment (nginx retries GETs refused by it on the other; Redis gone means local caches
 * only), and the runner starts both again on their ports: each answers again within the bound,
 * and both instances are connected to the new Redis.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { healUnderLoad, redisClients, startRunner, type RunningCluster } from '../../scripts/fleet/runnerProcess';
import { createWorld, DEFAULT_SEED } from '../../upstream/world/world';

const world = createWorld({ seed: DEFAULT_SEED, now: Date.now() });
const paths = world.articles
  .filter((article) => article.site === 'cnet' && article.typeName === 'content_article')
  .slice(0, 40)
  .map((article) => article.canonicalUrl!);

let cluster: RunningCluster;

beforeAll(async () => {
  cluster = await startRunner({
    instances: 2,
    // Shared 2-core machine: no shedding (its 503s would hide what this test counts), quiet logs.
    env: {
      SHED_EVENT_LOOP_DELAY_MS: '0',
      QUEUE_DELAY_TARGET_MS: '0',
      RENDER_QUEUE_SIZE: '10000',
      RENDER_QUEUE_TIMEOUT_MS: '30000',
      REDIS_TIMEOUT_MS: '250',
      LOG_LEVEL: 'warn',
    },
  });
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
}, 90_000);

it('an instance and then Redis killed under load: nothing lost beyond what the instance held, both back on their ports', async () => {
  const result = await healUnderLoad(cluster, {
    paths,
    connections: 6,
    warmRequests: 150,
    settleRequests: 150,
    maxRequests: 5000,
    backBoundMs: 30_000,
  });
  const [instance, redis] = result.kills;
  const summary = JSON.stringify({
    requests: result.samples.length,
    held: result.held.length,
    lost: result.lost.length,
    refused: result.refused,
    firstLost: result.lost.slice(0, 5),
    kills: result.kills,
    runner: cluster
      .events()
      .filter((event) => event.msg !== 'cluster ready')
      .slice(-10),
  });
  expect(result.runnerAlive, summary).toBe(true);
  expect(result.lost, summary).toEqual([]);
  expect(instance!.backMs, summary).toBeDefined();
  expect(redis!.backMs, summary).toBeDefined();
  // Both instances use the new Redis again (purges reach every instance through it): three connections each, and this one.
  await expect
    .poll(() => redisClients(cluster.redisPort), { timeout: 15_000, interval: 200 })
    .toBeGreaterThan(cluster.instancePorts.length * 3);
  // The runner says what happened, for the SRE who reads its log.
  const restarted = cluster
    .events()
    .filter((event) => event.msg === 'program restarted')
    .map((event) => event.name);
  expect(restarted.sort()).toEqual(['neutron-1', 'redis']);
}, 120_000);
