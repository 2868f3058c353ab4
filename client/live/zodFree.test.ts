import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Decision 021 "The browser's decoder": the live island's code (island, runner, arriving card and
 * everything they import for real — `import type` is erased) must not reach zod, which alone would
 * add ≈26 KB gzip to the live page. Walks the static and dynamic imports from the island.
 */
const here = dirname(fileURLToPath(import.meta.url));
const IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((path) => existsSync(path));
}

/** Every package a module reaches through value imports, with the chain that reaches it. */
function packagesReached(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = (match[1] ?? match[2])!;
      if (!specifier.startsWith('.')) {
        if (!packages.has(specifier)) packages.set(specifier, [...chain, file]);
        continue;
      }
      const next = resolveModule(file, specifier);
      if (next) visit(next, [...chain, file]);
    }
  };
  visit(entry, []);
  return packages;
}

describe('the live island ships no schema library', () => {
  it('reaches no zod from LiveUpdates (runner and arriving card included)', () => {
    const packages = packagesReached(resolve(here, 'LiveUpdates.tsx'));
    // The walk works: the island does reach React.
    expect(packages.has('react')).toBe(true);
    expect(packages.get('zod'), 'import chain to zod').toBeUndefined();
  });
});
