#!/usr/bin/env node
/**
 * Fleet figures (issue 15; decisions 080–081), each on a fresh local fleet (scripts/fleet/fleet.ts:
 * the upstream, Redis, Neutron processes and nginx in front, every one the real program):
 *   throughput   one process vs 3 instances, both behind nginx with Redis: req/s at
 *                --connections over a round robin of 200 articles (shipped configuration; every
 *                instance first renders each article once, then a warm run as long as the
 *                measured one), and CPU per request of the Neutron processes together (nginx
 *                and Redis reported apart)
 *   upstream     3 instances with cold caches, 1,000 requests over 300 distinct articles, with
 *                Redis (the default 20 ms budget, and 250 ms) and without: upstream calls per
 *                1,000 requests (article calls and all), and Redis commands skipped (late or down)
 *   redis-kill   latency (p50, p99, max) and lost requests before, during and after SIGKILL of
 *                Redis, and once it is back (scripts/bench/redisKill.mjs)
 *   heal         through the runner (`npm run start:cluster`, 3 instances): SIGKILL of one
 *                instance, then of Redis, under a closed loop of at most 10 connections; failed
 *                requests (held by the instance at its kill, lost beyond those, refused) and the
 *                time until each answered again (scripts/fleet/runnerProcess.ts). `--runner
 *                path` measures another runner script (the one before issue 42, for example)
 * Printed as tables and written to results/bench-fleet-<timestamp>.json.
 * On a 2-core machine 3 instances cannot serve more than one process's two cores can: the
 * figures show what the fleet costs here, not what N cores would give.
 * Run: `node --import tsx scripts/bench/fleet.mjs [--connections N] [--seconds S] [--parts throughput,upstream,redis-kill,heal] [--runner scripts/cluster.ts]`
 * (dist/ built), or `npm run bench -- --fleet [--connections N] [--duration S]` (every part).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from './autocannon.mjs';
import { ROOT, startFleet } from '../fleet/fleet.ts';
import { childPids, healUnderLoad, startRunner } from '../fleet/runnerProcess.ts';
import { shuffled } from '../fleet/shuffled.ts';
import { cpuMs } from './procfs.mjs';
import { redisKillLatency } from './redisKill.mjs';
import { worldArticlePaths } from './roundRobin.mjs';

/** The articles of the throughput comparison: every instance is warmed with each of them first. */
const THROUGHPUT_ARTICLES = 200;

function argument(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const sumCpu = (pids) => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);

async function roundRobin(url, paths, connections, seconds) {
  let next = 0;
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
}

async function throughput(instances, paths, connections, seconds) {
  const fleet = await startFleet({ instances, env: { LOG_LEVEL: 'error' } });
  try {
    // Warm-up: every instance renders every page once (its own process cache and JIT), then a run as long as the measured one.
    for (const instance of fleet.instances) {
      let next = 0;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (next < paths.length) await fetch(`${instance.url}${paths[next++]}`).then((res) => res.arrayBuffer());
        }),
      );
    }
    await roundRobin(fleet.url, paths, connections, seconds);
    const neutronPids = fleet.instances.map((instance) => instance.child.process.pid);
    const nginxPids = [fleet.nginx.process.pid, ...childPids(fleet.nginx.process.pid)];
    const redisPids = fleet.redis ? [fleet.redis.process.pid] : [];
    const before = { neutron: sumCpu(neutronPids), nginx: sumCpu(nginxPids), redis: sumCpu(redisPids) };
    const result = await roundRobin(fleet.url, paths, connections, seconds);
    const done = result.requests.total || 1;
    return {
      label: `${instances} instance${instances > 1 ? 's' : ''}`,
      reqPerSec: result.requests.average,
      p99: result.latency.p99,
      neutronCpu: (sumCpu(neutronPids) - before.neutron) / done,
      nginxCpu: (sumCpu(nginxPids) - before.nginx) / done,
      redisCpu: (sumCpu(redisPids) - before.redis) / done,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    };
  } finally {
    await fleet.stop();
  }
}

async function upstreamCalls(label, redis, redisTimeoutMs, paths) {
  const fleet = await startFleet({
    instances: 3,
    redis,
    env: { LOG_LEVEL: 'error', ...(redisTimeoutMs ? { REDIS_TIMEOUT_MS: String(redisTimeoutMs) } : {}) },
  });
  try {
    await fetch(`${fleet.upstreamUrl}/__calls`, { method: 'DELETE' });
    const order = shuffled(Array.from({ length: 1000 }, (_, i) => paths[i % paths.length]));
    let next = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < order.length) {
          const path = order[next++];
          await fetch(`${fleet.url}${path}`).then((res) => res.arrayBuffer());
        }
      }),
    );
    const count = async (prefix) =>
      (await (await fetch(`${fleet.upstreamUrl}/__calls?prefix=${encodeURIComponent(prefix)}`)).json()).total;
    let skipped = 0;
    for (const instance of fleet.instances) {
      const text = await (await fetch(`${instance.url}/metrics`)).text();
      for (const match of text.matchAll(/^neutron_redis_skipped_total\{[^}]*\} (\d+)$/gm)) skipped += Number(match[1]);
    }
    return { label, articles: await count('/api/neutron/articles/'), all: await count('/api/'), skipped };
  } finally {
    await fleet.stop();
  }
}

/** SIGKILL of an instance, then of Redis, through the runner; answers the figures of one run. */
async function heal(paths, connections, script) {
  const cluster = await startRunner({ instances: 3, script, env: { LOG_LEVEL: 'error' } });
  try {
    // 4 passes over the pool before the first kill: every instance holds each page (render cache and L1).
    const result = await healUnderLoad(cluster, {
      paths,
      connections,
      warmRequests: paths.length * 4,
      settleRequests: paths.length * 2,
      maxRequests: paths.length * 40,
      backBoundMs: 60_000,
    });
    const [instance, redis] = result.kills;
    const restarted = cluster.events().filter((event) => event.msg === 'program restarted');
    return {
      runner: script,
      requests: result.samples.length,
      held: result.held.length,
      lost: result.lost.length,
      refused: result.refused,
      // What the failures were (a 503 is an instance shedding load, not the runner losing a request).
      failedStatuses: Object.fromEntries(
        [...result.held, ...result.lost].reduce(
          (counts, sample) => counts.set(String(sample.status), (counts.get(String(sample.status)) ?? 0) + 1),
          new Map(),
        ),
      ),
      instanceInFlight: instance.inFlight,
      instanceBackMs: instance.backMs,
      redisBackMs: redis.backMs,
      runnerAlive: result.runnerAlive,
      runnerRestarts: restarted.map((event) => ({ name: event.name, downMs: event.downMs })),
    };
  } finally {
    await cluster.stop();
  }
}

const PARTS = ['throughput', 'upstream', 'redis-kill', 'heal'];

/** `--parts a,b` (default all): which measurements to make. */
function parts() {
  const at = process.argv.indexOf('--parts');
  if (at < 0) return PARTS;
  const chosen = String(process.argv[at + 1] ?? '')
    .split(',')
    .filter(Boolean);
  const unknown = chosen.filter((part) => !PARTS.includes(part));
  if (chosen.length === 0 || unknown.length > 0)
    throw new Error(`--parts takes a comma-separated list of ${PARTS.join(', ')}`);
  return chosen;
}

async function main() {
  const connections = argument('connections', 20);
  const seconds = argument('seconds', 10);
  const chosen = parts();
  const paths = await worldArticlePaths(1000);
  const hot = paths.slice(0, THROUGHPUT_ARTICLES);
  const say = (text) => process.stdout.write(`${text}\n`);
  const results = { date: new Date().toISOString(), connections, seconds };
  if (chosen.includes('throughput')) {
    const rows = [await throughput(1, hot, connections, seconds), await throughput(3, hot, connections, seconds)];
    results.throughput = rows;
    say(
      `\nthroughput: round robin over ${THROUGHPUT_ARTICLES} articles through nginx, ${connections} connections, ${seconds} s (every instance warmed with each article, then a run as long)`,
    );
    say(
      `${'fleet'.padEnd(14)}${'req/s'.padStart(9)}${'p99 ms'.padStart(9)}${'Neutron CPU ms/req'.padStart(20)}${'nginx'.padStart(8)}${'Redis'.padStart(8)}${'non-2xx'.padStart(9)}${'errors'.padStart(8)}`,
    );
    for (const row of rows) {
      say(
        `${row.label.padEnd(14)}${row.reqPerSec.toFixed(0).padStart(9)}${String(row.p99).padStart(9)}${row.neutronCpu.toFixed(2).padStart(20)}${row.nginxCpu.toFixed(2).padStart(8)}${row.redisCpu.toFixed(2).padStart(8)}${String(row.non2xx).padStart(9)}${String(row.errors).padStart(8)}`,
      );
    }
  }
  if (chosen.includes('upstream')) {
    const calls = [
      await upstreamCalls('Redis, 20 ms budget', true, undefined, paths.slice(0, 300)),
      await upstreamCalls('Redis, 250 ms budget', true, 250, paths.slice(0, 300)),
      await upstreamCalls('no Redis (L1 only)', false, undefined, paths.slice(0, 300)),
    ];
    results.upstreamCalls = calls;
    say(
      '\nupstream calls per 1,000 requests (3 instances, cold caches, 1,000 requests over 300 articles in shuffled order, 10 connections)',
    );
    for (const row of calls)
      say(
        `${row.label.padEnd(22)} article calls ${String(row.articles).padStart(5)}   all content API calls ${String(row.all).padStart(5)}   Redis skipped ${String(row.skipped).padStart(5)}`,
      );
  }
  if (chosen.includes('redis-kill')) {
    const kill = await redisKillLatency({
      paths: paths.slice(0, 600),
      connections: Math.min(connections, 10),
      seconds,
    });
    results.redisKill = kill;
    say(
      `\nRedis killed mid-run (3 instances, shipped config, ${kill.articles} articles already in Redis, ${kill.connections} connections; phases by request start: before ${seconds} s, during = first 2 s after SIGKILL, after = next ${seconds} s with Redis down, back = ${seconds} s after Redis restarted)`,
    );
    say(
      `${'phase'.padEnd(8)}${'requests'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}${'lost'.padStart(6)}`,
    );
    for (const row of kill.phases)
      say(
        `${row.phase.padEnd(8)}${String(row.requests).padStart(10)}${row.p50.toFixed(1).padStart(9)}${row.p99.toFixed(1).padStart(9)}${row.max.toFixed(1).padStart(9)}${String(row.lost).padStart(6)}`,
      );
    say(`Redis commands skipped (late or down), all instances: ${kill.redisSkipped}`);
  }
  if (chosen.includes('heal')) {
    const at = process.argv.indexOf('--runner');
    const row = await heal(
      paths.slice(0, 100),
      Math.min(connections, 10),
      at >= 0 ? process.argv[at + 1] : 'scripts/cluster.ts',
    );
    results.heal = row;
    const ms = (value) => (value === undefined ? 'never' : `${(value / 1000).toFixed(1)} s`);
    say(
      `\nself-healing through the runner (${row.runner}, 3 instances, 100 articles, ${Math.min(connections, 10)} connections): SIGKILL of one instance, then of Redis`,
    );
    say(
      `requests ${row.requests}   failed: held by the instance at its kill ${row.held} (of ${row.instanceInFlight} in flight), lost beyond those ${row.lost}, of them refused ${row.refused}; failures by status ${JSON.stringify(row.failedStatuses)}`,
    );
    say(
      `answering again after the kill: instance ${ms(row.instanceBackMs)}, Redis ${ms(row.redisBackMs)}; runner ${row.runnerAlive ? 'still running' : 'gone'}`,
    );
  }
  mkdirSync(join(ROOT, 'results'), { recursive: true });
  const file = join(ROOT, 'results', `bench-fleet-${results.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(results, null, 2));
  say(`\nfigures written to ${file}`);
}

main().catch((error) => {
  process.stderr.write(`fleet bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
