/**
 * Turning figures into output: the printed table, the budget verdicts, the machine
 * description and the JSON file under results/.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { arch, availableParallelism, cpus, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';

/** The budget: what a warm article may cost and how big the process may grow. */
export const BUDGET = { articleCpuMsPerRequest: 1.0, rssMbAfterSoak: 300 };

const COLUMNS = [
  ['target', (r) => r.name, 'left'],
  ['req/s', (r) => r.load.requestsPerSec?.toFixed(0)],
  ['p50 ms', (r) => r.load.latencyP50Ms?.toFixed(2)],
  ['p99 ms', (r) => r.load.latencyP99Ms?.toFixed(2)],
  ['body B', (r) => r.ttfb.bodyBytes],
  ['CPU ms/req', (r) => r.load.serverCpuMsPerRequest?.toFixed(3)],
  ['upstream CPU ms/req', (r) => r.load.upstreamCpuMsPerRequest?.toFixed(3)],
  ['TTFB p50 ms', (r) => r.ttfb.ttfbP50Ms?.toFixed(2)],
  ['RSS MB', (r) => r.load.serverMemory.rssMb?.toFixed(1)],
  ['non-2xx', (r) => r.load.non2xx],
  ['errors', (r) => r.load.errors + r.load.timeouts],
];

/** A fixed-width text table, numbers right-aligned. */
export function formatTable(rows) {
  const cells = rows.map((row) => COLUMNS.map(([, get]) => String(get(row) ?? 'n/a')));
  const widths = COLUMNS.map(([title], i) => Math.max(title.length, ...cells.map((line) => line[i].length)));
  const pad = (text, i) => (COLUMNS[i][2] === 'left' ? text.padEnd(widths[i]) : text.padStart(widths[i]));
  const header = COLUMNS.map(([title], i) => pad(title, i)).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [header, rule, ...cells.map((line) => line.map(pad).join('  '))].join('\n');
}

/** PASS/FAIL (or SKIP) for each budget line. */
export function checkBudget(targets, soak) {
  const article = targets.find((t) => t.name === 'article');
  const cpu = article?.load.serverCpuMsPerRequest;
  const rss = soak?.serverMemory.rssMb;
  return [
    {
      name: 'article CPU per request (warm cache)',
      limit: `<= ${BUDGET.articleCpuMsPerRequest} ms`,
      value: cpu,
      verdict: Number.isFinite(cpu) ? (cpu <= BUDGET.articleCpuMsPerRequest ? 'PASS' : 'FAIL') : 'SKIP',
    },
    {
      name: 'server RSS after the soak',
      limit: `< ${BUDGET.rssMbAfterSoak} MB`,
      value: rss,
      verdict: Number.isFinite(rss) ? (rss < BUDGET.rssMbAfterSoak ? 'PASS' : 'FAIL') : 'SKIP',
    },
  ];
}

export function formatBudget(lines) {
  return lines.map((l) => `${l.verdict.padEnd(4)}  ${l.name}: ${l.value ?? 'not measured'} (budget ${l.limit})`).join('\n');
}

function git(args) {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** Where and on what the numbers were taken. */
export function describeMachine(root) {
  const cpuList = cpus();
  const status = git(['-C', root, 'status', '--porcelain']);
  return {
    node: process.version,
    platform: `${platform()} ${release()} ${arch()}`,
    cpuModel: cpuList[0]?.model ?? 'unknown',
    cores: cpuList.length,
    availableParallelism: availableParallelism(),
    totalMemoryMb: Math.round(totalmem() / 1024 / 1024),
    gitCommit: git(['-C', root, 'rev-parse', '--short', 'HEAD']),
    gitDirty: status === null ? null : status !== '',
  };
}

/** Writes the figures to results/bench-<ISO timestamp>.json (':' becomes '-' for portability). */
export function writeResults(root, date, figures) {
  const dir = join(root, 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `bench-${date.toISOString().replace(/:/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  return file;
}
