#!/usr/bin/env node
/**
 * Instructions per request (issue 9): the render path's cost counted by valgrind's callgrind
 * instead of timed. On a shared 2-core machine the CPU milliseconds of one server move by ±20%
 * between runs of the same build, more than most single steps on the render path save. Counted
 * instructions move less, but not nothing: two runs of one build differed by 2% in total and by
 * 4-10% per request (21.8 and 24.1 M at 250 requests): a major GC (~100-300 M instructions)
 * falls in one run and not in the other. Take several rounds and compare means (decision 025,
 * session 9).
 *
 * For each build (this one, and with --baseline DIR a built dist/ of another commit) and each
 * target, the server runs under callgrind twice, render cache off (RENDER_CACHE_TTL_MS=0):
 * once answering --warmup requests, once answering --warmup + --requests; the difference of the
 * two totals divided by --requests is what one request costs, every thread included (valgrind
 * runs them one at a time), start-up and warm-up cancelled out. Requests are sequential. Under
 * callgrind a request takes about 0.35 s and a start about a minute: the defaults (article HTML
 * and its RSC payload, 300 requests) take about 12 minutes a build. A difference under ~10% needs
 * three rounds or more (--rounds).
 *
 * Run: `npm run bench -- --instructions` (the defaults), or `node --import tsx scripts/bench/instructions.mjs
 * [--baseline DIR] [--requests N] [--warmup N] [--rounds N] [--targets article,rsc,404]`.
 * A baseline build: `git worktree add /tmp/base <commit> && cd /tmp/base && npm ci && npm run build`,
 * then --baseline /tmp/base/dist. Needs valgrind (Debian's package).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { worldArticlePaths } from './roundRobin.mjs';
import { fetchOnce } from './measure.mjs';
import { freePort, HOST, killAllNow, startChild, stopAll, stopChild, waitUntilUp } from './stack.mjs';
import { serverEnv, serverNodeArgs } from '../serverArgs.mjs';
import { argument } from './argument.mjs';

const root = new URL('../..', import.meta.url).pathname;
const say = (text) => process.stdout.write(`${text}\n`);
const VALGRIND = '/usr/bin/valgrind';
/** A server under callgrind starts in about a minute; give it five. */
const START_TIMEOUT_MS = 300_000;

/** The total instructions (Ir) a callgrind output file counted. */
export function totalInstructions(text) {
  const line = /^(?:summary|totals): (\d+)/m.exec(text);
  if (!line) throw new Error('callgrind wrote no totals line');
  return Number(line[1]);
}

/** One server process under callgrind: answers `count` requests for `target`, then stops; its instruction total. */
async function countedRun(dist, upstreamUrl, target, count) {
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'neutron-callgrind-'));
  const out = join(dir, 'callgrind.out');
  // Under callgrind the event loop is ~100 times slower: admission control would shed (503) what it measures.
  const env = {
    PORT: String(port),
    HOST,
    CONTENT_API_URL: upstreamUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DRAIN_DELAY_MS: '0',
    RENDER_CACHE_TTL_MS: '0',
    SHED_EVENT_LOOP_DELAY_MS: '0',
    SESSION_SECRET: 'neutron-bench-session-secret-not-for-production',
    ...serverEnv(process.env),
  };
  // --smc-check: V8 writes the code it runs (without it valgrind may run stale JIT code).
  const args = [
    '--tool=callgrind',
    `--callgrind-out-file=${out}`,
    '--smc-check=all-non-file',
    '--dump-line=no',
    '--dump-instr=no',
    process.execPath,
    ...serverNodeArgs({ ...process.env, ...env }).filter((arg) => arg !== '--enable-source-maps'),
    join(dist, 'server/main.cjs'),
  ];
  const handle = startChild('server (callgrind)', args, { cwd: root, env, command: VALGRIND });
  try {
    await waitUntilUp(handle, `${origin}/readyz`, START_TIMEOUT_MS);
    for (let i = 0; i < count; i++) {
      const { status } = await fetchOnce(`${origin}${target.path}`, target.headers);
      if (status !== target.status) throw new Error(`${target.name} answered ${status}, expected ${target.status}`);
    }
  } finally {
    await stopChild(handle, START_TIMEOUT_MS);
  }
  // Callgrind writes one file per process (and one per thread only when asked): sum what is there.
  const total = readdirSync(dir)
    .filter((name) => name.startsWith('callgrind.out'))
    .reduce((sum, name) => sum + totalInstructions(readFileSync(join(dir, name), 'utf8')), 0);
  rmSync(dir, { recursive: true, force: true });
  return total;
}

async function main() {
  if (!existsSync(VALGRIND)) throw new Error(`${VALGRIND} is missing: apt-get install valgrind`);
  const requests = argument('requests', 300);
  const rounds = argument('rounds', 1);
  const warmup = argument('warmup', 10, 0);
  const baseline = argument('baseline', '');
  const names = argument('targets', 'article,rsc').split(',');
  const builds = [
    ...(baseline ? [{ name: 'baseline', dist: baseline }] : []),
    { name: 'this build', dist: join(root, 'dist') },
  ];
  for (const build of builds)
    if (!existsSync(join(build.dist, 'server/main.cjs'))) throw new Error(`no server build in ${build.dist}`);

  const upstreamPort = await freePort();
  const upstreamUrl = `http://${HOST}:${upstreamPort}`;
  const upstream = startChild('upstream', ['--import', 'tsx', 'upstream/main.ts'], {
    cwd: root,
    env: { UPSTREAM_PORT: String(upstreamPort), UPSTREAM_LIVE_INTERVAL_MS: '0' },
  });
  await waitUntilUp(upstream, `${upstreamUrl}/__health`);
  const [article] = await worldArticlePaths(1);
  const known = {
    article: { name: 'article', path: article, headers: {}, status: 200 },
    rsc: { name: 'rsc', path: article, headers: { RSC: '1' }, status: 200 },
    404: { name: '404', path: '/no-such-section/no-such-page/', headers: {}, status: 404 },
  };
  const targets = names.map((name) => {
    if (!known[name]) throw new Error(`--targets: unknown target "${name}" (article, rsc, 404)`);
    return known[name];
  });

  const rows = [];
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      // Builds in a rotated order each round, so a busy moment does not always fall on one of them.
      for (const build of builds.map((_, i) => builds[(i + round) % builds.length])) {
        say(
          `• round ${round + 1}/${rounds}, ${target.name}, ${build.name}: ${warmup} requests, then ${warmup + requests}, each under callgrind`,
        );
        const short = await countedRun(build.dist, upstreamUrl, target, warmup);
        const long = await countedRun(build.dist, upstreamUrl, target, warmup + requests);
        const perRequest = (long - short) / requests;
        rows.push({
          round: round + 1,
          target: target.name,
          build: build.name,
          dist: build.dist,
          requests,
          warmup,
          instructionsShort: short,
          instructionsLong: long,
          instructionsPerRequest: Math.round(perRequest),
        });
        say(`  ${(perRequest / 1e6).toFixed(2)} M instructions per request`);
      }
    }
  }
  await stopChild(upstream);

  const mean = (target, build) => {
    const values = rows
      .filter((row) => row.target === target && row.build === build)
      .map((row) => row.instructionsPerRequest);
    return values.reduce((sum, value) => sum + value, 0) / values.length;
  };
  say(`\ninstructions per request (millions), render cache off, sequential requests, mean of ${rounds} round(s)`);
  for (const target of targets) {
    const mine = mean(target.name, 'this build');
    const change = baseline
      ? `  ${((mine / mean(target.name, 'baseline') - 1) * 100).toFixed(1)}% vs baseline (${(mean(target.name, 'baseline') / 1e6).toFixed(2)})`
      : '';
    say(`${target.name.padEnd(8)} ${(mine / 1e6).toFixed(2).padStart(8)}${change}`);
  }
  mkdirSync(join(root, 'results'), { recursive: true });
  const file = join(root, 'results', `bench-instructions-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ when: new Date().toISOString(), valgrind: execFileSync(VALGRIND, ['--version'], { encoding: 'utf8' }).trim(), rows }, null, 2)}\n`,
  );
  say(`\nfigures written to ${file}`);
}

main().catch(async (error) => {
  process.stderr.write(`bench --instructions failed: ${error instanceof Error ? error.message : String(error)}\n`);
  killAllNow();
  await stopAll();
  process.exit(1);
});
