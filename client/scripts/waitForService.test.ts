import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WAIT_FOR_SERVICE_ATTEMPTS, WAIT_FOR_SERVICE_INTERVAL_MS } from '../../shared/scripts/constants';
import { waitForService } from './waitForService';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A check that finds the service on poll `readyOn` (1-based), or never. */
function service(readyOn: number | undefined) {
  let polls = 0;
  const check = vi.fn(() => {
    polls += 1;
    return readyOn !== undefined && polls >= readyOn ? { name: 'googletag' } : undefined;
  });
  return check;
}

describe('wait for service (001 §8)', () => {
  it('polls every 500 ms up to 30 times', () => {
    expect(WAIT_FOR_SERVICE_INTERVAL_MS).toBe(500);
    expect(WAIT_FOR_SERVICE_ATTEMPTS).toBe(30);
  });

  const rows: Array<[name: string, readyOn: number, resolvedAtMs: number]> = [
    ['already there: the first poll, at once', 1, 0],
    ['second poll, after 500 ms', 2, 500],
    ['tenth poll, after 4500 ms', 10, 4_500],
    ['the 30th and last poll, after 14 500 ms', 30, 14_500],
  ];
  it.each(rows)('%s', async (_name, readyOn, resolvedAtMs) => {
    const check = service(readyOn);
    const start = Date.now();
    let resolvedAt: number | undefined;
    const waiting = waitForService(check).then((value) => {
      resolvedAt = Date.now() - start;
      return value;
    });
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(waiting).resolves.toEqual({ name: 'googletag' });
    expect(resolvedAt).toBe(resolvedAtMs);
    expect(check).toHaveBeenCalledTimes(readyOn);
  });

  it('rejects after 30 polls and then stops polling', async () => {
    const check = service(undefined);
    const waiting = waitForService(check);
    const outcome = expect(waiting).rejects.toThrow('Service not available after 30 attempts.');
    await vi.advanceTimersByTimeAsync(14_499);
    expect(check).toHaveBeenCalledTimes(29);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(check).toHaveBeenCalledTimes(30);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(30);
  });

  it('a check that throws counts as not there yet', async () => {
    let polls = 0;
    const waiting = waitForService(() => {
      polls += 1;
      if (polls < 3) throw new Error('not yet');
      return 'ready';
    });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(waiting).resolves.toBe('ready');
  });

  it('false and null are not a service; 0 and empty string are', async () => {
    const values: unknown[] = [false, null, 0];
    const waiting = waitForService(() => values.shift());
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(waiting).resolves.toBe(0);
  });

  it('takes injected timers, interval and attempts', async () => {
    const delays: number[] = [];
    const timers = {
      setTimeout: (callback: () => void, ms: number) => {
        delays.push(ms);
        queueMicrotask(callback);
        return delays.length;
      },
      clearTimeout: () => undefined,
    };
    await expect(waitForService(() => undefined, { interval: 100, attempts: 3, timers })).rejects.toThrow(
      'Service not available after 3 attempts.',
    );
    expect(delays).toEqual([100, 100]);
  });

  it('an abort rejects at once and stops polling', async () => {
    const check = service(undefined);
    const controller = new AbortController();
    const waiting = waitForService(check, { signal: controller.signal });
    const outcome = expect(waiting).rejects.toThrow('left the page');
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort(new Error('left the page'));
    await outcome;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('an already aborted signal never polls', async () => {
    const check = service(1);
    await expect(waitForService(check, { signal: AbortSignal.abort(new Error('gone')) })).rejects.toThrow('gone');
    expect(check).not.toHaveBeenCalled();
  });
});
