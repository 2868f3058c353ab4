#!/usr/bin/env node
/**
 * `npm run bench` — how fast and how lean Neutron serves its pages.
 *
 * What it does: builds if dist/ is missing (or with --build), starts the local upstream and the
 * production server as child processes on free 127.0.0.1 ports, finds an article through the
 * front door's cards, warms the caches, then measures these targets:
 *   door, door/br        GET /                      the front door, HTML, identity and brotli
 *   article, article/br  GET /<section>/.../<slug>/ the first article card, HTML, identity and brotli
 *   rsc                  the same article with `RSC: 1`, the text/x-component stream a client navigation gets
 *   articles×1000        a round robin over 1,000 distinct articles of the same world (the long tail):
 *                        each asked for once before its warm-up, so the content cache is warm, then
 *                        every request asks for the next article of one shared rotation (the 10
 *                        requests in flight are for 10 different articles)
 * It does so twice, each time on a fresh server process:
 *   1. the shipped configuration: warm requests are replayed from the render cache
 *      (docs/decisions/005-render-cache.md);
 *   2. rows marked `/uncached`: RENDER_CACHE_TTL_MS=0, so every request runs the RSC render and
 *      SSR (the content cache is still warm). This is the cost of the real render path, paid by
 *      the first reader of each page and after every content change. --no-uncached skips it.
 * Each pass ends with a soak over the 1,000 articles (--soak requests on the shipped pass, a tenth
 * of it with the render cache off) to see whether memory stays bounded over a long tail.
 * Then (unless --no-js) the JavaScript each page type sends: Debian's Chromium loads one page
 * per page family with every consent category granted, scrolls it to the bottom, and the
 * same-origin scripts it fetched are summed as gzip (scripts/bench/jsWeight.mjs; the suite
 * checks the same budgets in test/e2e/js-budget.spec.ts).
 * Then (unless --no-lighthouse) Lighthouse 13 with its mobile defaults on one page per page
 * family (the 404 page aside), each as a first visit: performance score, total blocking time,
 * LCP and CLS, what the LCP element is, and the costliest scripts (scripts/bench/lighthouse.mjs).
 * With --next, the article is also measured beside a Next.js peer rendering the same article
 * (scripts/bench/nextPeer.mjs), interleaved, and the budget lines give the ratio measured then.
 * Then (unless --no-cold-path) the cold path (issue 41, scripts/bench/coldPath.mjs): fresh processes
 * on an upstream answering after 100 ms, their readiness time and first request, and a warm process
 * on uncached articles, with budget lines for each.
 * Figures are printed as tables and written to results/bench-<timestamp>.json.
 *
 * How to read a table (one row per target):
 *   req/s        mean requests per second at --connections (autocannon, --duration seconds)
 *   p50/p99 ms   latency under that load (2xx responses only, sub-millisecond precision)
 *   body B       uncompressed body bytes per response (no Accept-Encoding is sent)
 *   CPU ms/req   server process user+system CPU (all threads, GC included, from /proc) divided
 *                by completed requests — the number that decides how many pages one core
 *                serves; it does not depend on how fast the load generator is
 *   main thread  the part of it spent on the server's main thread (JavaScript and the GC work V8
 *                does there); the rest is V8's helper threads (parallel scavenges, concurrent
 *                marking, optimising compiles) and libuv's pool
 *   upstream CPU the local upstream's CPU per request: near 0 means the content cache is warm
 *   TTFB p50 ms  median time to the first body byte of --ttfb-samples sequential requests on
 *                one keep-alive connection (unloaded)
 *   RSS MB       server resident memory after that target's run
 *   non-2xx, errors  anything but a 2xx, and socket errors/timeouts, during the loaded run
 * The load generator runs in this process on the same machine, so req/s is bounded by both;
 * compare CPU ms/req and TTFB with ../shared/ARCHITECTURE.md "Reference figures" (Next.js peer:
 * 4.4 ms CPU and 5.4 ms TTFB per article; plain node:http from memory: 0.026 ms CPU). Other
 * work on the machine inflates every figure: look at the load average before trusting one.
 *
 * Budget lines (scripts/bench/report.mjs, issue 9's goals): with every request rendered, article
 * <= 1.0 ms CPU (br <= 1.3), front door <= 2.5 (br <= 3.5), 1,000 articles round robin <= 1.5,
 * RSC payload <= 0.6; render-cache replays <= 0.1 ms also with br; article HTML <= 30 KB, front
 * door <= 90 KB; RSS < 300 MB after the soak; JavaScript per page type (decision 024);
 * Lighthouse per page: TBT <= 100 ms, performance >= 97, LCP <= 1.8 s, CLS <= 0.01, an LCP
 * image eager with fetchpriority high. Lines
 * with a Next.js reference print the ratio (measured in the same run with --next, else the
 * reference figures of report.mjs). A FAIL is reported; it changes the exit code only
 * with --strict (exit 2). Exit 1 means the bench itself could not run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { articleCandidates } from './bench/discover.mjs';
import { JS_WEIGHT_PAGE_TYPES, budgetFor, grantAllConsent, measureScripts } from './bench/jsWeight.mjs';
import { fetchOnce, loadRun, primePaths, ttfbRun, warmUp } from './bench/measure.mjs';
import { parseOptions, SOAK_CONNECTIONS, USAGE } from './bench/options.mjs';
import { clockTicks } from './bench/procfs.mjs';
import { formatNextPeer, measureAgainstNext } from './bench/nextPeer.mjs';
import { measureSyndication } from './bench/syndication.mjs';
import { coldPathBudget, measureColdPath } from './bench/coldPath.mjs';
import { checkSample, worldArticlePaths } from './bench/roundRobin.mjs';
import {
  BUDGET,
  NEXT_REFERENCE,
  RENDER_GOALS,
  checkBudget,
  collectWarnings,
  describeMachine,
  formatBudget,
  formatTable,
  summariseProblems,
  writeResults,
} from './bench/report.mjs';
import { serverEnv, serverNodeArgs } from './serverArgs.mjs';
import { freePort, HOST, killAllNow, startChild, stopAll, stopChild, waitUntilUp, whileAlive } from './bench/stack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = 'dist/server/main.cjs';
const UPSTREAM_ENTRY = 'upstream/main.ts';
const SOURCE_DIRS = ['server', 'rsc', 'client', 'shared', 'build'];
/** Card links tried, in order, until one answers 200 (other route families may not exist yet). */
const MAX_ARTICLE_TRIES = 20;
/** The server's switch for its render cache (docs/decisions/005-render-cache.md). */
const RENDER_CACHE_OFF = { RENDER_CACHE_TTL_MS: '0' };

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
    const sources = Math.max(
      ...SOURCE_DIRS.map((d) => newestMtime(join(root, d))),
      existsSync(config) ? statSync(config).mtimeMs : 0,
    );
    // webpack leaves unchanged outputs alone, so compare with the newest file of any of the three.
    if (sources > newestMtime(join(root, 'dist')))
      say('! dist/ is older than the sources; pass --build to measure the current code.');
    return;
  }
  say(`• building (${force ? '--build' : `${SERVER_ENTRY} is missing`}): npm run build`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.signal ?? `exit code ${build.status}`})`);
}

// ---------------------------------------------------------------------------------------------
// The stack

/**
 * The local upstream, with its world held still: its live publisher (a change to every ongoing
 * live article each 30 s by default) is off, so the live page Lighthouse audits is the world's
 * own, the same in a quick run and a full one, and not whatever the minutes of benchmarking
 * before it added (items, and paragraphs appended to them).
 */
async function startUpstream() {
  if (!existsSync(join(root, UPSTREAM_ENTRY)))
    throw new Error(`${UPSTREAM_ENTRY} does not exist: no local upstream to run against`);
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  say(`• starting upstream on ${url}`);
  const handle = startChild('upstream', ['--import', 'tsx', UPSTREAM_ENTRY], {
    cwd: root,
    env: { UPSTREAM_PORT: String(port), UPSTREAM_LIVE_INTERVAL_MS: '0' },
  });
  await waitUntilUp(handle, `${url}/__health`);
  return { handle, url };
}

async function startServer(upstreamUrl, extraEnv) {
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  say(`• starting server on ${origin}${Object.keys(extraEnv).length ? ` with ${envText(extraEnv)}` : ''}`);
  const handle = startChild('server', [...serverNodeArgs({ ...process.env, ...extraEnv }), SERVER_ENTRY], {
    cwd: root,
    env: {
      PORT: String(port),
      HOST,
      CONTENT_API_URL: upstreamUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SESSION_SECRET: 'neutron-bench-session-secret-not-for-production',
      ...serverEnv({ ...process.env, ...extraEnv }),
      ...extraEnv,
    },
  });
  await waitUntilUp(handle, `${origin}/readyz`);
  return { handle, origin };
}

const envText = (env) =>
  Object.entries(env)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');

// ---------------------------------------------------------------------------------------------
// What to measure

/** The first card link that looks like an article and answers 200. */
async function findArticle(origin, doorHtml) {
  const candidates = articleCandidates(doorHtml, origin).slice(0, MAX_ARTICLE_TRIES);
  if (candidates.length === 0)
    throw new Error(
      'the front door has no `.cards .card a` link that looks like an article path (/section/topic?/slug/)',
    );
  for (const path of candidates) {
    const { status } = await fetchOnce(origin + path);
    if (status === 200) return path;
    say(`! card link ${path} answered ${status}; trying the next one`);
  }
  throw new Error(
    `none of the first ${candidates.length} article-like card links answered 200: ${candidates.join(', ')}`,
  );
}

/** The article path, found through the front door's cards. */
async function discoverArticle(origin) {
  const door = await fetchOnce(`${origin}/`);
  if (door.status !== 200)
    throw new Error(`the front door GET / answered ${door.status}, not 200:\n${door.body.slice(0, 500)}`);
  const article = await findArticle(origin, door.body);
  const rsc = await fetchOnce(origin + article, { RSC: '1' });
  if (rsc.status !== 200) throw new Error(`the RSC form of ${article} answered ${rsc.status}`);
  if (!rsc.contentType.startsWith('text/x-component'))
    say(`! the RSC form of ${article} came back as "${rsc.contentType}", not text/x-component`);
  return article;
}

/** How many distinct articles the round robin and the soak cycle through (issue 9). */
const ROUND_ROBIN_ARTICLES = 1000;
const BROTLI = { 'accept-encoding': 'br' };

/**
 * The targets of a pass: door and article identity and br (the compressed figures are what a
 * browser gets), the RSC payload, and the round robin over 1,000 distinct articles.
 */
function targetsFor(origin, article, suffix, articlePaths) {
  return [
    { name: `door${suffix}`, path: '/', url: `${origin}/`, headers: {} },
    { name: `door/br${suffix}`, path: '/', url: `${origin}/`, headers: BROTLI },
    { name: `article${suffix}`, path: article, url: origin + article, headers: {} },
    { name: `article/br${suffix}`, path: article, url: origin + article, headers: BROTLI },
    { name: `rsc${suffix}`, path: article, url: origin + article, headers: { RSC: '1' } },
    roundRobinTarget(origin, articlePaths, `articles×${articlePaths.length}${suffix}`),
  ];
}

function roundRobinTarget(origin, paths, name) {
  return { name, path: `${paths[0]} … (${paths.length} paths)`, url: origin + paths[0], headers: {}, origin, paths };
}

// ---------------------------------------------------------------------------------------------
// Measuring

/** The Server-Timing header of a warm request: shows whether the render cache replayed it. */
async function serverTiming(target) {
  const res = await fetch(target.url, { headers: target.headers });
  await res.arrayBuffer();
  return res.headers.get('server-timing') ?? '';
}

/**
 * Warms every target, then measures each. A round robin is primed and warmed just before it is
 * measured: every path asked for once makes the content cache warm, and its entries must still
 * be fresh when measured (an article is fresh for a minute, decision 003; primed a minute
 * earlier, every request of the run would also start a background refresh).
 */
async function measureTargets(targets, children, pids, options) {
  const warm = async (target) => {
    say(`• warming ${target.name} (${options.warmup} s at ${options.connections} connections)`);
    target.warmup = await whileAlive(children, () =>
      warmUp(target, { connections: options.connections, seconds: options.warmup }),
    );
  };
  for (const target of targets) if (!target.paths) await warm(target);
  for (const target of targets) {
    if (target.paths) {
      say(
        `• priming ${target.name}: each of the ${target.paths.length} paths once, ${options.connections} at a time (content cache warm)`,
      );
      target.primed = await whileAlive(children, () => primePaths(target.origin, target.paths, options.connections));
      await warm(target);
    }
    say(
      `• measuring ${target.name} ${target.path}${target.headers.RSC ? ' [RSC: 1]' : ''} (${options.duration} s, then ${options.ttfbSamples} sequential requests)`,
    );
    target.serverTiming = await whileAlive(children, () => serverTiming(target));
    target.load = await whileAlive(children, () =>
      loadRun(target, pids, { connections: options.connections, duration: options.duration }),
    );
    target.ttfb = await whileAlive(children, () => ttfbRun(target, options.ttfbSamples));
  }
  return targets;
}

async function soak(target, children, pids, requests) {
  say(`• soaking ${target.name} ${target.path} with ${requests} requests at ${SOAK_CONNECTIONS} connections`);
  return whileAlive(children, () => loadRun(target, pids, { connections: SOAK_CONNECTIONS, amount: requests }));
}

/**
 * One server configuration, measured on its own fresh server process: its three targets, then
 * the soak (unless --no-soak). The server is stopped afterwards so passes never compete for the CPU.
 */
async function runPass(pass, upstream, options, article, articlePaths) {
  say(`\n== ${pass.title}`);
  const server = await startServer(upstream.url, pass.env);
  const children = [server.handle, upstream.handle];
  const pids = { server: server.handle.pid, upstream: upstream.handle.pid };
  const path = article ?? (await whileAlive(children, () => discoverArticle(server.origin)));
  await whileAlive(children, () => checkSample(server.origin, articlePaths, fetchOnce));
  const targets = await measureTargets(
    targetsFor(server.origin, path, pass.suffix, articlePaths),
    children,
    pids,
    options,
  );
  printTable(pass, targets);
  // The soak cycles through the 1,000 articles: memory must stay bounded over a long tail, not one page.
  const soakTarget = roundRobinTarget(
    server.origin,
    articlePaths,
    `soak over ${articlePaths.length} articles${pass.suffix}`,
  );
  const requests = Math.round(options.soak * pass.soakShare);
  const soakResult = requests > 0 ? await soak(soakTarget, children, pids, requests) : null;
  if (soakResult) printSoak(pass, soakResult);
  await stopChild(server.handle);
  return { ...pass, article: path, targets, soak: soakResult, problems: summariseProblems(server.handle) };
}

/** The shipped configuration, then (unless --no-uncached) the same with the render cache off. */
function passesFor(options) {
  const passes = [
    {
      name: 'shipped',
      title: 'shipped configuration (render cache on, content cache warm)',
      suffix: '',
      env: {},
      soakShare: 1,
    },
  ];
  if (options.uncached) {
    passes.push({
      name: 'uncached',
      title: `render path: ${envText(RENDER_CACHE_OFF)} (every request renders; content cache warm)`,
      suffix: '/uncached',
      env: RENDER_CACHE_OFF,
      soakShare: 0.1,
    });
  }
  return passes;
}

/** The article beside the Next.js peer, interleaved, on fresh processes (scripts/bench/nextPeer.mjs). */
async function measureNextPeer(upstream, article, options) {
  say(`\n== the article beside a Next.js peer (render cache off, interleaved, ${options.nextRounds} rounds)`);
  const result = await measureAgainstNext({ root, upstream, startServer, article, options, say });
  say('');
  say(formatNextPeer(result));
  return result;
}

/** The JavaScript weight of one page per page family, on a fresh shipped-configuration server. */
async function measureJavaScript(upstream) {
  say('\n== JavaScript per page type (gzip, first-party, all consent granted, scrolled to the bottom)');
  const { chromium } = await import('@playwright/test');
  const { PAGE_TYPES, resolvePagePaths } = await import('../test/support/pageTypes.ts');
  const server = await startServer(upstream.url, {});
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const types = PAGE_TYPES.filter((type) => JS_WEIGHT_PAGE_TYPES.includes(type.name));
    const paths = await resolvePagePaths(server.origin, PAGE_TYPES);
    const rows = [];
    for (const type of types) {
      const path = paths.find((row) => row.name === type.name).resolved;
      const context = await browser.newContext();
      await grantAllConsent(context, server.origin);
      const weight = await measureScripts(context, server.origin + path);
      await context.close();
      rows.push({
        name: type.name,
        path,
        files: weight.files.length,
        bytes: weight.bytes,
        gzip: weight.gzip,
        fieldDataGzip: weight.fieldDataGzip,
        budget: budgetFor(type.name),
      });
      say(
        `${type.name.padEnd(28)} ${(weight.gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${(weight.bytes / 1024).toFixed(0).padStart(5)} KB raw  ${String(weight.files.length).padStart(2)} files  ${path}`,
      );
    }
    return rows;
  } finally {
    await browser.close();
    await stopChild(server.handle);
  }
}

/**
 * Lighthouse (mobile defaults) on one page per page family, on a fresh shipped-configuration
 * server, each page as a first visit (scripts/bench/lighthouse.mjs).
 */
async function measureBrowserGoals(upstream) {
  say('\n== Lighthouse 13, mobile (simulated slow 4G, 4× CPU slowdown), first visit, one page per page family');
  const { PAGE_TYPES, resolvePagePaths } = await import('../test/support/pageTypes.ts');
  const { measureLighthouse } = await import('./bench/lighthouse.mjs');
  const server = await startServer(upstream.url, {});
  try {
    const paths = await resolvePagePaths(server.origin, PAGE_TYPES);
    const pages = JS_WEIGHT_PAGE_TYPES.filter((name) => name !== '404 page (unmatched route)').map((name) => ({
      name,
      path: paths.find((row) => row.name === name).resolved,
    }));
    return await measureLighthouse(server.origin, pages, {
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      say,
    });
  } finally {
    await stopChild(server.handle);
  }
}

/** The flags the suite uses too (playwright.config.ts): without them Chromium stalls on a closed network. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// ---------------------------------------------------------------------------------------------
// Reporting

function printTable(pass, targets) {
  say('');
  say(formatTable(targets));
  const replays = targets.filter((t) => /desc="?cached/.test(t.serverTiming)).map((t) => t.name);
  if (pass.name === 'uncached' && replays.length)
    say(`! ${replays.join(', ')} still came from the render cache: does this build read ${envText(RENDER_CACHE_OFF)}?`);
  say('');
}

function printSoak(pass, result) {
  say(
    `soak${pass.suffix}: ${result.completed} requests in ${result.seconds} s (${result.overallRequestsPerSec} req/s), ` +
      `${result.serverCpuMsPerRequest} ms CPU/req, RSS ${result.serverMemory.rssMb} MB after (peak ${result.serverMemory.peakRssMb} MB), ` +
      `non-2xx ${result.non2xx}, errors ${result.errors + result.timeouts}`,
  );
}

function printVerdicts(budget, warnings) {
  say('');
  say(formatBudget(budget));
  if (warnings.length) {
    say('');
    for (const warning of warnings) say(`! ${warning}`);
  }
}

/** Everything measured, as written to results/. */
function figures({
  date,
  options,
  passes,
  nextPeer,
  javaScript,
  lighthouse,
  syndication,
  coldPath,
  budget,
  problems,
  warnings,
}) {
  const target = ({ name, path, headers, primed, warmup, serverTiming: timing, load, ttfb }) => ({
    name,
    path,
    headers,
    ...(primed ? { primed } : {}),
    warmupStatusCodes: warmup,
    serverTiming: timing,
    load,
    ttfb,
  });
  return {
    date: date.toISOString(),
    machine: { ...describeMachine(root), clockTicksPerSecond: clockTicks },
    options,
    passes: passes.map((pass) => ({
      name: pass.name,
      env: pass.env,
      article: pass.article,
      targets: pass.targets.map(target),
      soak: pass.soak,
      problems: pass.problems,
    })),
    nextPeer,
    javaScript,
    lighthouse,
    syndication,
    coldPath,
    budget: { limits: { ...BUDGET, render: RENDER_GOALS, nextReference: NEXT_REFERENCE }, results: budget },
    upstreamProblems: problems.upstream,
    warnings,
  };
}

// ---------------------------------------------------------------------------------------------
// Main

/**
 * A bench of its own on its own stack, run as a child: `--reliability` (the SRE figures of issue
 * 14, scripts/bench/reliability.mjs; --connections sets the overload, --duration the seconds per
 * phase) or `--telemetry` (what prom-client, pino and tracing cost, scripts/bench/telemetry.mjs;
 * --duration the seconds per run) or `--fleet` (nginx + 3 instances vs one process, and upstream
 * calls with and without the shared cache, scripts/bench/fleet.mjs) or `--instructions`
 * (instructions per request counted under callgrind, scripts/bench/instructions.mjs).
 */
function runSeparate(script, title, options) {
  const args = ['--import', 'tsx', script];
  if (process.argv.includes('--connections')) args.push('--connections', String(options.connections));
  if (process.argv.includes('--duration')) args.push('--seconds', String(options.duration));
  say(`== ${title}: ${script}`);
  const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  return run.status === 0 ? 0 : 1;
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const date = new Date();
  buildIfNeeded(options.build);
  if (options.reliability)
    return runSeparate('scripts/bench/reliability.mjs', 'reliability (overload, outage, recovery, memory)', options);
  if (options.telemetry)
    return runSeparate(
      'scripts/bench/telemetry.mjs',
      'telemetry cost (tracing off / on vs the build before it)',
      options,
    );
  if (options.fleet) return runSeparate('scripts/bench/fleet.mjs', 'fleet (nginx + instances + Redis)', options);
  if (options.instructions)
    return runSeparate('scripts/bench/instructions.mjs', 'instructions per request (callgrind)', options);
  const upstream = await startUpstream();
  const passes = [];
  const articlePaths = await worldArticlePaths(ROUND_ROBIN_ARTICLES);
  for (const pass of passesFor(options))
    passes.push(await runPass(pass, upstream, options, passes[0]?.article, articlePaths));

  const nextPeer = options.next ? await measureNextPeer(upstream, passes[0].article, options) : null;
  const javaScript = options.js ? await measureJavaScript(upstream) : [];
  const lighthouse = options.lighthouse ? await measureBrowserGoals(upstream) : [];
  const syndication = await measureSyndication({
    upstream,
    startServer,
    stopChild,
    whileAlive,
    say,
    duration: options.duration,
  });
  const coldPath = options.coldPath ? await measureColdPath({ root, say }) : null;

  const [shipped, uncached] = passes;
  const budget = [...checkBudget(shipped, uncached, javaScript, lighthouse, nextPeer), ...coldPathBudget(coldPath)];
  const problems = {
    ...Object.fromEntries(passes.map((p) => [`server (${p.name})`, p.problems])),
    upstream: summariseProblems(upstream.handle),
  };
  const runs = passes.flatMap((p) => [...p.targets, ...(p.soak ? [{ name: `soak${p.suffix}`, load: p.soak }] : [])]);
  const warnings = collectWarnings(runs, problems);
  printVerdicts(budget, warnings);

  const file = writeResults(
    root,
    date,
    figures({
      date,
      options,
      passes,
      nextPeer,
      javaScript,
      lighthouse,
      syndication,
      coldPath,
      budget,
      problems,
      warnings,
    }),
  );
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
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    process.stderr.write(`\n${signal}: stopping the server and the upstream\n`);
    void finish(code);
  });
}

main().then(
  (code) => finish(code),
  (error) => {
    // Our own failures carry a sentence; anything else (a bug here) shows its stack.
    const detail =
      error instanceof Error && error.constructor === Error ? error.message : (error?.stack ?? String(error));
    process.stderr.write(`\nbench failed: ${detail}\n`);
    void finish(1);
  },
);
