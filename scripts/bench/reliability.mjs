#!/usr/bin/env node
/**
 * Reliability figures for an SRE to rerun (issue 14; decisions 050–055), on a fresh local stack
 * with every request rendered (RENDER_CACHE_TTL_MS=0) and an admin listener (ADMIN_PORT):
 *   unloaded     50 sequential requests to one article: total p50 and first-byte p90
 *   overload     --connections (default 200, ~10× what one process sustains here) on that
 *                article: p99 of the admitted (2xx) requests, shed ratio (fast 503s / all),
 *                client timeouts, and the probes answered meanwhile (public-port /healthz;
 *                /healthz, /readyz and /metrics on the admin port), timed from a thread of
 *                their own: slowest and p99
 *   hung         (issue 42 point 2; decision 058) article calls hanging while 50 readers ask
 *                for distinct uncached articles: 10 readers of 5 cached articles (rendered
 *                each time) before and during the hang, their answers a second and their
 *                non-200 answers; what the uncached readers got
 *   outage       the upstream answering 500 to every article call while 50 connections ask for
 *                distinct uncached articles: requests made vs calls that reached the upstream
 *                (the circuit breaker bounds them), then the time until pages are back
 *   RSS          server resident memory at the end
 * Run: `node --import tsx scripts/bench/reliability.mjs [--connections N] [--seconds S]`
 * (dist/ must be built), or `npm run bench -- --reliability [--connections N] [--duration S]`.
 * `--server path/to/main.cjs` runs another build's server (a before/after comparison).
 */
import { Worker } from 'node:worker_threads';
import autocannon from './autocannon.mjs';
import { worldArticlePaths } from './roundRobin.mjs';
import { ttfbRun } from './measure.mjs';
import { bodyFigures } from './bodies.mjs';
import { connectionFigures } from './connections.mjs';
import { admissionHoleFigures } from './admissionHoles.mjs';
import { freePort, HOST, killAllNow, startChild, stopAll, waitUntilUp } from './stack.mjs';
import { serverEnv, serverNodeArgs } from '../serverArgs.mjs';

const OUTAGE_CONNECTIONS = 50;
const HEALTH_PROBE_MS = 250;
const HUNG_READERS = 50;
const CACHED_READERS = 10;
const CACHED_PAGES = 5;

function textArgument(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

function argument(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

function metric(text, name, labels = {}) {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[3] ?? '').matchAll(/([a-zA-Z_]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) sum += Number(match[4]);
  }
  return sum;
}

const scrape = async (admin) => (await fetch(`${admin}/metrics`)).text();

/**
 * `readers` loops, each asking for the next of `paths` (shared: distinct paths while they last)
 * until `seconds` have passed; a request still out then is waited for. Answers by status.
 */
async function readLoop(origin, paths, readers, seconds) {
  const until = performance.now() + seconds * 1000;
  const statuses = {};
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: readers }, async () => {
      while (performance.now() < until) {
        const path = paths[next++ % paths.length];
        try {
          const res = await fetch(origin + path, { signal: AbortSignal.timeout(20_000) });
          await res.arrayBuffer();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        } catch {
          failed++;
        }
      }
    }),
  );
  const answered = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  return { statuses, failed, perSecond: answered / seconds };
}

/**
 * Cached pages while a hung upstream holds calls for uncached ones (issue 42 point 2): the
 * cached readers alone, then the same readers while article calls hang and other readers ask
 * for distinct uncached articles.
 */
async function hungUpstream(origin, upstreamUrl, cached, uncached, seconds) {
  for (const path of cached) await fetch(origin + path).then((res) => res.arrayBuffer());
  const alone = await readLoop(origin, cached, CACHED_READERS, seconds);
  await fetch(`${upstreamUrl}/__control`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ faults: [{ match: '/articles/', mode: 'hang' }] }),
  });
  const hung = readLoop(origin, uncached, HUNG_READERS, seconds);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const during = await readLoop(origin, cached, CACHED_READERS, seconds);
  const others = await hung;
  await fetch(`${upstreamUrl}/__control`, { method: 'DELETE' });
  return { alone, during, others };
}

/** "N/s (200: a, 503: b, failed: c)". */
const loopText = ({ statuses, failed, perSecond }) =>
  `${perSecond.toFixed(0)}/s (${[...Object.entries(statuses).map(([status, n]) => `${status}: ${n}`), ...(failed ? [`failed: ${failed}`] : [])].join(', ') || 'none'})`;

/**
 * Autocannon, and meanwhile the probes from a thread of their own (scripts/bench/healthProbe.mjs):
 * `/healthz` on the public port (answered by the main loop, behind page work) and `/healthz`,
 * `/readyz`, `/metrics` on ADMIN_PORT (answered by the admin thread; decision 055).
 */
async function underLoad(options, probes) {
  const prober = new Worker(new URL('./healthProbe.mjs', import.meta.url), {
    workerData: { urls: Object.values(probes), intervalMs: HEALTH_PROBE_MS },
  });
  const result = await autocannon(options);
  const summary = new Promise((resolve, reject) => {
    prober.once('message', resolve);
    prober.once('error', reject);
  });
  prober.postMessage('stop');
  const byUrl = await summary;
  await prober.terminate();
  return { result, probes: Object.fromEntries(Object.entries(probes).map(([name, url]) => [name, byUrl[url]])) };
}

/** "slowest / p99 ms (non-200)" of one probe. */
const probeText = ({ maxMs, p99Ms, count, non200, failed }) =>
  `${Math.round(maxMs)} / ${Math.round(p99Ms)}  (${count} probes, ${non200} non-200, ${failed} failed)`;

async function main() {
  const connections = argument('connections', 200);
  const seconds = argument('seconds', 10);
  const root = new URL('../..', import.meta.url).pathname;
  const upstreamPort = await freePort();
  const upstreamUrl = `http://${HOST}:${upstreamPort}`;
  const upstream = startChild('upstream', ['--import', 'tsx', 'upstream/main.ts'], {
    cwd: root,
    env: { UPSTREAM_PORT: String(upstreamPort) },
  });
  await waitUntilUp(upstream, `${upstreamUrl}/__health`);
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const adminPort = await freePort();
  const admin = `http://${HOST}:${adminPort}`;
  const probes = {
    public: `${origin}/healthz`,
    health: `${admin}/healthz`,
    ready: `${admin}/readyz`,
    metrics: `${admin}/metrics`,
  };
  const env = {
    PORT: String(port),
    ADMIN_PORT: String(adminPort),
    HOST,
    CONTENT_API_URL: upstreamUrl,
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    SESSION_SECRET: 'neutron-bench-session-secret-not-for-production',
    RENDER_CACHE_TTL_MS: '0',
    ...serverEnv(),
  };
  const server = startChild(
    'server',
    [...serverNodeArgs({ ...process.env, ...env }), textArgument('server', 'dist/server/main.cjs')],
    { cwd: root, env },
  );
  await waitUntilUp(server, `${origin}/readyz`);

  const paths = await worldArticlePaths(1000);
  const article = paths[0];
  await fetch(`${origin}${article}`).then((res) => res.arrayBuffer());
  const unloaded = await ttfbRun({ url: `${origin}${article}`, headers: {} }, 50);

  const overload = await underLoad({ url: `${origin}${article}`, connections, duration: seconds }, probes);
  const codes = Object.fromEntries(
    Object.entries(overload.result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  const all = Object.values(codes).reduce((sum, n) => sum + n, 0);

  const hung = await hungUpstream(
    origin,
    upstreamUrl,
    paths.slice(1, 1 + CACHED_PAGES),
    paths.slice(500, 900),
    seconds,
  );

  const before = await scrape(admin);
  await fetch(`${upstreamUrl}/__control`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ faults: [{ match: '/articles/', mode: 'error500' }] }),
  });
  const outage = await underLoad(
    {
      url: origin,
      connections: OUTAGE_CONNECTIONS,
      duration: seconds,
      requests: paths.slice(1).map((path) => ({ method: 'GET', path })),
    },
    probes,
  );
  const during = await scrape(admin);
  await fetch(`${upstreamUrl}/__control`, { method: 'DELETE' });
  const calls = (text) =>
    ['http_error', 'timeout', 'unavailable', 'ok', 'invalid'].reduce(
      (sum, outcome) =>
        sum + metric(text, 'neutron_upstream_request_duration_seconds_count', { endpoint: 'article', outcome }),
      0,
    );
  const recoveryStarted = performance.now();
  let recovered = false;
  for (let i = 0; i < 60 && !recovered; i++) {
    recovered = (await fetch(`${origin}${paths[900 + i]}`).then((res) => (res.arrayBuffer(), res.status))) === 200;
    if (!recovered) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const rssMb = metric(await scrape(admin), 'process_resident_memory_bytes') / 1024 / 1024;

  const rows = [
    ['unloaded (50 sequential): total p50 / first byte p90 (ms)', `${unloaded.totalP50Ms} / ${unloaded.ttfbP90Ms}`],
    [`overload ${connections} conn: admitted p99 (ms)`, overload.result.latency.p99],
    [
      'overload: served 2xx / fast 503 / shed ratio',
      `${codes[200] ?? 0} / ${codes[503] ?? 0} / ${all ? ((codes[503] ?? 0) / all).toFixed(2) : '-'}`,
    ],
    ['overload: client timeouts / errors', `${overload.result.timeouts} / ${overload.result.errors}`],
    ['overload: public-port /healthz slowest / p99 (ms)', probeText(overload.probes.public)],
    ['overload: admin /healthz slowest / p99 (ms)', probeText(overload.probes.health)],
    ['overload: admin /readyz slowest / p99 (ms)', probeText(overload.probes.ready)],
    ['overload: admin /metrics slowest / p99 (ms)', probeText(overload.probes.metrics)],
    [`hung: ${CACHED_READERS} readers of ${CACHED_PAGES} cached articles, no fault`, loopText(hung.alone)],
    [`hung: the same while ${HUNG_READERS} readers wait on hung article calls`, loopText(hung.during)],
    ['hung: what the readers of uncached articles got', loopText(hung.others)],
    [
      `outage ${OUTAGE_CONNECTIONS} conn: requests / article calls upstream`,
      `${outage.result.requests.total} / ${calls(during) - calls(before)}`,
    ],
    ['outage: public-port /healthz slowest / p99 (ms)', probeText(outage.probes.public)],
    ['outage: admin /healthz slowest / p99 (ms)', probeText(outage.probes.health)],
    [
      'recovery after the outage (s)',
      recovered ? ((performance.now() - recoveryStarted) / 1000).toFixed(1) : 'not within 30 s',
    ],
    ['RSS at the end (MB)', rssMb.toFixed(0)],
  ];
  // Oversized bodies to the user-data relay (issue 42, decision 057), after the RSS figure above.
  rows.push(...(await bodyFigures({ origin, pid: server.pid })));
  // Pipelines never read, stalled answers, duplicate Host, SIGTERM under eager clients (decision 104): a server of its own.
  rows.push(
    ...(await connectionFigures({
      launch: {
        root,
        env,
        args: [...serverNodeArgs({ ...process.env, ...env }), textArgument('server', 'dist/server/main.cjs')],
      },
    })),
  );
  // Queue-delay shedding and a flood of unique 404 paths (issue 42 points 6, 7; decision 106).
  rows.push(...(await admissionHoleFigures({ origin, upstreamUrl, seconds })));
  for (const [label, value] of rows) process.stdout.write(`${label.padEnd(60)} ${value}\n`);
  await stopAll();
}

main().catch(async (error) => {
  process.stderr.write(`reliability bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  killAllNow();
  process.exit(1);
});
