/**
 * The probes of scripts/bench/reliability.mjs, in a worker thread: the load generator keeps the
 * bench's own event loop busy, and a probe timed there would measure the bench, not Neutron.
 * Each URL is asked every `intervalMs` on a new connection (as an orchestrator's probe does);
 * on the message 'stop' the thread posts, per URL, how many answers, the non-200 ones, the
 * slowest and the 99th percentile in milliseconds.
 */
import { get } from 'node:http';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

// An orchestrator's prober does not share the CPU with the load generator: this thread gets the
// CPU first where the OS allows it (Linux: per-thread nice, needs CAP_SYS_NICE or root).
try {
  setPriority(0, -10);
} catch {
  // normal priority: the figures then include this thread's own waits for the CPU
}

const { urls, intervalMs } = workerData;
const samples = new Map(urls.map((url) => [url, { times: [], non200: 0, failed: 0 }]));
let running = true;

function probe(url) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = get(url, { agent: false, timeout: 30_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ ms: performance.now() - started, status: 0 }));
  });
}

async function loop(url) {
  const record = samples.get(url);
  while (running) {
    const { ms, status } = await probe(url);
    record.times.push(ms);
    if (status === 0) record.failed += 1;
    else if (status !== 200) record.non200 += 1;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

const loops = urls.map(loop);
parentPort.once('message', async () => {
  running = false;
  await Promise.all(loops);
  const summary = Object.fromEntries(
    [...samples].map(([url, { times, non200, failed }]) => {
      const sorted = [...times].sort((a, b) => a - b);
      const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
      return [url, { count: times.length, non200, failed, maxMs: sorted.at(-1) ?? 0, p99Ms: p99 }];
    }),
  );
  parentPort.postMessage(summary);
});
