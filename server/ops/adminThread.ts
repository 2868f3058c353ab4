/**
 * The main thread's side of the admin listener (ADMIN_PORT; decision 055): starts the admin
 * thread (server/ops/adminWorker.ts), beats the heartbeat it reads, and answers its questions
 * (readiness report, metrics text) whenever this loop gets to them. Nothing here waits: a busy
 * loop answers late and the admin thread serves its last snapshot meanwhile.
 */
import { Worker } from 'node:worker_threads';
import type { AdminAnswer, AdminAsk, AdminStatus, AdminWorkerData } from './adminShared';
import { ADMIN_SHARED_BYTES, monotonicNs, sharedViews } from './adminShared';
import type { Logger } from './logger';
import type { ReadinessReport } from './readiness';

/** How often the main loop beats: the liveness threshold is seconds, so 50 ms costs nothing. */
const HEARTBEAT_MS = 50;
/** How long a probe or scrape waits for the main thread before the last snapshot is served. */
export const FRESH_WAIT_MS = 25;
/**
 * The oldest metrics snapshot a scrape may carry (a stale one is served with each sample's own
 * timestamp); past it the scrape fails, so Prometheus's `up` says what a stuck process is.
 */
export const MAX_SNAPSHOT_AGE_MS = 30_000;

export interface AdminThreadOptions {
  host: string;
  port: number;
  /** The admin thread's entry: dist/server/adminWorker.cjs in a build. */
  workerFile: string;
  /** Liveness fails once the main loop has been stuck this long (LIVENESS_STALL_MS). */
  stallMs: number;
  /** Default MAX_SNAPSHOT_AGE_MS. */
  maxSnapshotAgeMs?: number;
  readiness: () => Promise<ReadinessReport>;
  metrics: { render(): string | Promise<string>; contentType: string };
  logger: Pick<Logger, 'error'>;
}

export interface AdminThread {
  port: number;
  /** Readiness 503 from now on, whatever the main loop is doing (SIGTERM). */
  setDraining(): void;
  close(): Promise<void>;
}

export async function startAdminThread(options: AdminThreadOptions): Promise<AdminThread> {
  const shared = new SharedArrayBuffer(ADMIN_SHARED_BYTES);
  const views = sharedViews(shared);
  const beat = () => Atomics.store(views.heartbeat, 0, monotonicNs());
  beat();
  const heartbeat = setInterval(beat, HEARTBEAT_MS);
  heartbeat.unref();

  const data: AdminWorkerData = {
    host: options.host,
    port: options.port,
    shared,
    stallMs: options.stallMs,
    freshWaitMs: FRESH_WAIT_MS,
    maxSnapshotAgeMs: options.maxSnapshotAgeMs ?? MAX_SNAPSHOT_AGE_MS,
  };
  // A small heap of its own: the thread holds one metrics text and one report at a time.
  const worker = new Worker(options.workerFile, {
    workerData: data,
    resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
  });
  let closing = false;

  const answer = async (ask: AdminAsk): Promise<AdminAnswer> =>
    ask.what === 'readiness'
      ? { type: 'answer', id: ask.id, what: 'readiness', report: await options.readiness() }
      : {
          type: 'answer',
          id: ask.id,
          what: 'metrics',
          text: await options.metrics.render(),
          contentType: options.metrics.contentType,
        };

  const port = await new Promise<number>((resolve, reject) => {
    worker.on('message', (message: AdminAsk | AdminStatus) => {
      if (message.type === 'listening') resolve(message.port);
      else if (message.type === 'failed')
        reject(new Error(`admin listener on port ${options.port}: ${message.message}`));
      else
        answer(message).then(
          (reply) => worker.postMessage(reply),
          (error: unknown) => options.logger.error('admin answer failed', { err: error }),
        );
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      reject(new Error(`admin thread exited with code ${code} before listening`));
      // Probes then fail and the supervisor restarts the process: say why.
      if (!closing)
        options.logger.error('admin thread stopped; /healthz, /readyz and /metrics on ADMIN_PORT no longer answer', {
          code,
        });
    });
  }).catch(async (error: unknown) => {
    closing = true;
    clearInterval(heartbeat);
    await worker.terminate();
    throw error;
  });
  worker.on('error', (error) => options.logger.error('admin thread failed', { err: error }));
  worker.unref();

  return {
    port,
    setDraining: () => Atomics.store(views.flags, 0, 1),
    close: async () => {
      closing = true;
      clearInterval(heartbeat);
      await worker.terminate();
    },
  };
}
