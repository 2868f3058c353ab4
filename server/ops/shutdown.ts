import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Connections } from '../http/connections';
import type { Logger } from './logger';
import type { Readiness } from './readiness';

/**
 * Graceful shutdown with no reset (decisions 051, 104). On SIGTERM: `/readyz` turns 503; the
 * listener keeps accepting for `drainDelayMs`, so the load balancer notices and stops sending
 * before anything is refused; then the listener stops and only then does every answer carry
 * `Connection: close` (told earlier, clients reconnect into the backlog the closing listener
 * resets); in-flight and already-sent requests finish (each connection closes after its
 * response), connections left idle are closed, and after at most `timeoutMs` what remains is cut. Then the cleanups (upstream pool, metrics
 * monitor...) and exit. A second signal exits at once.
 */

export interface ShutdownOptions {
  server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>;
  /**
   * The listener's connections (server/http/connections.ts): idle ones are closed with a FIN and
   * a lingering read instead of `closeIdleConnections`' destroy (decision 104).
   */
  connections?: Pick<Connections, 'closeIdle' | 'closeAfterAnswers'>;
  logger: Logger;
  timeoutMs: number;
  readiness?: Pick<Readiness, 'setDraining'>;
  /** Time between reporting not-ready and closing the listener, so a load balancer notices. */
  drainDelayMs?: number;
  /** Run after the server has closed, in order; failures are logged. */
  cleanup?: Array<() => unknown>;
  exit?: (code: number) => void;
}

export interface ShutdownRequest {
  /** Wait `drainDelayMs` before closing the listener. Default true (SIGINT at a terminal: false). */
  drain?: boolean;
  /** Exit with this code even after a clean drain (a crash: the supervisor restarts the process). */
  exitCode?: number;
  /** Whether a call made while already shutting down exits at once (a second signal). Default true. */
  repeatExits?: boolean;
}

/** Connections left idle after the listener stopped: closed on this sweep. */
const IDLE_SWEEP_MS = 100;
/**
 * ...once no request has been seen on them for this long: a client that keeps a connection busy
 * gets `Connection: close` on its next answer instead of a close racing its next request.
 */
const IDLE_QUIET_MS = 1000;
const CLEANUP_TIMEOUT_MS = 2000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Stops listening without touching open connections. `http.Server#close` would also close every
 * idle keep-alive connection at once — including one whose next request is already on the wire
 * but not yet read, which the client then sees reset.
 */
function stopListening(server: ShutdownOptions['server']): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    if (server instanceof NetServer) NetServer.prototype.close.call(server, done);
    else server.close(done);
  });
}

/** Returns `shutdown(reason)`; the first call drains and exits, later calls exit(1) at once. */
export function createShutdown(options: ShutdownOptions): (reason: string, request?: ShutdownRequest) => Promise<void> {
  const {
    server,
    connections,
    logger,
    timeoutMs,
    readiness,
    drainDelayMs = 0,
    cleanup = [],
    exit = (code: number) => process.exit(code),
  } = options;
  const closeIdle = connections ? () => connections.closeIdle(IDLE_QUIET_MS) : () => server.closeIdleConnections();
  let started = false;

  return async function shutdown(
    reason: string,
    { drain = true, exitCode = 0, repeatExits = true }: ShutdownRequest = {},
  ): Promise<void> {
    if (started) {
      if (!repeatExits) {
        logger.warn('already shutting down', { reason });
        return;
      }
      logger.warn('second shutdown signal; exiting now', { reason });
      exit(1);
      return;
    }
    started = true;
    const began = performance.now();
    const delay = drain ? drainDelayMs : 0;
    logger.info('shutting down', { reason, drainDelayMs: delay, timeoutMs });
    readiness?.setDraining();
    if (delay > 0) await sleep(delay);

    const closed = stopListening(server).then(() => true);
    // Only now (decision 104): told earlier, a client reconnects at once — to this listener, whose
    // backlog the kernel resets when it closes.
    connections?.closeAfterAnswers();
    logger.info('listener closed; finishing in-flight requests', { reason });
    // Connections answer with `Connection: close` by now; those left idle are closed as they become so.
    const sweep = setInterval(closeIdle, IDLE_SWEEP_MS);
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
    exit(clean ? exitCode : Math.max(1, exitCode));
  };
}

/**
 * Wires shutdown to the process: SIGTERM drains, SIGINT (a terminal) skips the drain delay, and
 * an uncaught exception or unhandled rejection is logged and drains to a non-zero exit — the
 * process is in an unknown state, so it stops taking traffic and the supervisor restarts it.
 */
export function installShutdown(
  shutdown: (reason: string, request?: ShutdownRequest) => Promise<void>,
  logger: Logger,
  target: Pick<NodeJS.EventEmitter, 'on'> = process,
): void {
  target.on('SIGTERM', () => void shutdown('SIGTERM'));
  target.on('SIGINT', () => void shutdown('SIGINT', { drain: false }));
  target.on('uncaughtException', (error: unknown) => {
    logger.error('uncaught exception; draining and exiting', {
      err: error instanceof Error ? error.stack : String(error),
    });
    void shutdown('uncaughtException', { exitCode: 1, repeatExits: false });
  });
  target.on('unhandledRejection', (reason: unknown) => {
    logger.error('unhandled rejection; draining and exiting', {
      err: reason instanceof Error ? reason.stack : String(reason),
    });
    void shutdown('unhandledRejection', { exitCode: 1, repeatExits: false });
  });
}
