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
  ['main thread', (r) => r.load.serverMainThreadCpuMsPerRequest?.toFixed(3)],
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
 * The Next.js 16.4 App Router peer rendering the same article from the local world, measured on
 * this machine on 2026-11-23 (../shared/ARCHITECTURE.md "Reference figures"; issue 9's table).
 */
export const NEXT_REFERENCE = { articleCpuMs: 7.2, articleCompressedCpuMs: 9.4, articleHtmlBytes: 29.8 * 1024 };

/**
 * Issue 9's goals, judged with every request rendered (render cache off, warm content cache),
 * except replays (render cache on) and memory (the shipped configuration).
 */
export const RENDER_GOALS = {
  article: 1.0,
  articleBr: 1.3,
  door: 2.5,
  doorBr: 3.5,
  roundRobin: 1.5,
  rsc: 0.6,
  replay: 0.1,
  articleHtmlBytes: 30 * 1024,
  doorHtmlBytes: 90 * 1024,
};

/** Issue 9's browser goals, Lighthouse 13 mobile defaults, on one page of every page family. */
export const LIGHTHOUSE_GOALS = { tbtMs: 100, performance: 97, lcpMs: 1800, cls: 0.01 };

const cpuOf = (pass, prefix) => pass?.targets.find((t) => t.name.startsWith(prefix))?.load.serverCpuMsPerRequest;
const bytesOf = (pass, name) => pass?.targets.find((t) => t.name === name)?.ttfb.bodyBytes;
const ratio = (ours, theirs, when) =>
  Number.isFinite(ours) && ours > 0 ? ` — ${(theirs / ours).toFixed(1)}× Next.js's ${theirs} (${when})` : '';

/**
 * The Next.js figures the ratios use: measured in this run beside the article (--next; the
 * article's own figure is then the interleaved one too), else the reference of another day.
 */
function nextFigures(uncached, nextPeer) {
  if (nextPeer) {
    const row = (encoding) => nextPeer.rows.find((r) => r.encoding === encoding);
    return {
      when: 'measured in this run, interleaved',
      article: row('identity').neutron.cpuMsPerRequest,
      articleBr: row('compressed').neutron.cpuMsPerRequest,
      next: row('identity').next.cpuMsPerRequest,
      nextCompressed: row('compressed').next.cpuMsPerRequest,
      nextHtmlBytes: nextPeer.htmlBytes.next,
    };
  }
  return {
    when: 'reference of 2026-11-23',
    article: cpuOf(uncached, 'article/uncached'),
    articleBr: cpuOf(uncached, 'article/br/uncached'),
    next: NEXT_REFERENCE.articleCpuMs,
    nextCompressed: NEXT_REFERENCE.articleCompressedCpuMs,
    nextHtmlBytes: Math.round(NEXT_REFERENCE.articleHtmlBytes),
  };
}

/**
 * PASS/FAIL (or SKIP) for each budget line: the JavaScript per page type, the render path's
 * goals (issue 9) on the render-cache-off pass, replays and memory on the shipped pass.
 */
export function checkBudget(shipped, uncached, javaScript = [], lighthouse = [], nextPeer = null) {
  const peer = nextFigures(uncached, nextPeer);
  const lines = [];
  const line = (name, limit, value, unit, ok, note = '') =>
    lines.push({ name: `${name}${note}`, limit, value, unit, verdict: verdict(value, ok) });
  for (const row of javaScript) {
    const kb = Number((row.gzip / 1024).toFixed(1));
    lines.push({
      name: `JavaScript of the ${row.name} page (gzip)`,
      limit: `<= ${row.budget / 1024} KB`,
      value: kb,
      unit: 'KB',
      verdict: verdict(row.gzip, (v) => v <= row.budget),
    });
  }
  const atMost = (goal) => (v) => v <= goal;
  if (uncached) {
    const suffix = '/uncached';
    const article = cpuOf(uncached, `article${suffix}`);
    const articleBr = cpuOf(uncached, `article/br${suffix}`);
    line(
      'article CPU per request, every request rendered',
      `<= ${RENDER_GOALS.article} ms`,
      article,
      'ms',
      atMost(RENDER_GOALS.article),
      ratio(peer.article, peer.next, peer.when),
    );
    line(
      'article CPU per request with br, every request rendered',
      `<= ${RENDER_GOALS.articleBr} ms`,
      articleBr,
      'ms',
      atMost(RENDER_GOALS.articleBr),
      ratio(peer.articleBr, peer.nextCompressed, peer.when),
    );
    line(
      'front door CPU per request, every request rendered',
      `<= ${RENDER_GOALS.door} ms`,
      cpuOf(uncached, `door${suffix}`),
      'ms',
      atMost(RENDER_GOALS.door),
    );
    line(
      'front door CPU per request with br, every request rendered',
      `<= ${RENDER_GOALS.doorBr} ms`,
      cpuOf(uncached, `door/br${suffix}`),
      'ms',
      atMost(RENDER_GOALS.doorBr),
    );
    line(
      '1,000 distinct articles round robin, CPU per request',
      `<= ${RENDER_GOALS.roundRobin} ms`,
      cpuOf(uncached, 'articles×'),
      'ms',
      atMost(RENDER_GOALS.roundRobin),
    );
    line(
      'RSC payload of an article, CPU per request',
      `<= ${RENDER_GOALS.rsc} ms`,
      cpuOf(uncached, `rsc${suffix}`),
      'ms',
      atMost(RENDER_GOALS.rsc),
    );
  }
  if (shipped) {
    const articleBytes = bytesOf(shipped, 'article');
    line(
      'article HTML bytes (identity)',
      `<= ${RENDER_GOALS.articleHtmlBytes} B`,
      articleBytes,
      'B',
      atMost(RENDER_GOALS.articleHtmlBytes),
      Number.isFinite(articleBytes) ? ` — Next.js ${peer.nextHtmlBytes} B (${peer.when})` : '',
    );
    line(
      'front door HTML bytes (identity)',
      `<= ${RENDER_GOALS.doorHtmlBytes} B`,
      bytesOf(shipped, 'door'),
      'B',
      atMost(RENDER_GOALS.doorHtmlBytes),
    );
    line(
      'render-cache replay of the article, CPU per request',
      `<= ${RENDER_GOALS.replay} ms`,
      cpuOf(shipped, 'article'),
      'ms',
      atMost(RENDER_GOALS.replay),
    );
    line(
      'render-cache replay of the article with br, CPU per request',
      `<= ${RENDER_GOALS.replay} ms`,
      cpuOf(shipped, 'article/br'),
      'ms',
      atMost(RENDER_GOALS.replay),
    );
    line(
      `server RSS after the soak over 1,000 articles`,
      `< ${BUDGET.rssMbAfterSoak} MB`,
      shipped.soak?.serverMemory.rssMb,
      'MB',
      (v) => v < BUDGET.rssMbAfterSoak,
    );
  }
  for (const row of lighthouse) {
    const page = `Lighthouse, ${row.name} page`;
    line(
      `${page}: total blocking time`,
      `<= ${LIGHTHOUSE_GOALS.tbtMs} ms`,
      row.tbtMs,
      'ms',
      atMost(LIGHTHOUSE_GOALS.tbtMs),
    );
    line(
      `${page}: performance score`,
      `>= ${LIGHTHOUSE_GOALS.performance}`,
      row.performance,
      '',
      (v) => v >= LIGHTHOUSE_GOALS.performance,
    );
    line(
      `${page}: largest contentful paint`,
      `<= ${LIGHTHOUSE_GOALS.lcpMs} ms`,
      row.lcpMs,
      'ms',
      atMost(LIGHTHOUSE_GOALS.lcpMs),
    );
    line(`${page}: cumulative layout shift`, `<= ${LIGHTHOUSE_GOALS.cls}`, row.cls, '', atMost(LIGHTHOUSE_GOALS.cls));
    if (row.lcp?.image)
      lines.push({
        name: `${page}: LCP image eager with fetchpriority high`,
        limit: 'yes',
        value: row.lcp.eager && row.lcp.highPriority ? 'yes' : 'no',
        unit: '',
        verdict: row.lcp.eager && row.lcp.highPriority ? 'PASS' : 'FAIL',
      });
  }
  if (uncached?.soak)
    lines.push({
      name: 'server RSS after the soak, render cache off',
      limit: `< ${BUDGET.rssMbAfterSoak} MB`,
      value: uncached.soak.serverMemory.rssMb,
      unit: 'MB',
      verdict: infoVerdict(uncached.soak.serverMemory.rssMb, (v) => v < BUDGET.rssMbAfterSoak),
    });
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
    top: [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([message, count]) => ({ message, count })),
    samples: handle.problems.slice(0, 5),
  };
}

/** Everything that looked wrong: non-2xx answers, socket errors, log lines at warn or above. */
export function collectWarnings(runs, problems) {
  const warnings = [];
  for (const { name, load, ttfb } of runs) {
    if (load?.non2xx > 0)
      warnings.push(`${name}: ${load.non2xx} non-2xx responses under load ${JSON.stringify(load.statusCodes)}`);
    if (load && load.errors + load.timeouts > 0)
      warnings.push(`${name}: ${load.errors} socket errors, ${load.timeouts} timeouts under load`);
    if (ttfb && Object.keys(ttfb.statusCodes).some((code) => !code.startsWith('2'))) {
      warnings.push(`${name}: sequential requests answered ${JSON.stringify(ttfb.statusCodes)}`);
    }
  }
  for (const [name, summary] of Object.entries(problems)) {
    if (summary.lines > 0)
      warnings.push(
        `${name} wrote ${summary.lines} warn/error/stderr lines: ${summary.top.map((p) => `${p.count}× ${p.message}`).join('; ')}`,
      );
  }
  return warnings;
}
