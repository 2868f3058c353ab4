import type { Server } from 'node:http';
import type { Logger } from './logger';
import type { Readiness } from './readiness';

/**
 * Graceful shutdown on SIGTERM/SIGINT: report not ready, stop accepting connections, let
 * in-flight responses finish for at most SHUTDOWN_TIMEOUT_MS, then cut what remains, run the
 * cleanups (upstream pool, metrics monitor...) and exit. A second signal exits at once.
 */

export interface ShutdownOptions {
  server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>;
  logger: Logger;
  timeoutMs: number;
  readiness?: Pick<Readiness, 'setDraining'>;
  /** Time between reporting not-ready and closing the listener, so a load balancer notices. */
  drainDelayMs?: number;
  /** Run after the server has closed, in order; failures are logged. */
  cleanup?: Array<() => unknown>;
  exit?: (code: number) => void;
}

const IDLE_SWEEP_MS = 100;
const CLEANUP_TIMEOUT_MS = 2000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Returns `shutdown(reason)`; the first call drains and exits, later calls exit(1) at once. */
export function createShutdown(options: ShutdownOptions): (reason: string) => Promise<void> {
  const { server, logger, timeoutMs, readiness, drainDelayMs = 0, cleanup = [], exit = (code: number) => process.exit(code) } = options;
  let started = false;

  return async function shutdown(reason: string): Promise<void> {
    if (started) {
      logger.warn('second shutdown signal; exiting now', { reason });
      exit(1);
      return;
    }
    started = true;
    const began = performance.now();
    logger.info('shutting down', { reason, timeoutMs });
    readiness?.setDraining();
    if (drainDelayMs > 0) await sleep(drainDelayMs);

    const closed = new Promise<boolean>((resolve) => server.close(() => resolve(true)));
    // Keep-alive sockets become idle as their responses finish; close them as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const clean = await Promise.race([closed, timedOut]);
    clearInterval(sweep);
    clearTimeout(timer);
    if (!clean) {
      logger.warn('shutdown timeout reached; closing remaining connections', { timeoutMs });
      server.closeAllConnections();
    }

    for (const step of cleanup) {
      try {
        await Promise.race([Promise.resolve().then(step), sleep(CLEANUP_TIMEOUT_MS)]);
      } catch (error) {
        logger.error('cleanup failed during shutdown', { err: error });
      }
    }
    logger.info('shut down', { durationMs: Math.round(performance.now() - began), clean });
    exit(clean ? 0 : 1);
  };
}

/** Wires `createShutdown` to SIGTERM and SIGINT; returns a function that unhooks it. */
export function installShutdown(options: ShutdownOptions): () => void {
  const shutdown = createShutdown(options);
  const onTerm = () => void shutdown('SIGTERM');
  const onInt = () => void shutdown('SIGINT');
  process.on('SIGTERM', onTerm);
  process.on('SIGINT', onInt);
  return () => {
    process.off('SIGTERM', onTerm);
    process.off('SIGINT', onInt);
  };
}
