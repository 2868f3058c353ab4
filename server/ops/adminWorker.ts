/**
 * The admin listener's thread (ADMIN_PORT; decision 055): `/healthz`, `/readyz` and `/metrics`
 * answered by a thread with an event loop of its own, so a main loop saturated by page work
 * cannot make a probe wait.
 *
 * - `/healthz`: 200 while the main loop's heartbeat is younger than `stallMs`; 503 once the main
 *   loop has been stuck longer (a hang, not load: shedding keeps loop turns short).
 * - `/readyz`: 503 while draining or stalled; otherwise the main thread's readiness report,
 *   fresh if it answers within `freshWaitMs`, else the last one it gave (`"stale": true`).
 * - `/metrics`: the main thread's registry, fresh within `freshWaitMs` or its last snapshot (each
 *   sample stamped with the time it was taken; older than `maxSnapshotAgeMs`, a 503 instead), plus
 *   two gauges of this thread: the heartbeat's age and the snapshot's age.
 * Its own bundle entry (dist/server/adminWorker.cjs): nothing of the page stack is loaded here.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { AdminAnswer, AdminAsk, AdminStatus, AdminWorkerData } from './adminShared';
import { heartbeatAgeMs, sharedViews, stampSamples } from './adminShared';
import type { ReadinessReport } from './readiness';

/**
 * Probes should get the CPU first: on Linux a thread's nice value is its own, so this raises the
 * admin thread alone above the page work. Needs CAP_SYS_NICE (or root); without it the thread
 * keeps the normal priority and that is fine.
 */
const ADMIN_NICE = -10;

const NO_STORE = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
const TEXT = 'text/plain; charset=utf-8';

/** `at`: performance.now() when it came; `wall`: Date.now() then (the samples' timestamp). */
type Snapshot<T> = { value: T; at: number; wall: number } | undefined;

function startAdminWorker(data: AdminWorkerData, port: NonNullable<typeof parentPort>): void {
  const views = sharedViews(data.shared);
  let nextId = 0;
  const waiting = new Map<number, (answer: AdminAnswer) => void>();
  let readiness: Snapshot<ReadinessReport>;
  let metrics: Snapshot<{ text: string; contentType: string }>;

  port.on('message', (answer: AdminAnswer) => {
    if (answer.what === 'readiness') readiness = { value: answer.report, at: performance.now(), wall: Date.now() };
    else
      metrics = {
        value: { text: answer.text, contentType: answer.contentType },
        at: performance.now(),
        wall: Date.now(),
      };
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });

  /** Asks the main thread; resolves true when its answer came within the wait. */
  function ask(what: AdminAsk['what']): Promise<boolean> {
    const id = nextId++;
    port.postMessage({ type: 'ask', id, what } satisfies AdminAsk);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        // A late answer still refreshes the snapshot (the message handler stores it).
        waiting.set(id, () => undefined);
        resolve(false);
      }, data.freshWaitMs);
      waiting.set(id, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  const stalledFor = (): number | undefined => {
    const age = heartbeatAgeMs(views);
    return age > data.stallMs ? Math.round(age) : undefined;
  };

  function json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { ...NO_STORE, 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  async function readyz(res: ServerResponse): Promise<void> {
    if (Atomics.load(views.flags, 0) === 1) return json(res, 503, { ready: false, checks: { shutdown: 'draining' } });
    const stalled = stalledFor();
    if (stalled !== undefined)
      return json(res, 503, { ready: false, checks: { eventLoop: `stalled for ${stalled} ms` } });
    const fresh = await ask('readiness');
    if (!readiness) return json(res, 503, { ready: false, checks: { mainThread: 'no report yet' } });
    const report = fresh
      ? readiness.value
      : { ...readiness.value, stale: true, ageMs: Math.round(performance.now() - readiness.at) };
    json(res, report.ready ? 200 : 503, report);
  }

  async function scrape(res: ServerResponse): Promise<void> {
    const fresh = await ask('metrics');
    const ageMs = metrics === undefined ? -1 : fresh ? 0 : performance.now() - metrics.at;
    if (ageMs > data.maxSnapshotAgeMs) {
      // Too old to stand for the process: a failed scrape (`up` 0) says so where alerts look.
      res
        .writeHead(503, { ...NO_STORE, 'content-type': TEXT })
        .end(`metrics snapshot is ${Math.round(ageMs / 1000)} s old: the main event loop has not answered\n`);
      return;
    }
    const own = [
      '# HELP neutron_event_loop_heartbeat_age_seconds Time since the main event loop last ran, seen from the admin thread.',
      '# TYPE neutron_event_loop_heartbeat_age_seconds gauge',
      `neutron_event_loop_heartbeat_age_seconds ${heartbeatAgeMs(views) / 1000}`,
      '# HELP neutron_metrics_snapshot_age_seconds Age of the main thread metrics in this scrape (0 fresh, -1 none yet).',
      '# TYPE neutron_metrics_snapshot_age_seconds gauge',
      `neutron_metrics_snapshot_age_seconds ${ageMs < 0 ? -1 : ageMs / 1000}`,
      '',
    ].join('\n');
    const contentType = metrics?.value.contentType ?? 'text/plain; version=0.0.4; charset=utf-8';
    // A snapshot's samples carry the time they were taken, so Prometheus stores them as of then.
    const text =
      metrics === undefined
        ? ''
        : fresh
          ? metrics.value.text
          : stampSamples(metrics.value.text, metrics.wall, contentType);
    res.writeHead(200, { ...NO_STORE, 'content-type': contentType }).end(text + own);
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...NO_STORE, allow: 'GET, HEAD', 'content-type': TEXT }).end('Method Not Allowed');
    } else if (path === '/healthz') {
      const stalled = stalledFor();
      if (stalled === undefined) res.writeHead(200, { ...NO_STORE, 'content-type': TEXT }).end('ok');
      else res.writeHead(503, { ...NO_STORE, 'content-type': TEXT }).end(`event loop stalled for ${stalled} ms`);
    } else if (path === '/readyz') {
      void readyz(res);
    } else if (path === '/metrics') {
      void scrape(res);
    } else {
      res.writeHead(404, { ...NO_STORE, 'content-type': TEXT }).end('Not found');
    }
  }

  const server = createServer(handle);
  server.headersTimeout = 5000;
  server.requestTimeout = 10_000;
  server.once('error', (error) => port.postMessage({ type: 'failed', message: error.message } satisfies AdminStatus));
  server.listen(data.port, data.host, () => {
    const address = server.address();
    port.postMessage({
      type: 'listening',
      port: typeof address === 'object' && address ? address.port : data.port,
    } satisfies AdminStatus);
    // First snapshots, so even the first probe of a busy process has something to answer with.
    void ask('readiness');
    void ask('metrics');
  });
}

if (parentPort) {
  try {
    setPriority(0, ADMIN_NICE);
  } catch {
    // not permitted: normal priority
  }
  startAdminWorker(workerData as AdminWorkerData, parentPort);
}
