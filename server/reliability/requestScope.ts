/**
 * The request a piece of server work is done for, found through AsyncLocalStorage so the
 * content client deep below a page (or inside its RSC render) can see it without a parameter
 * through every call (decision 050):
 *  - `signal` aborts when the client goes away before its response ends: upstream calls made
 *    for it are cancelled, a render not yet begun is skipped;
 *  - `admit()` takes the request's render slot the first time expensive work starts (an
 *    upstream call or a render), so a page served entirely from the caches never waits and is
 *    still served while the process sheds load. It throws ShedError when refused.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { ContentError } from '../content/errors';
import type { AbortWatch, Admission, ShedReason } from './admission';

/** Refused for overload (or the reader left): wherever it ends a request, the answer is a 503. */
export class ShedError extends ContentError {
  override readonly name = 'ShedError';
  readonly status = 503;
  constructor(readonly reason: ShedReason | 'gone') {
    super(reason === 'gone' ? 'client went away' : `shed: ${reason}`);
  }
}

export interface RequestScope {
  readonly signal: AbortSignal;
  /** The page deadline (performance.now() milliseconds): no upstream call made for it runs past it (decision 054). */
  readonly deadline?: number;
  /** Resolves once this request holds a render slot; throws ShedError when refused. */
  admit(): Promise<void>;
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

/** The scope of one incoming request; `onShed` counts refusals (metrics). `gone` may be a LazyAbort. */
export function createRequestScope(admission: Admission, gone: AbortSignal | LazyAbort, onShed?: (reason: ShedReason) => void, deadline?: number): OwnedScope {
  let admission$: Promise<void> | undefined;
  let holding = false;
  let ended = false;
  let freshUntil = Infinity;
  const signalOf = () => (gone instanceof LazyAbort ? gone.signal : gone);
  return {
    get signal() {
      return signalOf();
    },
    deadline,
    get freshUntil() {
      return freshUntil;
    },
    noteFresh(until) {
      if (until < freshUntil) freshUntil = until;
    },
    admit() {
      admission$ ??= (async () => {
        if (ended) throw new ShedError('gone');
        const result = await admission.acquire(gone);
        if (!result.admitted) {
          if (result.reason !== 'gone') onShed?.(result.reason);
          throw new ShedError(result.reason);
        }
        if (ended) {
          admission.release();
          throw new ShedError('gone');
        }
        holding = true;
      })();
      return admission$;
    },
    end() {
      ended = true;
      if (holding) {
        holding = false;
        admission.release();
      }
    },
  };
}
