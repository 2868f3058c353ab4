/**
 * Reading ops/prometheus/ for tests: promtool (Debian's `prometheus` package; .ci/run installs
 * it), the rules of a rule file, the cases of a promtool test file, and the metric names and
 * label matchers a PromQL expression reads. The files are YAML in the one shape they are written
 * in (two-space indents, `expr: |` blocks); the suite checks the rule count against promtool's own
 * so a rule this reader missed fails the test instead of going unchecked.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const PROMTOOL = '/usr/bin/promtool';

export interface ToolRun {
  status: number | null;
  output: string;
}

/** Runs promtool; throws, saying how to get it, when it is not installed. */
export function promtool(args: string[], cwd: string): ToolRun {
  if (!existsSync(PROMTOOL))
    throw new Error(
      `${PROMTOOL} is missing: install Debian's prometheus package (apt-get install prometheus; .ci/run does)`,
    );
  const run = spawnSync(PROMTOOL, args, { cwd, encoding: 'utf8' });
  if (run.error) throw new Error(`${PROMTOOL} could not run: ${run.error.message}`);
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

export interface Rule {
  /** `alert` or `record`. */
  kind: 'alert' | 'record';
  name: string;
  expr: string;
  /** `for`, `severity` and the annotations, as written (quotes removed). */
  fields: Record<string, string>;
}

const unquote = (value: string): string => value.replace(/^"(.*)"$/, '$1').replace(/^'(.*)'$/, '$1');
const indentOf = (line: string): number => line.length - line.trimStart().length;

/** The rules of a rule file, in order. */
export function readRules(text: string): Rule[] {
  const rules: Rule[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const start = /^\s*- (alert|record): (\S+)\s*$/.exec(line);
    if (start) {
      rules.push({ kind: start[1] as Rule['kind'], name: start[2]!, expr: '', fields: {} });
      continue;
    }
    const rule = rules.at(-1);
    const field = /^\s*([a-z_]+): ?(.*)$/.exec(line);
    if (!rule || !field || line.trimStart().startsWith('#')) continue;
    const [, key, value] = field as unknown as [string, string, string];
    if (value === '|') {
      // A block: every following line indented deeper than its key (or empty).
      const block: string[] = [];
      while (i + 1 < lines.length && (lines[i + 1]!.trim() === '' || indentOf(lines[i + 1]!) > indentOf(line)))
        block.push(lines[++i]!.trim());
      rule.fields[key] = block.join('\n').trim();
    } else if (value !== '') rule.fields[key] = unquote(value.trim());
    if (key === 'expr') rule.expr = rule.fields[key]!;
  }
  return rules;
}

/** Per alert name, how many promtool cases expect it to fire and how many expect silence. */
export function readCases(text: string): Map<string, { fires: number; quiet: number }> {
  const cases = new Map<string, { fires: number; quiet: number }>();
  let alert: string | undefined;
  for (const line of text.split('\n')) {
    const name = /^\s*alertname: (\S+)\s*$/.exec(line);
    if (name) alert = name[1];
    const expected = /^\s*exp_alerts:\s*(\[\])?\s*$/.exec(line);
    if (expected && alert) {
      const counts = cases.get(alert) ?? { fires: 0, quiet: 0 };
      if (expected[1]) counts.quiet += 1;
      else counts.fires += 1;
      cases.set(alert, counts);
      alert = undefined;
    }
  }
  return cases;
}

export interface Matcher {
  label: string;
  op: '=' | '!=' | '=~' | '!~';
  value: string;
}

export interface Selector {
  metric: string;
  matchers: Matcher[];
}

const KEYWORDS = new Set([
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'inf',
  'nan',
]);
const NAME = /[a-zA-Z_:][a-zA-Z0-9_:]*/g;

/** The series an expression reads: each metric name with its label matchers. */
export function selectorsOf(expr: string): Selector[] {
  const selectors: Selector[] = [];
  // Matchers first, so the names inside braces are not taken for metrics.
  const bare = expr.replace(
    /([a-zA-Z_:][a-zA-Z0-9_:]*)?\s*\{([^}]*)\}/g,
    (_, metric: string | undefined, text: string) => {
      const matchers = [...text.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)\s*(=~|!~|!=|=)\s*"((?:[^"\\]|\\.)*)"/g)].map(
        (m) => ({ label: m[1]!, op: m[2] as Matcher['op'], value: m[3]! }),
      );
      if (metric) selectors.push({ metric, matchers });
      return ' ';
    },
  );
  const rest = bare
    .replace(/\[[^\]]*\]/g, ' ') // ranges and subqueries: [5m], [10m:1m]
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' '); // label lists
  for (const match of rest.matchAll(NAME)) {
    const name = match[0];
    const after = rest.slice(match.index + name.length);
    if (KEYWORDS.has(name.toLowerCase()) || /^\s*\(/.test(after)) continue; // keywords and functions
    selectors.push({ metric: name, matchers: [] });
  }
  return selectors;
}

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces to hyphens. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const match of markdown.matchAll(/^#{1,6} (.+)$/gm)) {
    anchors.add(
      match[1]!
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9 _-]/g, '')
        .replace(/ /g, '-'),
    );
  }
  return anchors;
}
