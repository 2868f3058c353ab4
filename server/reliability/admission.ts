/**
 * Admission control for expensive page work (upstream calls and renders; decision 050): at most
 * `maxConcurrent` requests hold a slot, at most `maxQueue` wait for one (first come, first
 * served), none waits longer than `queueTimeoutMs`. Past those bounds, or while the event loop
 * is late by more than `maxLoopDelayMs`, a request is refused at once so the process answers a
 * cheap 503 instead of collapsing. A waiter whose client went away leaves the queue.
 */

export type ShedReason = 'queue_full' | 'queue_timeout' | 'event_loop';

export type AdmissionResult = { admitted: true } | { admitted: false; reason: ShedReason | 'gone' };

/** What admission needs of "the reader left": an AbortSignal, or a LazyAbort that makes one only for a wait in the queue. */
export interface AbortWatch {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export interface Admission {
  /** Waits for a slot; when admitted, the caller must call `release()` exactly once. */
  acquire(signal: AbortWatch): Promise<AdmissionResult>;
  release(): void;
  /** The loop is late by more than twice the shedding threshold: refuse page work at the door. */
  severelyLate(): boolean;
  readonly active: number;
  readonly queued: number;
}

export interface AdmissionOptions {
  maxConcurrent: number;
  maxQueue: number;
  queueTimeoutMs: number;
  /** 0 turns the event-loop check off. */
  maxLoopDelayMs: number;
  /** Current event-loop delay in ms (server/reliability/loopDelay.ts). */
  loopDelayMs: () => number;
}

interface Waiter {
  resolve(result: AdmissionResult): void;
  done: boolean;
}

const ADMITTED: AdmissionResult = { admitted: true };

export function createAdmission(options: AdmissionOptions): Admission {
  const { maxConcurrent, maxQueue, queueTimeoutMs, maxLoopDelayMs, loopDelayMs } = options;
  const queue: Waiter[] = [];
  let active = 0;
  let waiting = 0;

  function next(): void {
    while (active < maxConcurrent && queue.length > 0) {
      const waiter = queue.shift()!;
      if (waiter.done) continue;
      waiter.done = true;
      waiting--;
      active++;
      waiter.resolve(ADMITTED);
    }
  }

  return {
    acquire(signal) {
      if (signal.aborted) return Promise.resolve({ admitted: false, reason: 'gone' });
      // CPU overload shows as a late loop, not as busy slots: renders finish, requests wait unread.
      if (maxLoopDelayMs > 0 && loopDelayMs() > maxLoopDelayMs) return Promise.resolve({ admitted: false, reason: 'event_loop' });
      if (active < maxConcurrent && waiting === 0) {
        active++;
        return Promise.resolve(ADMITTED);
      }
      if (waiting >= maxQueue) return Promise.resolve({ admitted: false, reason: 'queue_full' });
      return new Promise<AdmissionResult>((resolve) => {
        const waiter: Waiter = { resolve: finish, done: false };
        const timer = setTimeout(() => leave('queue_timeout'), queueTimeoutMs);
        const onAbort = () => leave('gone');
        signal.addEventListener('abort', onAbort, { once: true });
        function finish(result: AdmissionResult): void {
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          resolve(result);
        }
        function leave(reason: ShedReason | 'gone'): void {
          if (waiter.done) return;
          waiter.done = true;
          waiting--;
          finish({ admitted: false, reason });
        }
        waiting++;
        // Waiters that left stay in the array until reached; drop them before it grows past the bound.
        if (queue.length > 2 * maxQueue + 16) queue.splice(0, queue.length, ...queue.filter((w) => !w.done));
        queue.push(waiter);
      });
    },
    release() {
      if (active > 0) active--;
      next();
    },
    severelyLate: () => maxLoopDelayMs > 0 && loopDelayMs() > 2 * maxLoopDelayMs,
    get active() {
      return active;
    },
    get queued() {
      return waiting;
    },
  };
}
