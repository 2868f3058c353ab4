/**
 * Reads a flight (RSC) payload the way a test needs it: its rows by id, React elements found by
 * a predicate on their props, and `$id:path` references (React writes an object it has already
 * sent as a reference to where it first appeared) resolved.
 */
import { runInNewContext } from 'node:vm';

export type FlightRows = Map<string, unknown>;

export function flightRows(payload: string): FlightRows {
  const rows: FlightRows = new Map();
  const bytes = Buffer.from(payload, 'utf8');
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(':', at);
    if (colon < 0) break;
    const id = bytes.toString('utf8', at, colon);
    if (bytes[colon + 1] === 0x54 /* T */) {
      const comma = bytes.indexOf(',', colon);
      const length = parseInt(bytes.toString('utf8', colon + 2, comma), 16);
      rows.set(id, bytes.toString('utf8', comma + 1, comma + 1 + length));
      at = comma + 1 + length;
      continue;
    }
    const end = bytes.indexOf('\n', colon);
    const text = bytes.toString('utf8', colon + 1, end < 0 ? bytes.length : end);
    try {
      if (id !== '') rows.set(id, JSON.parse(text));
    } catch {
      // Hint and other rows that are not JSON.
    }
    at = end < 0 ? bytes.length : end + 1;
  }
  return rows;
}

const ELEMENT_FIELDS: Record<string, number> = { type: 1, key: 2, props: 3 };

/** `value` with a `$id:path`, `$id` or `$Lid` reference followed (other values as they are). */
export function resolve(rows: FlightRows, value: unknown): unknown {
  if (typeof value !== 'string' || !/^\$L?[0-9a-f]+(:|$)/.test(value)) return value;
  const [id, ...path] = value.replace(/^\$L?/, '').split(':');
  let current = resolve(rows, rows.get(id!));
  for (const key of path) {
    // An element is sent as ["$", type, key, props]; paths name its fields.
    const isElement = Array.isArray(current) && current[0] === '$' && current.length === 4 && key in ELEMENT_FIELDS;
    current = resolve(
      rows,
      isElement
        ? (current as unknown[])[ELEMENT_FIELDS[key]!]
        : (current as Record<string, unknown> | undefined)?.[key],
    );
  }
  return current;
}

/** The props of every element in the payload whose props satisfy `match`. */
export function elementProps(
  rows: FlightRows,
  match: (props: Record<string, unknown>) => boolean,
): Array<Record<string, unknown>> {
  const found: Array<Record<string, unknown>> = [];
  const walk = (value: unknown): void => {
    if (!Array.isArray(value)) {
      if (value && typeof value === 'object') for (const child of Object.values(value)) walk(child);
      return;
    }
    if (
      value[0] === '$' &&
      value.length === 4 &&
      value[3] &&
      typeof value[3] === 'object' &&
      match(value[3] as Record<string, unknown>)
    )
      found.push(value[3] as Record<string, unknown>);
    for (const child of value) walk(child);
  };
  for (const row of rows.values()) walk(row);
  return found;
}

/** The flight rows a page inlined for hydration (server/render/FlightInliner.ts), joined. */
export function inlinedFlight(html: string): string {
  const literals = [
    ...html.matchAll(/<script nonce="[^"]*">\(self\.__NF\|\|=\[\]\)\.push\(('[\s\S]*?')\)<\/script>/g),
  ].map((m) => m[1]!);
  return literals.map((literal) => runInNewContext(literal) as string).join('');
}
