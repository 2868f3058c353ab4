/**
 * Admission holes of issue 42 (points 6 and 7; decision 106), as the audit measured them:
 *   queue delay  `connections` (400) against distinct uncached articles for `seconds`: served
 *                and shed, how many answers took longer than 2 s and 10 s (client side), the
 *                slowest served one, and the public port's /healthz meanwhile (slowest).
 *   404 flood    one client asks for unique non-existent article paths at a steady rate for
 *                `seconds`: requests, their statuses, and the calls that reached the upstream
 *                (counted by the upstream itself, GET /__calls). Before: one call per request.
 * Used by scripts/bench/reliability.mjs; standalone against a running stack:
 * `node --import tsx scripts/bench/admissionHoles.mjs <origin> <upstream url>`.
 */
import { execFile } from 'node:child_process';
import autocannon from './autocannon.mjs';
import { worldArticlePaths } from './roundRobin.mjs';

const FLOOD_RATE = 89;
const OVERLOAD_CONNECTIONS = 400;
const BOUND_MS = 2000;
const LATE_MS = 10_000;

const upstreamCalls = async (upstreamUrl) => (await (await fetch(`${upstreamUrl}/__calls`)).json()).total;

/** Unique not-found article paths at FLOOD_RATE a second, open loop, from one client. */
async function notFoundFlood(origin, upstreamUrl, seconds) {
  const before = await upstreamCalls(upstreamUrl);
  const statuses = {};
  const pending = [];
  const started = performance.now();
  for (let i = 0; performance.now() - started < seconds * 1000; i++) {
    const due = started + (i * 1000) / FLOOD_RATE;
    if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
    pending.push(
      fetch(`${origin}/news/bench-missing-${Date.now().toString(36)}-${i}/`).then(
        async (res) => {
          await res.arrayBuffer();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        },
        () => (statuses.failed = (statuses.failed ?? 0) + 1),
      ),
    );
  }
  await Promise.all(pending);
  return { requests: pending.length, statuses, calls: (await upstreamCalls(upstreamUrl)) - before };
}

/**
 * The public /healthz every 250 ms while `running()`, each probe a `curl` process of its own (a
 * fresh connection, as an orchestrator's probe): timed outside this process, whose loop the load
 * generator keeps busy. Answers the slowest probe (and how much of it was the TCP handshake) and
 * how many failed.
 */
async function probeHealth(origin, running) {
  let slowest = 0;
  let connect = 0;
  let failed = 0;
  let count = 0;
  while (running()) {
    const answer = await new Promise((resolve) => {
      execFile(
        'curl',
        [
          '-s',
          '-o',
          '/dev/null',
          '--max-time',
          '30',
          '-w',
          '%{http_code} %{time_total} %{time_connect}',
          `${origin}/healthz`,
        ],
        (error, stdout) => resolve(error ? '' : stdout),
      );
    });
    const [status, seconds, connectSeconds] = answer.split(' ');
    count++;
    if (status !== '200') failed++;
    else if (Number(seconds) * 1000 > slowest) {
      slowest = Number(seconds) * 1000;
      connect = Number(connectSeconds) * 1000;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { slowest, connect, failed, count };
}

async function queueDelay(origin, seconds) {
  const paths = await worldArticlePaths(1000);
  const counts = { served: 0, shed: 0, other: 0, overBound: 0, late: 0, slowestServed: 0 };
  let running = true;
  const health = probeHealth(origin, () => running);
  const instance = autocannon({
    url: origin,
    connections: OVERLOAD_CONNECTIONS,
    duration: seconds,
    timeout: 20,
    requests: paths.slice(100).map((path) => ({ method: 'GET', path })),
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status === 200) {
      counts.served++;
      counts.slowestServed = Math.max(counts.slowestServed, ms);
    } else if (status === 503) counts.shed++;
    else counts.other++;
    if (ms > BOUND_MS) counts.overBound++;
    if (ms > LATE_MS) counts.late++;
  });
  const result = await instance;
  running = false;
  return { ...counts, timeouts: result.timeouts, errors: result.errors, health: await health };
}

/** Rows of [label, value] for the reliability report. */
export async function admissionHoleFigures({ origin, upstreamUrl, seconds = 10 }) {
  // The overload first: the flood spends the bench client's budget (its 404s are meant to).
  const overload = await queueDelay(origin, seconds);
  const flood = await notFoundFlood(origin, upstreamUrl, seconds);
  const statuses = Object.entries(flood.statuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');
  return [
    [
      `queue delay ${OVERLOAD_CONNECTIONS} conn: served / shed / other`,
      `${overload.served} / ${overload.shed} / ${overload.other}`,
    ],
    [
      `queue delay: answers over ${BOUND_MS / 1000} s / over ${LATE_MS / 1000} s / timeouts`,
      `${overload.overBound} / ${overload.late} / ${overload.timeouts}`,
    ],
    ['queue delay: slowest served (ms)', Math.round(overload.slowestServed)],
    [
      'queue delay: public /healthz slowest (connect) ms / failed / probes',
      `${Math.round(overload.health.slowest)} (${Math.round(overload.health.connect)}) / ${overload.health.failed} / ${overload.health.count}`,
    ],
    [
      `404 flood ${FLOOD_RATE}/s for ${seconds} s: requests / upstream calls`,
      `${flood.requests} / ${flood.calls}  (${statuses})`,
    ],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, upstreamUrl, seconds] = process.argv.slice(2);
  if (!origin || !upstreamUrl)
    throw new Error('usage: node --import tsx scripts/bench/admissionHoles.mjs <origin> <upstream url> [seconds]');
  for (const [label, value] of await admissionHoleFigures({ origin, upstreamUrl, seconds: Number(seconds ?? 10) }))
    process.stdout.write(`${label.padEnd(60)} ${value}\n`);
}
