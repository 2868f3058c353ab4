/**
 * Path patterns in the spec's notation: `/news/{topic}?/{slug}/` — `{x}` is a parameter
 * (one path segment), `{x}?` an optional one, `{a}-{b}` two parameters in one segment.
 * Every pattern ends in a slash (spec 000 §2: "All paths end in a slash").
 */
export type Params = Record<string, string>;

/** What a parameter may be for a path to match: one of a list, or a regex (no capture groups, no anchors). */
export type ParamConstraint = readonly string[] | RegExp;
export type ParamConstraints = Readonly<Record<string, ParamConstraint>>;

const PAGE_NUMBER = /[1-9][0-9]{0,3}/;

/** Parameters whose name fixes their form on every route: page numbers (1–9999) and years. */
export const NAMED_PARAM_FORMS: ParamConstraints = {
  pageNumber: PAGE_NUMBER,
  page: PAGE_NUMBER,
  year: /(?:19|20)[0-9]{2}/,
};

export interface CompiledPattern {
  pattern: string;
  names: string[];
  regex: RegExp;
}

const PARAM = /\{([a-zA-Z]+)\}(\?)?/g;
const SEGMENT = '([^/]+)';

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function paramSource(name: string, constraints: ParamConstraints | undefined, fallback: string): string {
  const constraint = constraints?.[name] ?? NAMED_PARAM_FORMS[name];
  if (constraint === undefined) return fallback;
  if (constraint instanceof RegExp) return `(${constraint.source})`;
  return `(${constraint.map(escapeRegex).join('|')})`;
}

export function compilePattern(pattern: string, constraints?: ParamConstraints): CompiledPattern {
  if (!pattern.startsWith('/') || !pattern.endsWith('/')) {
    throw new Error(`Route pattern must start and end with a slash: ${pattern}`);
  }
  const names: string[] = [];
  const segments = pattern.split('/').slice(1, -1);
  let source = '^';
  for (const segment of segments) {
    const optional = /^\{[a-zA-Z]+\}\?$/.test(segment);
    let part = '';
    let last = 0;
    for (const match of segment.matchAll(PARAM)) {
      const literal = segment.slice(last, match.index);
      part += escapeRegex(literal);
      names.push(match[1]!);
      // In `{slug}-{type}` the slug may hold hyphens; the type after the separator may not.
      part += paramSource(match[1]!, constraints, literal ? `([^/${escapeRegex(literal.slice(-1))}]+)` : SEGMENT);
      last = match.index! + match[0].length;
    }
    part += escapeRegex(segment.slice(last));
    source += optional ? `(?:/${part})?` : `/${part}`;
  }
  source += '/$';
  return { pattern, names, regex: new RegExp(source) };
}

/** Params of `path` for `compiled`, or null. Values are URI-decoded; bad escapes don't match. */
export function matchPattern(compiled: CompiledPattern, path: string): Params | null {
  const match = compiled.regex.exec(path);
  if (!match) return null;
  const params: Params = {};
  for (let i = 0; i < compiled.names.length; i++) {
    const raw = match[i + 1];
    if (raw === undefined) continue;
    try {
      params[compiled.names[i]!] = decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return params;
}

/** The path for `pattern` with `params` filled in; optional parameters without a value are left out. */
export function buildPath(pattern: string, params: Params): string {
  const segments = pattern.split('/').slice(1, -1);
  const out: string[] = [];
  for (const segment of segments) {
    const optional = /^\{[a-zA-Z]+\}\?$/.test(segment);
    let missing = false;
    const filled = segment.replace(/\{([a-zA-Z]+)\}\??/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined || value === '') missing = true;
      return encodeURIComponent(value ?? '');
    });
    if (missing && optional) continue;
    if (missing) throw new Error(`Missing route parameter in ${pattern}`);
    out.push(filled);
  }
  return out.length === 0 ? '/' : `/${out.join('/')}/`;
}
