/**
 * Redis as the fleet's shared memory (decision 080): one connection for commands, one for the
 * purge channel. Redis is an optimisation, never a dependency of a page: every command runs
 * within REDIS_TIMEOUT_MS (default 20 ms); a command that fails or is late answers `undefined`,
 * is counted (`neutron_redis_skipped_total{reason}`) and logged at most once a second, and
 * Redis is then skipped for SKIP_AFTER_FAILURE_MS so a sick Redis costs a page nothing.
 */
import { Redis } from 'ioredis';
import type { Logger } from '../ops/logger';
import type { Registry } from '../ops/metrics';

/** After a failed or late command, Redis is left alone this long. */
export const SKIP_AFTER_FAILURE_MS = 1000;
/** Work no page waits for (purges) may take this long. */
export const PATIENT_TIMEOUT_MS = 2000;
/** Warnings about Redis are written at most this often (per reason). */
const LOG_EVERY_MS = 1000;

export type SkipReason = 'timeout' | 'error' | 'down';

export interface FleetRedis {
  /** `command`'s answer, or undefined when Redis is down, late or being skipped (counted). */
  run<T>(command: (redis: Redis) => Promise<T>): Promise<T | undefined>;
  /**
   * The same for work no page waits for (purges): not skipped after a failure elsewhere, and
   * given PATIENT_TIMEOUT_MS; a failure does not make pages skip Redis.
   */
  runPatiently<T>(command: (redis: Redis) => Promise<T>): Promise<T | undefined>;
  /** Calls `onMessage` with each message on `channel` (resubscribes after reconnects). */
  subscribe(channel: string, onMessage: (message: string) => void): void;
  close(): Promise<void>;
}

export interface FleetRedisOptions {
  url: string;
  timeoutMs: number;
  registry: Registry;
  logger: Logger;
}

export function createFleetRedis({ url, timeoutMs, registry, logger }: FleetRedisOptions): FleetRedis {
  const skipped = registry.counter({
    name: 'neutron_redis_skipped_total',
    help: 'Redis commands not made or abandoned (Redis down, late or being skipped); the page went on without Redis.',
    labelNames: ['reason'],
  });
  const lastLog: Record<string, number> = {};
  const warn = (reason: string, fields: Record<string, unknown>) => {
    const at = performance.now();
    if ((lastLog[reason] ?? Number.NEGATIVE_INFINITY) + LOG_EVERY_MS > at) return;
    lastLog[reason] = at;
    logger.warn('redis skipped; serving without the shared cache', { reason, ...fields });
  };
  const common = {
    connectTimeout: 1000,
    // Reconnect forever, never faster than every 100 ms nor slower than every 2 s.
    retryStrategy: (times: number) => Math.min(100 * times, 2000),
    lazyConnect: false,
  };
  // No offline queue and no retries: while disconnected a command fails at once.
  // The client's own command timeout only bounds what is kept pending; the page's budget is `run`'s race.
  const redis = new Redis(url, {
    ...common,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: Math.max(1000, 10 * timeoutMs),
  });
  const subscriber = new Redis(url, {
    ...common,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    autoResubscribe: true,
  });
  const patientClient = new Redis(url, {
    ...common,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: PATIENT_TIMEOUT_MS,
  });
  patientClient.on('error', (error: Error) => warn('error', { err: error.message }));
  redis.on('error', (error: Error) => warn('error', { err: error.message }));
  subscriber.on('error', (error: Error) => warn('subscriber', { err: error.message }));
  let skipUntil = 0;

  async function run<T>(command: (client: Redis) => Promise<T>, patient = false): Promise<T | undefined> {
    const client = patient ? patientClient : redis;
    if ((!patient && performance.now() < skipUntil) || client.status !== 'ready') {
      skipped.labels('down').inc();
      return undefined;
    }
    const limitMs = patient ? PATIENT_TIMEOUT_MS : timeoutMs;
    let timer: NodeJS.Timeout | undefined;
    // When the timer fires, an answer may already sit unread in the socket (the event loop was busy
    // rendering): setImmediate runs after the loop's I/O phase, so such an answer still wins.
    const late = new Promise<'late'>(
      (resolve) => (timer = setTimeout(() => setImmediate(() => resolve('late')), limitMs)),
    );
    try {
      // A patient command has a connection of its own, with a longer command timeout.
      const answer = await Promise.race([command(client), late]);
      if (answer !== 'late') return answer;
      if (!patient) skipUntil = performance.now() + SKIP_AFTER_FAILURE_MS;
      skipped.labels('timeout').inc();
      warn('timeout', { timeoutMs: limitMs });
      return undefined;
    } catch (error) {
      if (!patient) skipUntil = performance.now() + SKIP_AFTER_FAILURE_MS;
      const reason: SkipReason = error instanceof Error && /timed out/i.test(error.message) ? 'timeout' : 'error';
      skipped.labels(reason).inc();
      warn(reason, { err: error instanceof Error ? error.message : String(error) });
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  const handlers = new Map<string, (message: string) => void>();
  subscriber.on('message', (channel: string, message: string) => handlers.get(channel)?.(message));

  return {
    run: (command) => run(command, false),
    runPatiently: (command) => run(command, true),
    subscribe(channel, onMessage) {
      handlers.set(channel, onMessage);
      subscriber
        .subscribe(channel)
        .catch((error: unknown) =>
          warn('subscribe', { channel, err: error instanceof Error ? error.message : String(error) }),
        );
    },
    async close() {
      redis.disconnect();
      patientClient.disconnect();
      subscriber.disconnect();
    },
  };
}
