import { describe, expect, it } from 'vitest';
import { createAdmission, upstreamShares } from './admission';

const options = { maxConcurrent: 2, maxQueue: 2, queueTimeoutMs: 60_000, maxLoopDelayMs: 100, loopDelayMs: () => 0 };
const never = () => new AbortController().signal;

describe('createAdmission', () => {
  it('admits up to the limit, queues up to the queue bound, refuses the rest at once', async () => {
    const admission = createAdmission(options);
    expect(await admission.acquire(never())).toEqual({ admitted: true });
    expect(await admission.acquire(never())).toEqual({ admitted: true });
    const third = admission.acquire(never());
    const fourth = admission.acquire(never());
    expect(admission.queued).toBe(2);
    expect(await admission.acquire(never())).toEqual({ admitted: false, reason: 'queue_full' });
    admission.release();
    expect(await third).toEqual({ admitted: true });
    admission.release();
    expect(await fourth).toEqual({ admitted: true });
    expect(admission.active).toBe(2);
    expect(admission.queued).toBe(0);
  });

  it('refuses when the event loop is late, and admits again once it keeps time', async () => {
    let delay = 250;
    const admission = createAdmission({ ...options, loopDelayMs: () => delay });
    expect(await admission.acquire(never())).toEqual({ admitted: false, reason: 'event_loop' });
    delay = 5;
    expect(await admission.acquire(never())).toEqual({ admitted: true });
  });

  it('refuses a request with no queue-delay budget left at once, and ends its wait in the queue when the budget runs out', async () => {
    const admission = createAdmission({ ...options, maxConcurrent: 1, queueDelayTargetMs: 1000 });
    expect(await admission.acquire(never(), false, 0)).toEqual({ admitted: false, reason: 'queue_delay' });
    expect(await admission.acquire(never(), false, 500)).toEqual({ admitted: true });
    // The slot is busy: this one may wait 20 ms more, far less than the queue's own 60 s.
    expect(await admission.acquire(never(), false, 20)).toEqual({ admitted: false, reason: 'queue_delay' });
    expect(admission.queued).toBe(0);
  });

  it('is severely late only past twice the threshold, and never with the check off', () => {
    let delay = 150;
    const admission = createAdmission({ ...options, loopDelayMs: () => delay });
    expect(admission.severelyLate()).toBe(false);
    delay = 201;
    expect(admission.severelyLate()).toBe(true);
    expect(createAdmission({ ...options, maxLoopDelayMs: 0, loopDelayMs: () => 10_000 }).severelyLate()).toBe(false);
  });

  it('gives up a queued request after the queue timeout', async () => {
    const admission = createAdmission({ ...options, maxConcurrent: 1, queueTimeoutMs: 20 });
    await admission.acquire(never());
    expect(await admission.acquire(never())).toEqual({ admitted: false, reason: 'queue_timeout' });
    expect(admission.queued).toBe(0);
  });

  it('drops a waiter whose client went away, and hands its turn to the next', async () => {
    const admission = createAdmission({ ...options, maxConcurrent: 1 });
    await admission.acquire(never());
    const leaving = new AbortController();
    const first = admission.acquire(leaving.signal);
    const second = admission.acquire(never());
    leaving.abort();
    expect(await first).toEqual({ admitted: false, reason: 'gone' });
    admission.release();
    expect(await second).toEqual({ admitted: true });
    expect(admission.active).toBe(1);
  });

  it('keeps its queue array bounded when waiters keep leaving', async () => {
    const admission = createAdmission({ ...options, maxConcurrent: 1, maxQueue: 1 });
    await admission.acquire(never());
    for (let i = 0; i < 100; i++) {
      const leaving = new AbortController();
      const waiting = admission.acquire(leaving.signal);
      leaving.abort();
      expect(await waiting).toEqual({ admitted: false, reason: 'gone' });
    }
    const last = admission.acquire(never());
    admission.release();
    expect(await last).toEqual({ admitted: true });
  });

  it('takes a lent slot back at once, even past the limit, and queued requests wait until enough are released', async () => {
    const admission = createAdmission({ ...options, maxConcurrent: 1 });
    await admission.acquire(never());
    expect(admission.lend()).toBe(true); // while its render waits on the network
    expect(await admission.acquire(never())).toEqual({ admitted: true });
    // No more lent slots than the limit: at most twice the limit of renders begun.
    expect(admission.lend()).toBe(false);
    expect(admission.active).toBe(1);
    admission.reclaim();
    expect(admission.active).toBe(2);
    const queued = admission.acquire(never());
    admission.release();
    expect(admission.queued).toBe(1);
    admission.release();
    expect(await queued).toEqual({ admitted: true });
    expect(admission.active).toBe(1);
  });
});

describe('upstreamShares', () => {
  const limits = { upstreamBackgroundConnections: 8, upstreamQueueSize: 2, upstreamQueueTimeoutMs: 60_000 };

  it('gives readers the pool less the background share, and refreshes no queue', async () => {
    const { readers, background } = upstreamShares(10, limits);
    for (let i = 0; i < 8; i++) expect(await background.acquire(never())).toEqual({ admitted: true });
    expect(await background.acquire(never())).toEqual({ admitted: false, reason: 'queue_full' });
    // Eight refreshes in flight take none of the readers' two connections.
    expect(await readers.acquire(never())).toEqual({ admitted: true });
    expect(await readers.acquire(never())).toEqual({ admitted: true });
    const queued = readers.acquire(never());
    expect(readers.queued).toBe(1);
    readers.release();
    expect(await queued).toEqual({ admitted: true });
  });

  it('keeps one connection for each share of a tiny pool', () => {
    const { readers, background } = upstreamShares(2, limits);
    void readers.acquire(never());
    void background.acquire(never());
    expect([readers.active, background.active]).toEqual([1, 1]);
  });
});
