#!/usr/bin/env node
/**
 * `npm run bench` — how fast and how lean Neutron serves its pages.
 *
 * What it does: builds if dist/ is missing (or with --build), starts the local upstream and the
 * production server as two child processes on free 127.0.0.1 ports, finds an article through
 * the front door's cards, warms the content cache, then measures three targets:
 *   door     GET /                      the front door, HTML
 *   article  GET /<section>/.../<slug>/ the first article card, HTML (flight data inlined)
 *   rsc      the same article with `RSC: 1`, the text/x-component stream a client navigation gets
 * and finally soaks the article page with many requests to see whether memory stays bounded.
 * Figures are printed as a table and written to results/bench-<timestamp>.json.
 *
 * How to read the table (one row per target):
 *   req/s        mean requests per second at --connections (autocannon, --duration seconds)
 *   p50/p99 ms   latency under that load (2xx responses only, sub-millisecond precision)
 *   body B       uncompressed body bytes per response (no Accept-Encoding is sent)
 *   CPU ms/req   server process user+system CPU (all threads, GC included, from /proc) divided
 *                by completed requests — the number that decides how many pages one core
 *                serves; it does not depend on how fast the load generator is
 *   upstream CPU the local upstream's CPU per request: near 0 means the content cache is warm
 *   TTFB p50 ms  median time to the first body byte of --ttfb-samples sequential requests on
 *                one keep-alive connection (unloaded)
 *   RSS MB       server resident memory after that target's run
 *   non-2xx, errors  anything but a 2xx, and socket errors/timeouts, during the loaded run
 * The load generator runs in this process on the same machine, so req/s is bounded by both;
 * compare CPU ms/req and TTFB with ../shared/ARCHITECTURE.md "Reference figures" (Next.js peer:
 * 4.4 ms CPU and 5.4 ms TTFB per article; plain node:http from memory: 0.026 ms CPU).
 *
 * Budget (the issue's): article CPU <= 1.0 ms per request with a warm cache, RSS < 300 MB after
 * the soak. A FAIL is reported; it only changes the exit code with --strict (exit 2). Exit 1
 * means the bench itself could not run (build failed, a process did not start or died).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { articleCandidates } from './bench/discover.mjs';
import { fetchOnce, loadRun, ttfbRun, warmUp } from './bench/measure.mjs';
import { parseOptions, SOAK_CONNECTIONS, USAGE } from './bench/options.mjs';
import { clockTicks, memoryMb } from './bench/procfs.mjs';
import { BUDGET, checkBudget, describeMachine, formatBudget, formatTable, writeResults } from './bench/report.mjs';
import { freePort, HOST, killAllNow, startChild, stopAll, waitUntilUp, whileAlive } from './bench/stack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = 'dist/server/main.cjs';
const UPSTREAM_ENTRY = 'upstream/main.ts';
const SOURCE_DIRS = ['server', 'rsc', 'client', 'shared', 'build'];
/** Card links tried, in order, until one answers 200 (other route families may not exist yet). */
const MAX_ARTICLE_TRIES = 20;

const say = (text) => process.stdout.write(`${text}\n`);

// ---------------------------------------------------------------------------------------------
// Build

/** Newest modification time (ms) of any file under `dir`, ignoring unit tests. */
function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return newest;
}

function buildIfNeeded(force) {
  const entry = join(root, SERVER_ENTRY);
  if (!force && existsSync(entry)) {
    const config = join(root, 'webpack.config.ts');
    const sources = Math.max(...SOURCE_DIRS.map((d) => newestMtime(join(root, d))), existsSync(config) ? statSync(config).mtimeMs : 0);
    // webpack leaves unchanged outputs alone, so compare with the newest file of any of the three.
    if (sources > newestMtime(join(root, 'dist'))) say('! dist/ is older than the sources; pass --build to measure the current code.');
    return;
  }
  say(`• building (${force ? '--build' : `${SERVER_ENTRY} is missing`}): npm run build`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.signal ?? `exit code ${build.status}`})`);
}

// ---------------------------------------------------------------------------------------------
// The stack

async function startStack() {
  if (!existsSync(join(root, UPSTREAM_ENTRY))) throw new Error(`${UPSTREAM_ENTRY} does not exist: no local upstream to run against`);
  const [upstreamPort, serverPort] = [await freePort(), await freePort()];
  const upstreamUrl = `http://${HOST}:${upstreamPort}`;
  const origin = `http://${HOST}:${serverPort}`;

  say(`• starting upstream on ${upstreamUrl}`);
  const upstream = startChild('upstream', ['--import', 'tsx', UPSTREAM_ENTRY], { cwd: root, env: { UPSTREAM_PORT: String(upstreamPort) } });
  await waitUntilUp(upstream, `${upstreamUrl}/__health`);

  say(`• starting server on ${origin}`);
  const server = startChild('server', [SERVER_ENTRY], {
    cwd: root,
    env: { PORT: String(serverPort), HOST, CONTENT_API_URL: upstreamUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  });
  await waitUntilUp(server, `${origin}/readyz`);
  return { upstream, server, origin };
}

// ---------------------------------------------------------------------------------------------
// What to measure

/** The first card link that looks like an article and answers 200. */
async function findArticle(origin, doorHtml) {
  const candidates = articleCandidates(doorHtml, origin);
  if (candidates.length === 0) throw new Error('the front door has no `.cards .card a` link that looks like an article path (/section/topic?/slug/)');
  for (const path of candidates.slice(0, MAX_ARTICLE_TRIES)) {
    const { status } = await fetchOnce(origin + path);
    if (status === 200) return path;
    say(`! card link ${path} answered ${status}; trying the next one`);
  }
  throw new Error(`none of the first ${MAX_ARTICLE_TRIES} article-like card links answered 200: ${candidates.slice(0, MAX_ARTICLE_TRIES).join(', ')}`);
}

async function discoverTargets(origin) {
  const door = await fetchOnce(`${origin}/`);
  if (door.status !== 200) throw new Error(`the front door GET / answered ${door.status}, not 200:\n${door.body.slice(0, 500)}`);
  const article = await findArticle(origin, door.body);
  const rsc = await fetchOnce(origin + article, { RSC: '1' });
  if (rsc.status !== 200) throw new Error(`the RSC form of ${article} answered ${rsc.status}`);
  if (!rsc.contentType.startsWith('text/x-component')) say(`! the RSC form of ${article} came back as "${rsc.contentType}", not text/x-component`);
  return [
    { name: 'door', path: '/', url: `${origin}/`, headers: {} },
    { name: 'article', path: article, url: origin + article, headers: {} },
    { name: 'rsc', path: article, url: origin + article, headers: { RSC: '1' } },
  ];
}

// ---------------------------------------------------------------------------------------------
// Measuring

async function measureTargets(targets, stack, options) {
  const children = [stack.server, stack.upstream];
  const pids = { server: stack.server.pid, upstream: stack.upstream.pid };
  for (const target of targets) {
    say(`• warming ${target.name} (${options.warmup} s at ${options.connections} connections)`);
    target.warmup = await whileAlive(children, () => warmUp(target, { connections: options.connections, seconds: options.warmup }));
  }
  for (const target of targets) {
    say(`• measuring ${target.name} ${target.path}${target.headers.RSC ? ' [RSC: 1]' : ''} (${options.duration} s, then ${options.ttfbSamples} sequential requests)`);
    target.load = await whileAlive(children, () => loadRun(target, pids, { connections: options.connections, duration: options.duration }));
    target.ttfb = await whileAlive(children, () => ttfbRun(target, options.ttfbSamples));
  }
  return targets;
}

async function soak(article, stack, requests) {
  if (requests <= 0) return null;
  say(`• soaking ${article.path} with ${requests} requests at ${SOAK_CONNECTIONS} connections`);
  const pids = { server: stack.server.pid, upstream: stack.upstream.pid };
  return whileAlive([stack.server, stack.upstream], () => loadRun(article, pids, { connections: SOAK_CONNECTIONS, amount: requests }));
}

// ---------------------------------------------------------------------------------------------
// Reporting

/** Server/upstream warn and error lines, grouped by message, most frequent first. */
function summariseProblems(handle) {
  const counts = new Map();
  for (const line of handle.problems) {
    let key = line.slice(0, 200);
    try {
      const record = JSON.parse(line);
      key = `${record.level}: ${record.msg}${record.status ? ` (status ${record.status})` : ''}`;
    } catch {
      // stderr text: keep the line itself
    }
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return {
    lines: handle.problemCount,
    top: [...counts].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([message, count]) => ({ message, count })),
    samples: handle.problems.slice(0, 5),
  };
}

function warningsFor(targets, soakResult, problems) {
  const warnings = [];
  for (const [name, load] of [...targets.map((t) => [t.name, t.load]), ['soak', soakResult]]) {
    if (!load) continue;
    if (load.non2xx > 0) warnings.push(`${name}: ${load.non2xx} non-2xx responses ${JSON.stringify(load.statusCodes)}`);
    if (load.errors + load.timeouts > 0) warnings.push(`${name}: ${load.errors} errors, ${load.timeouts} timeouts`);
  }
  for (const target of targets) {
    const bad = Object.entries(target.ttfb.statusCodes).filter(([code]) => !code.startsWith('2'));
    if (bad.length) warnings.push(`${target.name} (sequential): statuses ${JSON.stringify(target.ttfb.statusCodes)}`);
  }
  for (const [name, summary] of Object.entries(problems)) {
    if (summary.lines > 0) warnings.push(`${name} wrote ${summary.lines} warn/error/stderr lines: ${summary.top.map((p) => `${p.count}× ${p.message}`).join('; ')}`);
  }
  return warnings;
}

function printReport(targets, soakResult, budget, warnings) {
  say('');
  say(formatTable(targets));
  if (soakResult) {
    say('');
    say(
      `soak: ${soakResult.completed} requests in ${soakResult.seconds} s (${soakResult.overallRequestsPerSec} req/s), ` +
        `${soakResult.serverCpuMsPerRequest} ms CPU/req, RSS ${soakResult.serverMemory.rssMb} MB after (peak ${soakResult.serverMemory.peakRssMb} MB), ` +
        `non-2xx ${soakResult.non2xx}, errors ${soakResult.errors + soakResult.timeouts}`,
    );
  }
  say('');
  say(formatBudget(budget));
  if (warnings.length) {
    say('');
    for (const warning of warnings) say(`! ${warning}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const date = new Date();
  buildIfNeeded(options.build);
  const stack = await startStack();
  const startRss = memoryMb(stack.server.pid);
  const found = await whileAlive([stack.server, stack.upstream], () => discoverTargets(stack.origin));
  const targets = await measureTargets(found, stack, options);
  const soakResult = await soak(targets.find((t) => t.name === 'article'), stack, options.soak);
  const problems = { server: summariseProblems(stack.server), upstream: summariseProblems(stack.upstream) };
  const budget = checkBudget(targets, soakResult);
  const warnings = warningsFor(targets, soakResult, problems);
  printReport(targets, soakResult, budget, warnings);

  const file = writeResults(root, date, {
    date: date.toISOString(),
    machine: { ...describeMachine(root), clockTicksPerSecond: clockTicks },
    options,
    serverRssAtStartMb: Number(startRss.rssMb.toFixed(1)),
    targets: targets.map(({ name, path, headers, warmup, load, ttfb }) => ({ name, path, headers, warmupStatusCodes: warmup, load, ttfb })),
    soak: soakResult,
    budget: { limits: BUDGET, results: budget },
    problems,
    warnings,
  });
  say(`\nfigures written to ${file}`);
  return options.strict && budget.some((line) => line.verdict === 'FAIL') ? 2 : 0;
}

let finishing = false;
async function finish(code) {
  if (finishing) return;
  finishing = true;
  await stopAll();
  process.exit(code);
}

process.on('exit', killAllNow);
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.on(signal, () => {
    process.stderr.write(`\n${signal}: stopping the server and the upstream\n`);
    void finish(code);
  });
}

main().then(
  (code) => finish(code),
  (error) => {
    // Our own failures carry a sentence; anything else (a bug here) shows its stack.
    const detail = error instanceof Error && error.constructor === Error ? error.message : (error?.stack ?? String(error));
    process.stderr.write(`\nbench failed: ${detail}\n`);
    void finish(1);
  },
);
