/**
 * A strict reader of the Prometheus text exposition format 0.0.4, for tests: every line must be
 * a `# HELP`, a `# TYPE` or a sample of a family whose TYPE came first; label values must be
 * properly quoted and escaped; values must be numbers (or NaN/+Inf/-Inf). Throws on the first
 * line that is not, naming it.
 */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  help: string | undefined;
  samples: Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const HELP = new RegExp(`^# HELP (${NAME}) (.*)$`);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: (-?\\d+))?$`);
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"\s*(,|$)/y;

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const at = LABEL.lastIndex;
    const match = LABEL.exec(text);
    if (!match || match.index !== at) throw new Error(`bad labels in: ${line}`);
    if (match[1]! in labels) throw new Error(`label ${match[1]} twice in: ${line}`);
    labels[match[1]!] = match[2]!.replace(/\\(["\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c));
  }
  return labels;
}

function parseValue(text: string, line: string): number {
  if (text === 'NaN') return Number.NaN;
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  const value = Number(text);
  if (text === '' || Number.isNaN(value)) throw new Error(`bad value in: ${line}`);
  return value;
}

/** The family a sample name belongs to (`x_bucket`, `x_sum`, `x_count` of a histogram `x`). */
function familyOf(name: string, families: Map<string, Family>): Family | undefined {
  const own = families.get(name);
  if (own) return own;
  const base = /^(.*)_(bucket|sum|count|created)$/.exec(name)?.[1];
  const family = base === undefined ? undefined : families.get(base);
  return family && (family.type === 'histogram' || family.type === 'summary') ? family : undefined;
}

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a newline');
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const help = HELP.exec(line);
    if (help) {
      const family = families.get(help[1]!) ?? { name: help[1]!, type: 'untyped', help: undefined, samples: [] };
      family.help = help[2];
      families.set(family.name, family);
      continue;
    }
    const type = TYPE.exec(line);
    if (type) {
      const family = families.get(type[1]!);
      if (family && family.samples.length > 0) throw new Error(`TYPE after samples: ${line}`);
      families.set(type[1]!, { name: type[1]!, type: type[2] as Family['type'], help: family?.help, samples: [] });
      continue;
    }
    if (line.startsWith('#')) continue;
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not a sample line: ${line}`);
    const family = familyOf(sample[1]!, families);
    if (!family) throw new Error(`sample without a TYPE before it: ${line}`);
    family.samples.push({
      name: sample[1]!,
      labels: parseLabels(sample[2] ?? '', line),
      value: parseValue(sample[3]!, line),
    });
  }
  return families;
}
