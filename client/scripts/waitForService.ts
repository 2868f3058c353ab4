import { WAIT_FOR_SERVICE_ATTEMPTS, WAIT_FOR_SERVICE_INTERVAL_MS } from '../../shared/scripts/constants';
import { serviceUnavailableMessage } from './messages';

/**
 * The wait-for-service helper (spec 001 §8: "polls every 500 ms up to 30 times, then rejects").
 * `check` returns the service once it is there (anything but undefined, null or false). The
 * first poll runs at once and the next ones every `interval` ms, so the 30th and last runs
 * 14 500 ms after the call (decision 017). A check that throws counts as "not there yet". An
 * aborted signal rejects at once with its reason and stops polling. Timers are injectable so
 * tests and either runtime can drive them.
 */
export interface WaitTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface WaitForServiceOptions {
  interval?: number;
  attempts?: number;
  timers?: WaitTimers;
  signal?: AbortSignal;
}

type Found<T> = Exclude<T, undefined | null | false>;

function defaultTimers(): WaitTimers {
  return {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
  };
}

function probe<T>(check: () => T): Found<T> | undefined {
  try {
    const value = check();
    return value === undefined || value === null || value === false ? undefined : (value as Found<T>);
  } catch {
    return undefined;
  }
}

export function waitForService<T>(check: () => T, options: WaitForServiceOptions = {}): Promise<Found<T>> {
  const interval = Math.max(0, options.interval ?? WAIT_FOR_SERVICE_INTERVAL_MS);
  const attempts = Math.max(1, Math.floor(options.attempts ?? WAIT_FOR_SERVICE_ATTEMPTS));
  const timers = options.timers ?? defaultTimers();
  const { signal } = options;

  return new Promise<Found<T>>((resolve, reject) => {
    let handle: unknown;
    let done = false;
    const finish = () => {
      done = true;
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      if (done) return;
      finish();
      timers.clearTimeout(handle);
      reject(signal?.reason);
    };
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    signal?.addEventListener('abort', onAbort);

    const poll = (attempt: number) => {
      if (done) return;
      const found = probe(check);
      if (found !== undefined) {
        finish();
        resolve(found);
      } else if (attempt >= attempts) {
        finish();
        reject(new Error(serviceUnavailableMessage(attempts)));
      } else {
        handle = timers.setTimeout(() => poll(attempt + 1), interval);
      }
    };
    poll(1);
  });
}
