#!/usr/bin/env node
/**
 * What telemetry costs (issue 15 point 4; decisions 085–087): server CPU per request of one
 * article, rendered every time (RENDER_CACHE_TTL_MS=0) and replayed from the render cache, under
 * these configurations, each on a fresh server process (--renders fresh renders, default 300, and
 * eight times as many replays, at --connections, default 4, after a quarter as many to warm up):
 *   baseline         a build of the code before prom-client/pino/OpenTelemetry (--baseline DIR,
 *                    default results/baseline-dist; skipped when absent)
 *   off              this build, TRACING=off (the default)
 *   off+traceparent  the same, every request carrying a W3C traceparent (forwarded, logged)
 *   on               TRACING=on, every request sampled, no exporter
 *   on+otlp          TRACING=on, every request sampled, spans exported over OTLP/HTTP to a sink
 *                    in this process that drops them
 * The machine is shared: the configurations are interleaved, in a rotated order each round
 * (--rounds, default 3), and the median of the rounds is reported with the spread, so a busy
 * moment spoils one sample of each rather than all of one configuration.
 * Run: `npm run bench -- --telemetry [--connections N]` (dist/ must be built), or
 * `node --import tsx scripts/bench/telemetry.mjs [--rounds N] [--renders N] [--connections N] [--baseline DIR] [--configs a,b]`.
 * A baseline build: `git worktree add /tmp/base <commit> && cd /tmp/base && npm ci && npm run build`,
 * then --baseline /tmp/base/dist (write its commit id in DIR/COMMIT to have it printed).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { loadRun } from './measure.mjs';
import { worldArticlePaths } from './roundRobin.mjs';
import { freePort, HOST, killAllNow, startChild, stopAll, stopChild, waitUntilUp } from './stack.mjs';
import { serverEnv, serverNodeArgs } from '../serverArgs.mjs';
import { argument } from './argument.mjs';

const root = new URL('../..', import.meta.url).pathname;
const say = (text) => process.stdout.write(`${text}\n`);
const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

/** An OTLP/HTTP collector that accepts and drops spans, counting what arrived. */
async function startOtlpSink() {
  const received = { requests: 0, bytes: 0 };
  const server = createServer((req, res) => {
    req.on('data', (chunk) => (received.bytes += chunk.length));
    req.on('end', () => {
      received.requests += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, HOST, resolve));
  return {
    url: `http://${HOST}:${server.address().port}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function startServer(dist, upstreamUrl, env) {
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const full = {
    PORT: String(port),
    HOST,
    CONTENT_API_URL: upstreamUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DRAIN_DELAY_MS: '0',
    SESSION_SECRET: 'neutron-bench-session-secret-not-for-production',
    ...serverEnv({ ...process.env, ...env }),
    ...env,
  };
  const handle = startChild('server', [...serverNodeArgs({ ...process.env, ...full }), join(dist, 'server/main.cjs')], {
    cwd: root,
    env: full,
  });
  await waitUntilUp(handle, `${origin}/readyz`);
  return { handle, origin };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

async function main() {
  const rounds = argument('rounds', 3);
  const renders = argument('renders', 300);
  const connections = argument('connections', 4);
  const baselineDir = argument('baseline', join(root, 'results/baseline-dist'));
  const dist = join(root, 'dist');
  const sink = await startOtlpSink();
  const configs = [
    ...(existsSync(join(baselineDir, 'server/main.cjs'))
      ? [{ name: 'baseline', dist: baselineDir, env: {}, headers: {} }]
      : []),
    { name: 'off', dist, env: { TRACING: 'off' }, headers: {} },
    { name: 'off+traceparent', dist, env: { TRACING: 'off' }, headers: { traceparent: TRACEPARENT } },
    { name: 'on', dist, env: { TRACING: 'on', TRACING_SAMPLE_RATIO: '1' }, headers: {} },
    {
      name: 'on+otlp',
      dist,
      env: {
        TRACING: 'on',
        TRACING_SAMPLE_RATIO: '1',
        OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
        OTEL_BSP_SCHEDULE_DELAY: '1000',
      },
      headers: {},
    },
  ];
  // --configs off,baseline: only those (a longer A/B of two of them).
  const only = argument('configs', '');
  if (only) configs.splice(0, configs.length, ...configs.filter((c) => only.split(',').includes(c.name)));
  if (configs.length === 0) throw new Error(`--configs names none of baseline, off, off+traceparent, on, on+otlp`);
  if (configs[0].name !== 'baseline')
    say(`! no baseline build at ${baselineDir}: comparing this build's configurations only`);
  else
    say(
      `• baseline: ${baselineDir} (commit ${existsSync(join(baselineDir, 'COMMIT')) ? readFileSync(join(baselineDir, 'COMMIT'), 'utf8').trim().slice(0, 12) : 'unknown'})`,
    );
  const upstreamPort = await freePort();
  const upstreamUrl = `http://${HOST}:${upstreamPort}`;
  const upstream = startChild('upstream', ['--import', 'tsx', 'upstream/main.ts'], {
    cwd: root,
    env: { UPSTREAM_PORT: String(upstreamPort) },
  });
  await waitUntilUp(upstream, `${upstreamUrl}/__health`);
  const [article] = await worldArticlePaths(1);
  // Two targets on one server process: the article replayed from the render cache, and the same
  // article rendered afresh for every request (each path has its own utm_content, a parameter
  // pages read, so each is a render-cache miss). Fixed request counts, not durations: on a
  // crowded machine a slow minute then costs time, not samples.
  const targets = [
    {
      name: 'article rendered',
      amount: renders,
      paths: (tag) => Array.from({ length: renders }, (_, i) => `${article}?utm_content=${tag}-${i}`),
    },
    { name: 'article replayed', amount: renders * 8, paths: () => [article] },
  ];
  const env = { SHED_EVENT_LOOP_DELAY_MS: '0', QUERY_RENDERS_PER_MINUTE: '100000', RENDER_CACHE_MAX_MB: '64' };

  const samples = new Map(); // `${config} ${target}` → ms CPU per request, one per round
  for (let round = 0; round < rounds; round++) {
    const order = configs.map((_, i) => configs[(i + round) % configs.length]);
    for (const config of order) {
      const server = await startServer(config.dist, upstreamUrl, { ...env, ...config.env });
      const pids = { server: server.handle.pid, upstream: upstream.pid };
      for (const target of targets) {
        const requests = (tag) => target.paths(tag).map((path) => ({ method: 'GET', path }));
        const run = { name: target.name, url: `${server.origin}${article}`, headers: config.headers };
        await loadRun({ ...run, requests: requests(`w${round}`) }, pids, {
          connections,
          amount: Math.ceil(target.amount / 4),
        });
        const result = await loadRun({ ...run, requests: requests(`m${round}`) }, pids, {
          connections,
          amount: target.amount,
        });
        if (result.non2xx > 0 || result.errors > 0)
          say(`! ${config.name} / ${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        const key = `${config.name} ${target.name}`;
        samples.set(key, [...(samples.get(key) ?? []), result.serverCpuMsPerRequest]);
        say(
          `round ${round + 1}/${rounds}  ${config.name.padEnd(16)} ${target.name.padEnd(17)} ${result.serverCpuMsPerRequest.toFixed(3)} ms CPU/req  ${result.overallRequestsPerSec} req/s`,
        );
      }
      await stopChild(server.handle);
    }
  }

  const reference = configs.some((c) => c.name === 'baseline') ? 'baseline' : 'off';
  const rows = [];
  say(`\nserver CPU ms per request, median of ${rounds} interleaved rounds (min–max); vs ${reference}`);
  for (const target of targets) {
    const base = median(samples.get(`${reference} ${target.name}`));
    for (const config of configs) {
      const values = samples.get(`${config.name} ${target.name}`);
      const value = median(values);
      const change = ((value / base - 1) * 100).toFixed(1);
      rows.push({
        target: target.name,
        config: config.name,
        medianCpuMsPerRequest: value,
        samples: values,
        changePercent: Number(change),
      });
      say(
        `${target.name.padEnd(17)} ${config.name.padEnd(16)} ${value.toFixed(3)} (${Math.min(...values).toFixed(3)}–${Math.max(...values).toFixed(3)})  ${config.name === reference ? '' : `${Number(change) >= 0 ? '+' : ''}${change}%`}`,
      );
    }
  }
  say(`OTLP sink received ${sink.received.requests} export requests, ${(sink.received.bytes / 1024).toFixed(0)} KB`);
  mkdirSync(join(root, 'results'), { recursive: true });
  const file = join(root, 'results', `bench-telemetry-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      { date: new Date().toISOString(), rounds, renders, connections, article, reference, rows, otlp: sink.received },
      null,
      2,
    ),
  );
  say(`figures written to ${file}`);
  await sink.close();
  await stopAll();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killAllNow();
    process.exit(130);
  });
}

main().catch(async (error) => {
  process.stderr.write(`telemetry bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  killAllNow();
  process.exit(1);
});
