/**
 * A flight payload (react-server-dom-webpack's wire format) decoded the way a client sees it:
 * rows parsed, references followed, escapes undone, client components named by module and
 * export. Two payloads that decode equal give the client the same tree, whoever wrote them
 * (decision 091).
 */
export interface Decoded {
  tree: unknown;
  hints: string[];
}

/** A flight payload as the tree a client gets from it: rows parsed, references followed, escapes undone. */
export function decodeFlight(payload: string): Decoded {
  const rows = new Map<number, unknown>();
  const imports = new Map<number, unknown>();
  const errors = new Set<number>();
  const hints: string[] = [];
  let at = 0;
  while (at < payload.length) {
    const colon = payload.indexOf(':', at);
    const idText = payload.slice(at, colon);
    const tag = payload[colon + 1];
    if (tag === 'T') {
      const comma = payload.indexOf(',', colon);
      const bytes = Number.parseInt(payload.slice(colon + 2, comma), 16);
      // Byte length: step through characters until that many UTF-8 bytes are taken.
      let end = comma + 1;
      let taken = 0;
      while (taken < bytes) {
        const code = payload.codePointAt(end)!;
        taken += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
        end += code >= 0x10000 ? 2 : 1;
      }
      rows.set(Number.parseInt(idText, 16), { text: payload.slice(comma + 1, end) });
      at = end;
      continue;
    }
    const newline = payload.indexOf('\n', colon);
    const body = payload.slice(colon + 1, newline);
    if (idText === '') hints.push(body);
    else if (tag === 'I') imports.set(Number.parseInt(idText, 16), JSON.parse(body.slice(1)));
    else if (tag === 'E') errors.add(Number.parseInt(idText, 16));
    else rows.set(Number.parseInt(idText, 16), JSON.parse(body));
    at = newline + 1;
  }
  const resolveImport = (value: unknown): unknown => {
    if (typeof value === 'string' && value[0] === '$')
      return value[1] === '$' ? value.slice(1) : decode(`$${value.slice(1)}`);
    return Array.isArray(value) ? value.map(resolveImport) : value;
  };
  const row = (id: number, seen: Set<number>): unknown => {
    if (errors.has(id)) return { error: true };
    if (imports.has(id)) {
      const [module, , name] = resolveImport(imports.get(id)) as [unknown, unknown, unknown];
      return { client: `${String(module)}#${String(name)}` };
    }
    if (!rows.has(id)) throw new Error(`row ${id.toString(16)} missing`);
    if (seen.has(id)) throw new Error('a reference cycle');
    const raw = rows.get(id);
    if (raw !== null && typeof raw === 'object' && 'text' in (raw as object)) return (raw as { text: string }).text;
    return decodeValue(raw, new Set([...seen, id]));
  };
  const decode = (text: string, seen = new Set<number>()): unknown => {
    if (text === '$') return '$element';
    const tag = text[1];
    if (tag === '$') return text.slice(1);
    if (text === '$undefined') return { undefined: true };
    if (tag === 'S') return { symbol: text.slice(2) };
    if (tag === 'D') return { date: text.slice(2) };
    if (tag === 'L' || (tag !== undefined && /[0-9a-f]/.test(tag))) {
      const [head, ...path] = text.slice(tag === 'L' ? 2 : 1).split(':');
      let value = row(Number.parseInt(head!, 16), seen);
      for (const key of path) value = (value as Record<string, unknown>)[key === 'props' ? 'props' : key];
      return value;
    }
    return { unknown: text };
  };
  const decodeValue = (value: unknown, seen: Set<number>): unknown => {
    if (typeof value === 'string') return value[0] === '$' ? decode(value, seen) : value;
    if (Array.isArray(value)) {
      if (value[0] === '$' && value.length >= 4) {
        return { type: decodeValue(value[1], seen), key: value[2], props: decodeValue(value[3], seen) };
      }
      return value.map((item) => decodeValue(item, seen));
    }
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decodeValue(item, seen)]));
    return value;
  };
  return { tree: row(0, new Set()), hints: hints.sort() };
}
