/**
 * The layer rules of .dependency-cruiser.cjs (decision 100), run by dependency-cruiser's own API on
 * small trees under fixtures/ that copy the product's folder names. Each broken tree must be
 * reported under the rule that guards it, and a tree that keeps the rules must pass, so a rule
 * that is removed or loosened fails here. The fixtures are outside the folders `npm run lint`
 * cruises.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import type { ICruiseResult, IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;

/** Rule name and `from → to` of every violation in one fixture tree. */
async function violations(fixture: string): Promise<string[]> {
  const { tsConfig: _tsConfig, ...options } = config.options ?? {};
  const { output } = await cruise(['.'], {
    ...options,
    baseDir: join(here, 'fixtures', fixture),
    ruleSet: { forbidden: config.forbidden ?? [] },
    validate: true,
    outputType: 'json',
  });
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe('npm run lint: the layer rules', () => {
  it('reports an upward import from shared/ or rsc/ into server/', async () => {
    expect(await violations('upward')).toEqual([
      'rsc-imports-below: rsc/page.ts → server/config.ts',
      'shared-imports-shared: shared/format.ts → server/config.ts',
    ]);
  });

  it('reports an import circle', async () => {
    const found = await violations('circle');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((line) => line.startsWith('no-circular: shared/'))).toBe(true);
  });

  it('reports browser code that reaches node:crypto, directly, through shared/ or through shared/node/', async () => {
    expect(await violations('browser')).toEqual([
      'browser-no-node-builtins: client/island.ts → crypto',
      'browser-no-node-builtins: shared/hash.ts → crypto',
      'client-imports-client-and-shared: client/signer.ts → shared/node/sign.ts',
    ]);
  });

  it('passes a tree that keeps the rules (Node types in shared/, node:crypto in shared/node/)', async () => {
    expect(await violations('clean')).toEqual([]);
  });
});
