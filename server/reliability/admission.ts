/**
 * Bounded slots with a bounded queue (decisions 050, 058), used twice: for renders (CPU work)
 * and for calls to the content API (network waits), so requests waiting on a dead upstream
 * never hold what a cached page needs to render. At most `maxConcurrent` holders, at most
 * `maxQueue` waiting for a slot (first come, first served), none waiting longer than
 * `queueTimeoutMs`. Past those bounds, or while the event loop is late by more than
 * `maxLoopDelayMs`, a request is refused at once so the process answers a cheap 503 instead of
 * collapsing. A waiter whose client went away leaves the queue.
 */

/**
 * `upstream_busy`: no content API connection came free within its queue's bounds (decision 058).
 * `queue_delay`: the request had already waited its queue-delay target (decision 106).
 */
export type ShedReason = 'queue_full' | 'queue_timeout' | 'event_loop' | 'upstream_busy' | 'queue_delay';

export type AdmissionResult = { admitted: true } | { admitted: false; reason: ShedReason | 'gone' };

/** What admission needs of "the reader left": an AbortSignal, or a LazyAbort that makes one only for a wait in the queue. */
export interface AbortWatch {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export interface Admission {
  /**
   * Waits for a slot; when admitted, the caller must call `release()` exactly once. `begun`: the
   * request already passed the event-loop check when its work began (`late()`), and is not
   * refused for the loop now, half way through. `budgetMs`: how much longer this request may
   * wait before it has waited its queue-delay target (decision 106); refused at once when none is
   * left, and its wait in the queue ends when it runs out (`queue_delay`).
   */
  acquire(signal: AbortWatch, begun?: boolean, budgetMs?: number): Promise<AdmissionResult>;
  /** The loop is late by more than the shedding threshold: start no new page work. */
  late(): boolean;
  release(): void;
  /**
   * Gives a held slot back while its render waits on the network, when fewer than
   * `maxConcurrent` slots are lent already (answers false, and keeps the slot, otherwise): at
   * most twice `maxConcurrent` renders are ever begun.
   */
  lend(): boolean;
  /**
   * Takes back a lent slot: at once, even past `maxConcurrent` (the render has begun; finishing
   * it is the best use of the CPU). Queued requests then wait until enough slots are released.
   */
  reclaim(): void;
  /** The loop is late by more than twice the shedding threshold: refuse page work at the door. */
  severelyLate(): boolean;
  readonly active: number;
  readonly queued: number;
  /** A request's queue delay past which it is refused (decision 106); 0: no such bound. */
  readonly queueDelayTargetMs: number;
  /** Told each admitted request's queue delay in ms (the metrics set it: server/ops/admissionMetrics.ts). */
  onQueueDelay?: (ms: number) => void;
}

export interface AdmissionOptions {
  maxConcurrent: number;
  maxQueue: number;
  queueTimeoutMs: number;
  /** 0 turns the event-loop check off. */
  maxLoopDelayMs: number;
  /** Current event-loop delay in ms (server/reliability/loopDelay.ts). */
  loopDelayMs: () => number;
  /** QUEUE_DELAY_TARGET_MS (decision 106); absent or 0: no bound beyond `queueTimeoutMs`. */
  queueDelayTargetMs?: number;
}

interface Waiter {
  resolve(result: AdmissionResult): void;
  done: boolean;
}

const ADMITTED: AdmissionResult = { admitted: true };

export function createAdmission(options: AdmissionOptions): Admission {
  const { maxConcurrent, maxQueue, queueTimeoutMs, maxLoopDelayMs, loopDelayMs, queueDelayTargetMs = 0 } = options;
  const queue: Waiter[] = [];
  let active = 0;
  let waiting = 0;
  let lent = 0;

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

  const late = () => maxLoopDelayMs > 0 && loopDelayMs() > maxLoopDelayMs;

  const admission: Admission = {
    acquire(signal, begun = false, budgetMs = Infinity) {
      if (signal.aborted) return Promise.resolve({ admitted: false, reason: 'gone' });
      // CPU overload shows as a late loop, not as busy slots: renders finish, requests wait unread.
      if (!begun && late()) return Promise.resolve({ admitted: false, reason: 'event_loop' });
      // Waited long enough already (decision 106): an answer now would come late; refuse it at once.
      if (budgetMs <= 0) return Promise.resolve({ admitted: false, reason: 'queue_delay' });
      if (active < maxConcurrent && waiting === 0) {
        active++;
        return Promise.resolve(ADMITTED);
      }
      if (waiting >= maxQueue) return Promise.resolve({ admitted: false, reason: 'queue_full' });
      return new Promise<AdmissionResult>((resolve) => {
        const waiter: Waiter = { resolve: finish, done: false };
        const timer =
          budgetMs < queueTimeoutMs
            ? setTimeout(() => leave('queue_delay'), budgetMs)
            : setTimeout(() => leave('queue_timeout'), queueTimeoutMs);
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
    lend() {
      if (lent >= maxConcurrent) return false;
      lent++;
      if (active > 0) active--;
      next();
      return true;
    },
    reclaim() {
      if (lent > 0) lent--;
      active++;
    },
    late,
    severelyLate: () => maxLoopDelayMs > 0 && loopDelayMs() > 2 * maxLoopDelayMs,
    get active() {
      return active;
    },
    get queued() {
      return waiting;
    },
    queueDelayTargetMs,
  };
  return admission;
}

/** The content API pool's connections, shared out (decision 058). */
export interface UpstreamSlots {
  /** Calls made for readers (pages, renders): at most the pool less the background share, a bounded queue. */
  readers: Admission;
  /** Background refreshes: a small share and no queue; a refused refresh is tried again later (the stale value is served meanwhile). */
  background: Admission;
}

export interface UpstreamShareLimits {
  upstreamBackgroundConnections: number;
  upstreamQueueSize: number;
  upstreamQueueTimeoutMs: number;
}

/**
 * Splits `connections` (the pool's size) so that readers' calls and background refreshes together
 * never need more than the pool holds: an admitted call never waits for a connection, and
 * refreshes cannot take the ones readers need. Each share has at least one.
 */
export function upstreamShares(connections: number, limits: UpstreamShareLimits): UpstreamSlots {
  const background = Math.max(1, Math.min(limits.upstreamBackgroundConnections, connections - 1));
  // The loop is checked once per request, when its work begins (the request scope), not per call.
  const noLoopCheck = { maxLoopDelayMs: 0, loopDelayMs: () => 0 };
  return {
    readers: createAdmission({
      maxConcurrent: Math.max(1, connections - background),
      maxQueue: limits.upstreamQueueSize,
      queueTimeoutMs: limits.upstreamQueueTimeoutMs,
      ...noLoopCheck,
    }),
    background: createAdmission({ maxConcurrent: background, maxQueue: 0, queueTimeoutMs: 1, ...noLoopCheck }),
  };
}
