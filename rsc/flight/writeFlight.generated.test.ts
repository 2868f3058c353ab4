/**
 * The flight writer against React's server on generated trees (decision 101): the cases run in a
 * `react-server` process of their own (test/writers/flightCases.tsx), one line per world seed. Every
 * payload must be React's byte for byte, or, where React sends rows in another order (async
 * components) or splits a long row, the same rows or the same decoded tree.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WORLD_SEEDS } from '../../test/writers/trees';

interface SeedResult {
  seed: number;
  runs: number;
  executions: number;
  sameBytes: number;
  reordered: number;
  deferred: number;
  shrinks: number;
  failure: { tree: string; error: string; ours: string; theirs: string } | null;
}

describe("Neutron's flight writer on generated trees", () => {
  it('writes what React writes for random trees of every world seed', () => {
    const fixture = fileURLToPath(new URL('../../test/writers/flightCases.tsx', import.meta.url));
    const output = execFileSync(process.execPath, ['--conditions', 'react-server', '--import', 'tsx', fixture], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const results = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as SeedResult);
    expect(results.map((result) => result.seed)).toEqual([...WORLD_SEEDS]);
    for (const { seed, failure, shrinks, runs, sameBytes, executions } of results) {
      if (failure)
        expect.fail(
          `world ${seed}, after ${shrinks} shrinks: ${failure.error} for this tree:\n${failure.tree}\n  writer: ${failure.ours}\n  React:  ${failure.theirs}`,
        );
      expect(runs).toBeGreaterThan(0);
      // Most trees are byte for byte React's: the looser comparisons are the exception.
      expect(sameBytes, `world ${seed}`).toBeGreaterThan(executions * 0.8);
    }
  }, 180_000);
});
