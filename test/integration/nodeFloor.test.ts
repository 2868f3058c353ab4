/** The oldest Node Neutron runs on (scripts/checkNode.mjs): a runtime older than it stops at start-up with one clear line. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE_FLOOR, nodeFloorProblem } from '../../scripts/checkNode.mjs';

const root = join(import.meta.dirname, '../..');

/** The machine's own node when it is older than the floor (Node 20 on these machines and in CI), else undefined. */
function olderNode(): string | undefined {
  for (const candidate of ['/usr/bin/node', '/usr/local/bin/node']) {
    if (!existsSync(candidate)) continue;
    const version = spawnSync(candidate, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
    if (version && nodeFloorProblem(version)) return candidate;
  }
  return undefined;
}
const oldNode = olderNode();

describe('the Node floor', () => {
  it('is what package.json engines declares', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(`>=${NODE_FLOOR.replace(/(\.0)+$/, '')}`);
  });

  it('refuses releases older than the floor, naming the version found and how to get the pinned one', () => {
    const problem = nodeFloorProblem('20.20.2');
    expect(problem).toContain('Neutron needs Node >=24 (found v20.20.2)');
    expect(problem).toContain('. scripts/node-env.sh');
    expect(nodeFloorProblem('v23.11.1')).toContain('found v23.11.1');
    expect(nodeFloorProblem('22.19.0')).not.toBeNull();
  });

  it('accepts the floor and anything newer', () => {
    for (const version of ['24.0.0', '24.22.3', 'v25.0.0', '26.12.1', '100.0.0'])
      expect(nodeFloorProblem(version), version).toBeNull();
  });

  it('accepts the pinned release in .node-version', () => {
    expect(nodeFloorProblem(readFileSync(join(root, '.node-version'), 'utf8').trim())).toBeNull();
  });

  // Runs where the machine's own node is older than the floor, as on these machines and in CI.
  describe.skipIf(!oldNode)(`on ${oldNode ?? 'an older node'}`, () => {
    const start = (args: string[]) =>
      spawnSync(oldNode!, args, {
        cwd: root,
        encoding: 'utf8',
        timeout: 50_000, // tsx compiles the upstream's entry first: seconds on a busy machine
        // Ports nothing listens on, so a start that got past the check would fail rather than collide.
        env: {
          ...process.env,
          PORT: '1',
          UPSTREAM_PORT: '1',
          CONTENT_API_URL: 'http://127.0.0.1:1',
          NODE_ENV: 'production',
          SESSION_SECRET: 'x'.repeat(40),
        },
      });
    const expectRefused = (result: ReturnType<typeof start>) => {
      expect(result.status, result.stderr).toBe(1);
      expect(result.stderr).toMatch(
        /^Neutron needs Node >=24 \(found v\d+\.\d+\.\d+\): run `\. scripts\/node-env\.sh`/,
      );
      expect(result.stderr.trim().split('\n')).toHaveLength(1); // one line, no stack trace
    };

    it('npm start (scripts/start.mjs) exits with the one line', { timeout: 60_000 }, () =>
      expectRefused(start(['scripts/start.mjs'])),
    );

    it(
      'the built server (dist/server/main.cjs) exits with the one line before it loads anything else',
      { timeout: 60_000 },
      () => {
        expect(existsSync(join(root, 'dist/server/main.cjs')), 'npm run build first').toBe(true);
        expectRefused(start(['dist/server/main.cjs']));
      },
    );

    it('the local upstream exits with the one line', { timeout: 60_000 }, () =>
      expectRefused(start(['--import', 'tsx', 'upstream/main.ts'])),
    );
  });
});
