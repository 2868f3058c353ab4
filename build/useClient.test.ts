import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportedNames, findClientModules, hasUseClientDirective, listSources } from './useClient';

const root = join(__dirname, '..');

describe("'use client' boundary", () => {
  it("no module outside client/ is a 'use client' module", () => {
    const offenders = ['server', 'rsc', 'shared', 'upstream', 'build']
      .flatMap((dir) => listSources(join(root, dir)))
      .filter((file) => hasUseClientDirective(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('finds the client modules the rsc side references', () => {
    expect(findClientModules(join(root, 'client')).map((file) => file.slice(root.length + 1))).toContain(
      'client/loading/LoadingBar.tsx',
    );
  });

  it.each([
    ["'use client';\nexport function A() {}", true],
    ['"use client"\nexport const A = 1;', true],
    ["// comment\n'use client';\nexport {}", true],
    ["import x from 'y';\n'use client';", false],
    ["const a = 'use client';", false],
    ["'use strict';\n'use client';", true],
  ])('directive in %j → %s', (source, expected) => {
    expect(hasUseClientDirective(source)).toBe(expected);
  });

  it('reads exported names from TypeScript source', () => {
    const source = `'use client';
      export function Alpha(props: { a: string }) { return null; }
      export const Beta = () => null, Gamma = 1;
      export type Hidden = string;
      export interface AlsoHidden { x: number }
      const delta = 1; export { delta as Delta };
      export default function () {}`;
    expect(exportedNames(source).sort()).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma', 'default']);
  });
});
