/**
 * One upstream load that several requests wait for (the content cache's in-flight
 * de-duplication). It runs in a scope of its own, so one reader going away does not cancel the
 * answer the others wait for; it is cancelled only when every request waiting for it has gone.
 * A waiter without a request (a background refresh) keeps it alive to the end.
 */
import { runInScope, ShedError } from './requestScope';
import type { RequestScope } from './requestScope';

export interface SharedCall<T> {
  /** The load's own outcome (for bookkeeping; callers wait with `join`). */
  readonly done: Promise<T>;
  /** Waits for the outcome; rejects with ShedError('gone') as soon as `signal` aborts. */
  join(signal: AbortSignal | undefined): Promise<T>;
}

const ADMITTED = Promise.resolve();

/**
 * `deadline`: the page deadline of the request that starts the load (its calls keep to it).
 * `background`: a refresh nobody waits for; its calls use the background share of the upstream
 * connections (decision 058).
 */
export function startSharedCall<T>(load: () => Promise<T>, deadline?: number, background = false): SharedCall<T> {
  const controller = new AbortController();
  const scope: RequestScope = { signal: controller.signal, deadline, background, admit: () => ADMITTED };
  let waiting = 0;
  let pinned = false;
  const done = runInScope(scope, load);
  done.catch(() => {}); // waiters see the error; the bookkeeping promise must not be "unhandled"

  return {
    done,
    join(signal) {
      if (!signal) {
        pinned = true;
        return done;
      }
      if (signal.aborted) return Promise.reject(new ShedError('gone'));
      waiting++;
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => {
          waiting--;
          if (waiting === 0 && !pinned) controller.abort();
          reject(new ShedError('gone'));
        };
        signal.addEventListener('abort', onAbort, { once: true });
        done.then(
          (value) => {
            signal.removeEventListener('abort', onAbort);
            resolve(value);
          },
          (error: unknown) => {
            signal.removeEventListener('abort', onAbort);
            reject(error);
          },
        );
      });
    },
  };
}
