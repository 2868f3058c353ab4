/**
 * Neutron's flight writer against React's server on trees that use everything our pages use:
 * keyed and unkeyed server components, fragments, async components, Suspense, client
 * components with every kind of plain prop, long strings, resource hints; and what it leaves to
 * React (a Map in a prop) or writes as React does on failure (a late section's error row).
 * React's server loads only with the `react-server` condition, so the cases run in a process of
 * their own (writeFlight.fixture.tsx) and this test compares what it prints.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeFlight } from '../../test/support/decodeFlight';

interface Case {
  name: string;
  ours: { payload: string; batches: number[] };
  theirs: { payload: string; batches: number[] };
  errors: string[];
  fallbacks: string[];
  /** Whether the rows handed over as values equal the text's rows parsed (null: React wrote the page, no values). */
  values: { same: boolean; rows: number } | null;
}

let cases: Map<string, Case>;

beforeAll(() => {
  const fixture = fileURLToPath(new URL('./writeFlight.fixture.tsx', import.meta.url));
  const output = execFileSync(process.execPath, ['--conditions', 'react-server', '--import', 'tsx', fixture], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  cases = new Map(
    output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Case)
      .map((entry) => [entry.name, entry]),
  );
}, 60_000);

const get = (name: string) => {
  const found = cases.get(name);
  if (!found) throw new Error(`no case ${name}`);
  return found;
};

describe("Neutron's flight writer", () => {
  it.each([
    'host elements, text and values',
    'an island first, then a long string',
    'keys, implicit slots and fragments',
    'async components and Suspense',
    'a slow section streams after the rest',
    'resource hints',
    'an async root',
    'a Date in an island prop',
  ])('gives the client the same tree as React: %s', (name) => {
    const { ours, theirs, fallbacks, errors } = get(name);
    expect(fallbacks).toEqual([]);
    expect(errors).toEqual([]);
    expect(decodeFlight(ours.payload)).toEqual(decodeFlight(theirs.payload));
  });

  it('writes long strings as text rows, and import module names once', () => {
    const { ours } = get('host elements, text and values');
    expect(ours.payload).toMatch(/[0-9a-f]+:T5dc,x{1500}/);
    expect(ours.payload).toMatch(/[0-9a-f]+:T44d,\$y{1100}/);
    expect(ours.payload.match(/islands\.0123456789abcdef\.js/g)).toHaveLength(1);
  });

  it("names an island's chunk file by the row id it has in each render (import rows written again when it differs)", () => {
    const chunkRow = (payload: string) => /^([0-9a-f]+):"islands\.0123456789abcdef\.js"$/m.exec(payload)?.[1];
    const importRows = (payload: string) => payload.match(/^[0-9a-f]+:I.*$/gm) ?? [];
    const first = get('host elements, text and values').ours.payload;
    const second = get('an island first, then a long string').ours.payload;
    expect(chunkRow(first)).not.toBe(chunkRow(second));
    for (const [payload, row] of [
      [first, chunkRow(first)],
      [second, chunkRow(second)],
    ] as const) {
      expect(importRows(payload).length).toBeGreaterThan(1);
      for (const line of importRows(payload)) expect(line).toContain(`"$${row}"`);
    }
  });

  it('sends a whole page in one batch, and a slow section after the rest', () => {
    expect(get('async components and Suspense').ours.batches).toHaveLength(1);
    const slow = get('a slow section streams after the rest').ours.batches;
    expect(slow).toHaveLength(2);
    expect(slow[0]!).toBeLessThan(150);
    expect(slow[1]!).toBeGreaterThanOrEqual(190);
  });

  it.each([
    'host elements, text and values',
    'keys, implicit slots and fragments',
    'async components and Suspense',
    'a slow section streams after the rest',
    'resource hints',
    'an async root',
    'a Date in an island prop',
    'a late section that fails',
  ])('hands a reader in the process its rows as values equal to the rows it wrote, parsed: %s', (name) => {
    const { values } = get(name);
    expect(values).not.toBeNull();
    expect(values!.rows).toBeGreaterThan(0);
    expect(values!.same).toBe(true);
  });

  it.each(['a Map in an island prop (left to React)', 'a Map after an await (left to React)'])(
    "leaves what it cannot write to React's server, from the start, hints and all: %s",
    (name) => {
      const { ours, theirs, fallbacks, values } = get(name);
      expect(fallbacks).toEqual(['an object that is not plain']);
      expect(ours.payload).toBe(theirs.payload);
      expect(ours.payload).toContain(':HC"https://images.example.test"');
      // React's server writes bytes only: a reader must parse them.
      expect(values).toBeNull();
    },
  );

  it('leaves an object with an own __proto__ key to React (a copy would lose it)', () => {
    const { ours, theirs, fallbacks } = get('an own __proto__ key in an island prop (left to React)');
    expect(fallbacks).toEqual(['a __proto__ key']);
    expect(ours.payload).toBe(theirs.payload);
    expect(ours.payload).toContain('"__proto__":{"x":1}');
  });

  it("writes a late section's failure as React does: an error row where it was, the rest intact", () => {
    const { ours, theirs, errors } = get('a late section that fails');
    expect(errors).toEqual(['a late section failed']);
    expect(ours.payload).toMatch(/^[0-9a-f]+:E\{"digest":""\}$/m);
    expect(decodeFlight(ours.payload)).toEqual(decodeFlight(theirs.payload));
  });
});
