/**
 * What the main thread and the admin thread share (decision 055): one SharedArrayBuffer with the
 * main loop's heartbeat (monotonic nanoseconds, written every few tens of milliseconds by a
 * timer on the main loop) and the draining flag, and the messages they exchange. Types and
 * tiny helpers only: the admin thread's bundle must not pull in the page stack.
 */
import type { ReadinessReport } from './readiness';

/** Bytes of the shared buffer: heartbeat (BigInt64 at 0), draining flag (Int32 at 8). */
export const ADMIN_SHARED_BYTES = 16;

export interface AdminWorkerData {
  host: string;
  port: number;
  shared: SharedArrayBuffer;
  /** Liveness fails once the main loop has not run its heartbeat for this long. */
  stallMs: number;
  /** How long the admin thread waits for the main thread's fresh readiness or metrics. */
  freshWaitMs: number;
  /** A metrics snapshot older than this is not served: the scrape fails (503) instead. */
  maxSnapshotAgeMs: number;
}

export type AdminAsk = { type: 'ask'; id: number; what: 'readiness' | 'metrics' };
export type AdminAnswer =
  | { type: 'answer'; id: number; what: 'readiness'; report: ReadinessReport }
  | { type: 'answer'; id: number; what: 'metrics'; text: string; contentType: string };
export type AdminStatus = { type: 'listening'; port: number } | { type: 'failed'; message: string };

export interface SharedViews {
  heartbeat: BigInt64Array;
  flags: Int32Array;
}

export function sharedViews(shared: SharedArrayBuffer): SharedViews {
  return { heartbeat: new BigInt64Array(shared, 0, 1), flags: new Int32Array(shared, 8, 1) };
}

/** Monotonic now in nanoseconds: the same clock in every thread of the process. */
export const monotonicNs = (): bigint => process.hrtime.bigint();

/** Milliseconds since the main loop last beat. */
export function heartbeatAgeMs(views: SharedViews, now = monotonicNs()): number {
  return Number(now - Atomics.load(views.heartbeat, 0)) / 1e6;
}

/**
 * A metrics text whose samples were taken at `takenAtMs` (wall clock), each sample stamped with
 * that time, so a scrape that carries an old snapshot does not pass it off as current. The
 * Prometheus text format counts timestamps in milliseconds, OpenMetrics in seconds.
 */
export function stampSamples(text: string, takenAtMs: number, contentType: string): string {
  const stamp = contentType.includes('openmetrics') ? ` ${(takenAtMs / 1000).toFixed(3)}` : ` ${Math.round(takenAtMs)}`;
  return text.replace(/^([^#\n].*)$/gm, `$1${stamp}`);
}
