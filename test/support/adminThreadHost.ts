/**
 * A stand-in main thread for the admin thread's tests (decision 055), run as its own process
 * (`node --import tsx`): it starts the admin thread on a free port and prints
 * `{"port":N}`, then obeys lines on stdin: `block <ms>` runs a busy loop on its main thread for
 * that long (printing `blocking` first and `unblocked` after: pipes are written synchronously),
 * `drain` marks the process draining. Its readiness report and metrics count the answers given,
 * so a test can tell a fresh answer from a snapshot.
 */
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { startAdminThread } from '../../server/ops/adminThread';

let answers = 0;
const admin = await startAdminThread({
  host: '127.0.0.1',
  port: 0,
  workerFile: fileURLToPath(new URL('./adminWorker.mjs', import.meta.url)),
  stallMs: Number(process.env.STALL_MS ?? 1000),
  maxSnapshotAgeMs: Number(process.env.MAX_SNAPSHOT_AGE_MS ?? 30_000),
  readiness: async () => ({ ready: true, checks: { answers: String(++answers) } }),
  metrics: {
    render: () => `fixture_answers_total ${++answers}\n`,
    contentType: 'text/plain; version=0.0.4; charset=utf-8',
  },
  logger: { error: (msg, fields) => process.stderr.write(`${msg} ${JSON.stringify(fields)}\n`) },
});
process.stdout.write(`${JSON.stringify({ port: admin.port })}\n`);

createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, argument] = line.trim().split(' ');
  if (command === 'block') {
    process.stdout.write('blocking\n');
    const until = performance.now() + Number(argument);
    while (performance.now() < until) {
      // the main loop is stuck: only the admin thread can answer
    }
    process.stdout.write('unblocked\n');
  } else if (command === 'drain') {
    admin.setDraining();
    process.stdout.write('draining\n');
  }
});
process.stdin.on('end', () => void admin.close().then(() => process.exit(0)));
