/**
 * The request a piece of server work is done for, found through AsyncLocalStorage so the
 * content client deep below a page (or inside its RSC render) can see it without a parameter
 * through every call (decision 050):
 *  - `signal` aborts when the client goes away before its response ends: upstream calls made
 *    for it are cancelled, a render not yet begun is skipped;
 *  - `admit()` takes the request's render slot when its render starts, so a page served
 *    entirely from the caches never waits and is still served while the process sheds load. It
 *    throws ShedError when refused. Waiting on the content API needs no render slot: its calls
 *    have bounded slots of their own (server/content/http.ts; decision 058).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { ContentError } from '../content/errors';
import type { AbortWatch, Admission, ShedReason } from './admission';

/** Refused for overload (or the reader left): wherever it ends a request, the answer is a 503. */
export class ShedError extends ContentError {
  override readonly name = 'ShedError';
  readonly status = 503;
  constructor(readonly reason: ShedReason | 'gone' | 'over_budget') {
    super(reason === 'gone' ? 'client went away' : `shed: ${reason}`);
  }
}

/**
 * Refused because the client spent its budget of requests that bypass the caches (not-found
 * paths, query variants; decision 106): the answer is a 429 with Retry-After.
 */
export class OverBudgetError extends ShedError {
  constructor(readonly retryAfterSeconds: number) {
    super('over_budget');
  }
}

export interface RequestScope {
  readonly signal: AbortSignal;
  /** The page deadline (performance.now() milliseconds): no upstream call made for it runs past it (decision 054). */
  readonly deadline?: number;
  /**
   * Resolves once this request holds a render slot; throws ShedError when refused, also when its
   * queue delay (time not spent waiting for the content API) passes the target (decision 106).
   */
  admit(): Promise<void>;
  /**
   * Upstream work is about to start for this request: throws ShedError('event_loop') while the
   * loop is late, the first time only. A request that began is not refused for the loop later
   * (its render slot is still bounded), so a burst is not shed half way through (decision 058).
   */
  beginWork?(): void;
  /**
   * Waits for `wait` (an upstream answer) without holding the render slot: a render that needs
   * more content gives its slot back meanwhile and takes it again, without queueing, when the
   * answer is in (decision 058); the time it waits does not count as queue delay (decision 106).
   * Absent: nothing to give back.
   */
  waitOnNetwork?<T>(wait: Promise<T>): Promise<T>;
  /**
   * From now on `beginWork` throws `refusal` (a client past its budget starts no upstream work;
   * decision 106); undefined lifts it.
   */
  refuseWork?(refusal: ShedError | undefined): void;
  /** The scope of a background refresh: its calls use the background share of the upstream connections (decision 058). */
  readonly background?: boolean;
  /**
   * The content cache tells the request how long what it read stays fresh (performance.now()
   * milliseconds; 0 for anything stale or loaded). The replay index keeps an answer no longer
   * than that (decision 090).
   */
  noteFresh?(until: number): void;
  /** The earliest `noteFresh` so far; Infinity when nothing was read. */
  readonly freshUntil?: number;
}

const storage = new AsyncLocalStorage<RequestScope>();

export function currentScope(): RequestScope | undefined {
  return storage.getStore();
}

export function runInScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}

/** Runs `fn` outside any request (background refreshes that outlive the request that saw them). */
export function runDetached<T>(fn: () => T): T {
  return storage.exit(fn);
}

export interface OwnedScope extends RequestScope {
  /** The response has ended (or the client went away): give the slot back. Idempotent. */
  end(): void;
}

/**
 * "The reader left", made only when something asks for its signal: a page replayed from the
 * caches never does, and an AbortController with its signal is a measurable part of such a
 * request (decision 026). A signal asked for after `abort()` comes already aborted.
 */
export class LazyAbort implements AbortWatch {
  private controller: AbortController | undefined;
  private left = false;

  get signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      if (this.left) this.controller.abort();
    }
    return this.controller.signal;
  }

  /** Admission asks this first, and needs the signal only to wait in the queue. */
  get aborted(): boolean {
    return this.left;
  }

  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void {
    this.signal.addEventListener(type, listener, options);
  }

  removeEventListener(type: 'abort', listener: () => void): void {
    this.controller?.signal.removeEventListener(type, listener);
  }

  abort(): void {
    this.left = true;
    this.controller?.abort();
  }
}

/**
 * The scope of one incoming request; `onShed` counts refusals (metrics). `gone` may be a LazyAbort.
 * `arrived` (performance.now()) starts the request's queue delay (decision 106).
 */
export function createRequestScope(
  admission: Admission,
  gone: AbortSignal | LazyAbort,
  onShed?: (reason: ShedReason) => void,
  deadline?: number,
  arrived?: number,
): OwnedScope {
  return new IncomingScope(admission, gone, onShed, deadline, arrived);
}

/** A class, not a closure per method: one object per request, also on the warm path (decision 026). */
class IncomingScope implements OwnedScope {
  private admission$: Promise<void> | undefined;
  private holding = false;
  /** Network waits in progress during which the slot is given back (decision 058). */
  private lent = 0;
  private ended = false;
  private begun = false;
  /** Upstream answers being waited for, since when, and the time spent so far with at least one out (decision 106). */
  private networkWaits = 0;
  private networkSince = 0;
  private networkMs = 0;
  private refusal: ShedError | undefined;
  freshUntil = Infinity;

  constructor(
    private readonly admission: Admission,
    private readonly gone: AbortSignal | LazyAbort,
    private readonly onShed: ((reason: ShedReason) => void) | undefined,
    readonly deadline: number | undefined,
    private readonly arrived: number | undefined,
  ) {}

  /**
   * The request's queue delay (decision 106): its time since it arrived that was not spent
   * waiting for the content API — waits for the event loop and for a render slot. Undefined
   * when no target is set.
   */
  private queueDelay(now: number): number | undefined {
    if (this.arrived === undefined || this.admission.queueDelayTargetMs <= 0) return undefined;
    const network = this.networkWaits > 0 ? this.networkMs + (now - this.networkSince) : this.networkMs;
    return now - this.arrived - network;
  }

  get signal(): AbortSignal {
    return this.gone instanceof LazyAbort ? this.gone.signal : this.gone;
  }

  noteFresh(until: number): void {
    if (until < this.freshUntil) this.freshUntil = until;
  }

  refuseWork(refusal: ShedError | undefined): void {
    this.refusal = refusal;
  }

  beginWork(): void {
    if (this.refusal) throw this.refusal;
    if (this.begun) return;
    if (this.admission.late()) {
      this.onShed?.('event_loop');
      throw new ShedError('event_loop');
    }
    // Already late before its first upstream call (a loop slow to get to it): start nothing (decision 106).
    const delay = this.queueDelay(performance.now());
    if (delay !== undefined && delay > this.admission.queueDelayTargetMs) {
      this.onShed?.('queue_delay');
      throw new ShedError('queue_delay');
    }
    this.begun = true;
  }

  admit(): Promise<void> {
    this.admission$ ??= this.take();
    return this.admission$;
  }

  private async take(): Promise<void> {
    if (this.ended) throw new ShedError('gone');
    const delay = this.queueDelay(performance.now());
    const result = await this.admission.acquire(
      this.gone,
      this.begun,
      delay === undefined ? undefined : this.admission.queueDelayTargetMs - delay,
    );
    if (!result.admitted) {
      if (result.reason !== 'gone') this.onShed?.(result.reason);
      throw new ShedError(result.reason);
    }
    if (this.ended) {
      this.admission.release();
      throw new ShedError('gone');
    }
    // A slot that came free after the target passed (its timer not yet run on a busy loop) is refused too.
    const waited = delay === undefined ? undefined : this.queueDelay(performance.now())!;
    if (waited !== undefined && waited > this.admission.queueDelayTargetMs) {
      this.admission.release();
      this.onShed?.('queue_delay');
      throw new ShedError('queue_delay');
    }
    this.holding = true;
    if (waited !== undefined) this.admission.onQueueDelay?.(waited);
  }

  async waitOnNetwork<T>(wait: Promise<T>): Promise<T> {
    if (this.networkWaits++ === 0) this.networkSince = performance.now();
    const lending = this.holding && (this.lent > 0 || this.admission.lend());
    if (lending) this.lent++;
    try {
      return await wait;
    } finally {
      if (--this.networkWaits === 0) this.networkMs += performance.now() - this.networkSince;
      if (lending && --this.lent === 0 && this.holding) this.admission.reclaim();
    }
  }

  end(): void {
    this.ended = true;
    if (!this.holding) return;
    this.holding = false;
    if (this.lent === 0) this.admission.release();
  }
}
