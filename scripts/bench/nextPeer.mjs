/**
 * `npm run bench -- --next`: the article measured beside a Next.js peer, in the same run, on the
 * same machine (issue 9 asks for the Next-relative ratio; a figure taken on another day moved
 * with the machine: the reference in report.mjs is 7.2 ms, and one machine of the same kind ran
 * Neutron's article at 1.6 ms and another at 4 ms).
 *
 * The peer (scripts/bench/next-peer/) is a stock App Router app that renders the same article
 * from the same local upstream: header and footer links, breadcrumbs, headline, dek, byline,
 * hero, table of contents, the body's paragraphs, links and headings, and the related stories.
 * Every request renders (`dynamic = 'force-dynamic'`); both keep the content API's answers in
 * memory, so neither pays an upstream call per request. It is installed (pinned versions, from
 * the npm registry) and built once into .cache/neutron-next-peer (git-ignored; under node_modules its JSX would not be compiled), and rebuilt when
 * its sources change.
 *
 * The measurement is interleaved (session 9, decision 025: one server's figure moves by ±20%
 * between runs of a few seconds): Neutron with its render cache off and the peer, identity and
 * compressed (Neutron br, Next's default gzip), each measured in turn for --next-rounds rounds in
 * rotating order; the medians and their ratio are reported.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadRun, warmUp } from './measure.mjs';
import { freePort, HOST, startChild, stopChild, waitUntilUp, whileAlive } from './stack.mjs';

const SOURCE = 'scripts/bench/next-peer';
const CACHE = '.cache/neutron-next-peer';
const STAMP = '.neutron-stamp';
/** Next's own network calls (telemetry) stay off: the machine has no way out but the npm registry. */
const QUIET = { NEXT_TELEMETRY_DISABLED: '1' };

/** Every file of the peer's sources, in a stable order. */
function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

function stampOf(root) {
  const hash = createHash('sha256');
  for (const file of sourceFiles(join(root, SOURCE)))
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

function run(command, args, cwd, say) {
  say(`  $ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...QUIET },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.signal ?? `exit code ${result.status}`}) in ${cwd}:\n${(result.stdout + result.stderr).slice(-2000)}`,
    );
}

/** The installed and built peer's directory: installs and builds only when its sources changed. */
export function preparePeer(root, say) {
  const dir = join(root, CACHE);
  const stamp = stampOf(root);
  const stampFile = join(dir, STAMP);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && existsSync(join(dir, '.next', 'BUILD_ID')))
    return dir;
  say(`• preparing the Next.js peer in ${CACHE} (npm install of pinned versions, then next build)`);
  mkdirSync(dir, { recursive: true });
  rmSync(join(dir, 'app'), { recursive: true, force: true });
  cpSync(join(root, SOURCE), dir, { recursive: true });
  run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'], dir, say);
  run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], dir, say);
  writeFileSync(stampFile, stamp);
  return dir;
}

async function startPeer(dir, upstreamUrl, article, say) {
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  say(`• starting the Next.js peer on ${origin}`);
  const handle = startChild('next-peer', ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', HOST], {
    cwd: dir,
    env: { ...QUIET, NODE_ENV: 'production', CONTENT_API_URL: upstreamUrl },
  });
  await waitUntilUp(handle, origin + article);
  return { handle, origin };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value, digits = 3) => Number(value.toFixed(digits));

/** What each side's compressed request asks for: what the server would send a browser. */
const ENCODINGS = [
  { name: 'identity', neutron: {}, next: {} },
  { name: 'compressed', neutron: { 'accept-encoding': 'br' }, next: { 'accept-encoding': 'gzip' } },
];

/**
 * Neutron (render cache off, started by `startServer`) and the peer, interleaved on `article`.
 * Returns { rows: [{ encoding, neutron: {...}, next: {...}, ratio }], htmlBytes }.
 */
export async function measureAgainstNext({ root, upstream, startServer, article, options, say }) {
  const dir = preparePeer(root, say);
  const neutron = await startServer(upstream.url, { RENDER_CACHE_TTL_MS: '0' });
  const peer = await startPeer(dir, upstream.url, article, say).catch(async (error) => {
    await stopChild(neutron.handle);
    throw error;
  });
  const children = [neutron.handle, peer.handle, upstream.handle];
  try {
    const sides = [
      { name: 'neutron', origin: neutron.origin, pid: neutron.handle.pid },
      { name: 'next', origin: peer.origin, pid: peer.handle.pid },
    ];
    const runs = [];
    for (const encoding of ENCODINGS) {
      for (const side of sides) {
        const target = {
          name: `${side.name}/${encoding.name}`,
          url: side.origin + article,
          headers: encoding[side.name],
        };
        say(`• warming ${target.name} (${options.warmup} s)`);
        await whileAlive(children, () => warmUp(target, { connections: options.connections, seconds: options.warmup }));
        runs.push({ encoding: encoding.name, side, target, samples: [] });
      }
    }
    for (let round = 0; round < options.nextRounds; round++) {
      // Rotate the order each round, so neither side always runs first (or right after the other).
      const order = runs.map((_, i) => runs[(i + round) % runs.length]);
      say(
        `• round ${round + 1} of ${options.nextRounds}: ${order.map((r) => r.target.name).join(', ')} (${options.duration} s each)`,
      );
      for (const entry of order) {
        const load = await whileAlive(children, () =>
          loadRun(
            entry.target,
            { server: entry.side.pid, upstream: upstream.handle.pid },
            { connections: options.connections, duration: options.duration },
          ),
        );
        entry.samples.push(load);
      }
    }
    const summary = (entry) => ({
      cpuMsPerRequest: round(median(entry.samples.map((s) => s.serverCpuMsPerRequest))),
      mainThreadCpuMsPerRequest: round(median(entry.samples.map((s) => s.serverMainThreadCpuMsPerRequest))),
      requestsPerSec: round(median(entry.samples.map((s) => s.requestsPerSec)), 1),
      latencyP99Ms: round(median(entry.samples.map((s) => s.latencyP99Ms))),
      upstreamCpuMsPerRequest: round(median(entry.samples.map((s) => s.upstreamCpuMsPerRequest)), 4),
      wireBytesPerResponse: entry.samples.at(-1).wireBytesPerResponse,
      non2xx: entry.samples.reduce((sum, s) => sum + s.non2xx, 0),
      samples: entry.samples.map((s) => s.serverCpuMsPerRequest),
    });
    const rows = ENCODINGS.map(({ name }) => {
      const [ours, theirs] = ['neutron', 'next'].map((side) =>
        summary(runs.find((r) => r.encoding === name && r.side.name === side)),
      );
      return {
        encoding: name,
        neutron: ours,
        next: theirs,
        ratio: round(theirs.cpuMsPerRequest / ours.cpuMsPerRequest, 2),
      };
    });
    const htmlBytes = {};
    for (const side of sides)
      htmlBytes[side.name] = (await (await fetch(side.origin + article)).arrayBuffer()).byteLength;
    return { article, rounds: options.nextRounds, rows, htmlBytes };
  } finally {
    await stopChild(peer.handle);
    await stopChild(neutron.handle);
  }
}

/** The table the bench prints. */
export function formatNextPeer(result) {
  const lines = ['encoding     side      CPU ms/req  main thread  req/s   p99 ms  wire B/resp  samples (CPU ms/req)'];
  for (const row of result.rows) {
    for (const side of ['neutron', 'next']) {
      const s = row[side];
      lines.push(
        `${row.encoding.padEnd(12)} ${side.padEnd(8)} ${String(s.cpuMsPerRequest).padStart(10)} ${String(s.mainThreadCpuMsPerRequest).padStart(12)} ${String(s.requestsPerSec).padStart(6)} ${String(s.latencyP99Ms).padStart(8)} ${String(s.wireBytesPerResponse).padStart(12)}  ${s.samples.join(' ')}`,
      );
    }
    lines.push(`${row.encoding.padEnd(12)} Next.js costs ${row.ratio}× Neutron's CPU per request`);
  }
  lines.push(`HTML bytes (identity): Neutron ${result.htmlBytes.neutron}, Next.js ${result.htmlBytes.next}`);
  return lines.join('\n');
}
