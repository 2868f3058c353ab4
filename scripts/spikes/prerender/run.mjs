/**
 * Runs the prerender/resume spike (decision 102): `node --import tsx scripts/spikes/prerender/run.mjs`
 * after `npm run build`, and prints what each HTML step costs per request on the front door and
 * the bench's article (spikeStack.mjs starts everything; summarize.mjs reads saved outputs).
 *
 * Environment: SPIKE_PAGES (comma-separated paths instead), SPIKE_ROUNDS, SPIKE_BATCH,
 * SPIKE_CANDIDATES (some only), SPIKE_HOLD_ROWS (flight row ids held back from the prerender to
 * make holes), SPIKE_HOLE_COMPONENTS, SPIKE_DUMP (a directory for the payloads and documents).
 */
import { stopAll } from '../../bench/stack.mjs';
import { startSpike } from './spikeStack.mjs';

async function main() {
  const { pages, report } = await startSpike();
  process.stdout.write(`pages: ${pages.join(',')}\n`);
  process.stdout.write(`${await report}\n`);
}

main()
  .catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
