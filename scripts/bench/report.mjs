/**
 * Turning figures into output: the printed table, the budget verdicts, the machine
 * description and the JSON file under results/.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { arch, availableParallelism, cpus, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';

/** The issue's budget: what a warm article may cost and how big the process may grow. */
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

const verdict = (value, ok) => (Number.isFinite(value) ? (ok(value) ? 'PASS' : 'FAIL') : 'SKIP');

/**
 * PASS/FAIL (or SKIP) for each budget line, judged on the shipped configuration. The same
 * figures with the render cache off are shown beside them as INFO: they never change the exit
 * code, but they are what a page costs when it is not a replay.
 */
export function checkBudget(shipped, uncached, javaScript = []) {
  const lines = [];
  for (const row of javaScript) {
    const kb = Number((row.gzip / 1024).toFixed(1));
    lines.push({ name: `JavaScript of the ${row.name} page (gzip)`, limit: `<= ${row.budget / 1024} KB`, value: kb, unit: 'KB', verdict: verdict(row.gzip, (v) => v <= row.budget) });
  }
  for (const pass of [shipped, uncached]) {
    if (!pass) continue;
    const info = pass !== shipped;
    const label = info ? ', render cache off' : '';
    const cpu = pass.targets.find((t) => t.name.startsWith('article'))?.load.serverCpuMsPerRequest;
    const rss = pass.soak?.serverMemory.rssMb;
    const cpuOk = (v) => v <= BUDGET.articleCpuMsPerRequest;
    const rssOk = (v) => v < BUDGET.rssMbAfterSoak;
    lines.push(
      { name: `article CPU per request (warm content cache${label})`, limit: `<= ${BUDGET.articleCpuMsPerRequest} ms`, value: cpu, unit: 'ms', verdict: info ? infoVerdict(cpu, cpuOk) : verdict(cpu, cpuOk) },
      { name: `server RSS after the soak${label}`, limit: `< ${BUDGET.rssMbAfterSoak} MB`, value: rss, unit: 'MB', verdict: info ? infoVerdict(rss, rssOk) : verdict(rss, rssOk) },
    );
  }
  return lines;
}

/** INFO lines say whether they would pass, without counting. */
const infoVerdict = (value, ok) => (Number.isFinite(value) ? `INFO (${ok(value) ? 'within' : 'over'} budget)` : 'SKIP');

export function formatBudget(lines) {
  const shown = (l) => (l.value == null ? 'not measured' : `${l.value} ${l.unit}`);
  const width = Math.max(...lines.map((l) => l.verdict.length));
  return lines.map((l) => `${l.verdict.padEnd(width)}  ${l.name}: ${shown(l)} (budget ${l.limit})`).join('\n');
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

/** A child's warn/error/stderr lines, grouped by message, most frequent first. */
export function summariseProblems(handle) {
  const counts = new Map();
  for (const line of handle.problems) {
    let key = line.slice(0, 200);
    try {
      const record = JSON.parse(line);
      key = `${record.level}: ${record.msg}${record.status ? ` (status ${record.status})` : ''}`;
    } catch {
      // stderr text: the line itself is the message
    }
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return {
    lines: handle.problemCount,
    top: [...counts].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([message, count]) => ({ message, count })),
    samples: handle.problems.slice(0, 5),
  };
}

/** Everything that looked wrong: non-2xx answers, socket errors, log lines at warn or above. */
export function collectWarnings(runs, problems) {
  const warnings = [];
  for (const { name, load, ttfb } of runs) {
    if (load?.non2xx > 0) warnings.push(`${name}: ${load.non2xx} non-2xx responses under load ${JSON.stringify(load.statusCodes)}`);
    if (load && load.errors + load.timeouts > 0) warnings.push(`${name}: ${load.errors} socket errors, ${load.timeouts} timeouts under load`);
    if (ttfb && Object.keys(ttfb.statusCodes).some((code) => !code.startsWith('2'))) {
      warnings.push(`${name}: sequential requests answered ${JSON.stringify(ttfb.statusCodes)}`);
    }
  }
  for (const [name, summary] of Object.entries(problems)) {
    if (summary.lines > 0) warnings.push(`${name} wrote ${summary.lines} warn/error/stderr lines: ${summary.top.map((p) => `${p.count}× ${p.message}`).join('; ')}`);
  }
  return warnings;
}
