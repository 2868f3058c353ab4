/**
 * The oldest Node Neutron runs on, checked when a process starts: imported first by
 * scripts/start.mjs, the server's entry (server/main.ts), the local upstream (upstream/main.ts)
 * and the fleet (scripts/cluster.ts), so an old runtime stops at once with one clear line instead
 * of an obscure error from whatever first needs a newer Node. package.json `engines` says the same
 * (test/integration/nodeFloor.test.ts holds the two equal). Plain JavaScript, no imports, and no
 * syntax or API newer than Node 18, so that it runs on the runtimes it refuses.
 */
export const NODE_FLOOR = '24.0.0';

/** The line to print when `version` (like process.versions.node) is older than the floor, else null. */
export function nodeFloorProblem(version) {
  const have = String(version).replace(/^v/, '').split('.').map(Number);
  const floor = NODE_FLOOR.split('.').map(Number);
  for (let i = 0; i < floor.length; i++) {
    const part = have[i] || 0;
    if (part > floor[i]) return null;
    if (part < floor[i]) {
      return `Neutron needs Node >=${floor[0]} (found v${have.join('.')}): run \`. scripts/node-env.sh\` in Neutron's folder to get the pinned release (.node-version), or install Node ${floor[0]} LTS.`;
    }
  }
  return null;
}

const problem = nodeFloorProblem(process.versions.node);
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
