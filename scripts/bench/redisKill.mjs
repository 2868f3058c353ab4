/**
 * Latency of the fleet around a Redis kill (issue 15 point 5: "killing Redis mid-run loses no
 * request and latency stays within the bench's figures"; the fleet test asserts the first half,
 * this measures the second). nginx + 3 instances + Redis + the upstream, shipped configuration
 * (REDIS_TIMEOUT_MS 20). Every article of the pool is first read once through nginx, so Redis
 * holds them all and each instance about a third in its own cache; then one closed-loop run of
 * `connections` clients over the pool in shuffled order, each request timed:
 *   before   `seconds` with Redis up (an instance's own misses are Redis hits)
 *   during   the first 2 s after SIGKILL of Redis (connections break, commands skipped)
 *   after    the next `seconds`, Redis still down (misses go to the upstream)
 *   back     `seconds` after Redis was started again on its port (empty: it refills)
 * Phases are told apart by when a request started. Answers per phase: requests, p50, p99, max,
 * and requests that were not a 200 (lost).
 */
import { startFleet } from '../fleet/fleet.ts';
import { shuffled } from '../fleet/shuffled.ts';

const DURING_MS = 2000;

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summarise(phase, samples) {
  const latencies = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    phase,
    requests: samples.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    lost: samples.filter((sample) => sample.status !== 200).length,
  };
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the measurement on a fresh fleet; answers one summary per phase and the skips the instances counted. */
export async function redisKillLatency({ paths, connections, seconds }) {
  const fleet = await startFleet({ instances: 3, env: { LOG_LEVEL: 'error' } });
  try {
    // Redis holds every article; each instance has the third nginx sent it.
    let next = 0;
    const warm = shuffled(paths);
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (next < warm.length) await fetch(`${fleet.url}${warm[next++]}`).then((res) => res.arrayBuffer());
      }),
    );

    const samples = [];
    const order = shuffled(paths);
    const started = performance.now();
    let stopAt = Infinity;
    const marks = { kill: Infinity, back: Infinity };
    let turn = 0;
    const client = async () => {
      while (performance.now() < stopAt) {
        const path = order[turn++ % order.length];
        const at = performance.now();
        let status;
        try {
          const res = await fetch(`${fleet.url}${path}`, { signal: AbortSignal.timeout(30_000) });
          await res.arrayBuffer();
          status = res.status;
        } catch (error) {
          status = error instanceof Error ? error.name : String(error);
        }
        samples.push({ at, ms: performance.now() - at, status });
      }
    };
    const clients = Promise.all(Array.from({ length: connections }, client));
    await pause(seconds * 1000);
    marks.kill = performance.now();
    await fleet.redis.stop('SIGKILL');
    await pause(DURING_MS + seconds * 1000);
    await fleet.restartRedis();
    marks.back = performance.now();
    stopAt = marks.back + seconds * 1000;
    await clients;

    let skipped = 0;
    for (const instance of fleet.instances) {
      const text = await (await fetch(`${instance.url}/metrics`)).text();
      for (const match of text.matchAll(/^neutron_redis_skipped_total\{[^}]*\} (\d+)$/gm)) skipped += Number(match[1]);
    }
    const within = (from, to) => samples.filter((sample) => sample.at >= from && sample.at < to);
    return {
      connections,
      seconds,
      articles: paths.length,
      elapsedSeconds: (performance.now() - started) / 1000,
      redisSkipped: skipped,
      phases: [
        summarise('before', within(started, marks.kill)),
        summarise('during', within(marks.kill, marks.kill + DURING_MS)),
        summarise('after', within(marks.kill + DURING_MS, marks.back)),
        summarise('back', within(marks.back, Infinity)),
      ],
    };
  } finally {
    await fleet.stop();
  }
}
