import { describe, expect, it } from 'vitest';
import { createAdmission } from './admission';
import { createRequestScope, currentScope, LazyAbort, runDetached, runInScope, ShedError } from './requestScope';
import { startSharedCall } from './sharedCall';

const admission = (maxConcurrent: number, maxQueue = 0) =>
  createAdmission({ maxConcurrent, maxQueue, queueTimeoutMs: 60_000, maxLoopDelayMs: 0, loopDelayMs: () => 0 });

describe('request scope', () => {
  it('takes one slot however often it asks, gives it back at the end, and is visible below', async () => {
    const slots = admission(1);
    const scope = createRequestScope(slots, new AbortController().signal);
    await runInScope(scope, async () => {
      await scope.admit();
      await scope.admit();
      expect(currentScope()).toBe(scope);
      expect(runDetached(() => currentScope())).toBeUndefined();
    });
    expect(slots.active).toBe(1);
    scope.end();
    scope.end();
    expect(slots.active).toBe(0);
  });

  it('throws ShedError (503) when refused, and counts why', async () => {
    const slots = admission(1);
    const first = createRequestScope(slots, new AbortController().signal);
    await first.admit();
    const reasons: string[] = [];
    const second = createRequestScope(slots, new AbortController().signal, (reason) => reasons.push(reason));
    const error = await second.admit().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShedError);
    expect(error).toMatchObject({ status: 503, reason: 'queue_full' });
    expect(reasons).toEqual(['queue_full']);
  });

  it('refuses a request whose queue delay passed the target, not counting its waits for the content API', async () => {
    const slots = createAdmission({
      maxConcurrent: 4,
      maxQueue: 0,
      queueTimeoutMs: 60_000,
      maxLoopDelayMs: 0,
      loopDelayMs: () => 0,
      queueDelayTargetMs: 50,
    });
    const delays: number[] = [];
    slots.onQueueDelay = (ms) => delays.push(ms);
    const reasons: string[] = [];
    const late = createRequestScope(
      slots,
      new AbortController().signal,
      (reason) => reasons.push(reason),
      undefined,
      performance.now() - 90,
    );
    expect(await late.admit().catch((e: unknown) => e)).toMatchObject({ status: 503, reason: 'queue_delay' });
    expect(() => late.beginWork!()).toThrow(ShedError);
    expect(reasons).toEqual(['queue_delay', 'queue_delay']);
    // Arrived 30 ms ago, then waited ~60 ms for an upstream answer: its queue delay is still ~30 ms.
    const waited = createRequestScope(
      slots,
      new AbortController().signal,
      undefined,
      undefined,
      performance.now() - 30,
    );
    await waited.waitOnNetwork!(new Promise((resolve) => setTimeout(resolve, 60)));
    await waited.admit();
    expect(slots.active).toBe(1);
    expect(delays).toHaveLength(1);
    expect(delays[0]).toBeLessThan(50);
  });

  it('gives back a slot granted after the request already ended', async () => {
    const slots = admission(1, 1);
    const holder = createRequestScope(slots, new AbortController().signal);
    await holder.admit();
    const late = createRequestScope(slots, new AbortController().signal);
    const admitted = late.admit().catch((e: unknown) => e);
    late.end();
    holder.end();
    expect(await admitted).toMatchObject({ reason: 'gone' });
    expect(slots.active).toBe(0);
  });
  it('gives its render slot back while it waits on the network, and takes it again without queueing', async () => {
    const slots = admission(1, 1);
    const rendering = createRequestScope(slots, new AbortController().signal);
    await rendering.admit();
    let answer!: (value: string) => void;
    const waiting = rendering.waitOnNetwork!(new Promise<string>((resolve) => (answer = resolve)));
    // A cached page's render gets the slot meanwhile.
    const cachedPage = createRequestScope(slots, new AbortController().signal);
    await cachedPage.admit();
    expect(slots.active).toBe(1);
    answer('listing');
    expect(await waiting).toBe('listing');
    expect(slots.active).toBe(2);
    cachedPage.end();
    rendering.end();
    expect(slots.active).toBe(0);
  });

  it('lends no more slots than there are, so renders begun stay bounded', async () => {
    const slots = admission(1);
    const first = createRequestScope(slots, new AbortController().signal);
    await first.admit();
    let answer!: () => void;
    const out = new Promise<void>((resolve) => (answer = resolve));
    const firstWaits = first.waitOnNetwork!(out);
    const second = createRequestScope(slots, new AbortController().signal);
    await second.admit();
    const secondWaits = second.waitOnNetwork!(out);
    // The second render keeps its slot while it waits: a third is refused.
    await expect(createRequestScope(slots, new AbortController().signal).admit()).rejects.toMatchObject({
      reason: 'queue_full',
    });
    answer();
    await Promise.all([firstWaits, secondWaits]);
    expect(slots.active).toBe(2);
    first.end();
    second.end();
    expect(slots.active).toBe(0);
  });

  it('a request without a slot waits on the network holding nothing; one that ends while waiting gives nothing back twice', async () => {
    const slots = admission(1);
    const loading = createRequestScope(slots, new AbortController().signal);
    expect(await loading.waitOnNetwork!(Promise.resolve('article'))).toBe('article');
    expect(slots.active).toBe(0);
    await loading.admit();
    let answer!: () => void;
    const waiting = loading.waitOnNetwork!(new Promise<void>((resolve) => (answer = resolve)));
    loading.end();
    answer();
    await waiting;
    expect(slots.active).toBe(0);
  });
  it('refuses to begin work while the loop is late, and does not refuse a begun request its render for the loop', async () => {
    let delay = 0;
    const slots = createAdmission({
      maxConcurrent: 4,
      maxQueue: 0,
      queueTimeoutMs: 1000,
      maxLoopDelayMs: 100,
      loopDelayMs: () => delay,
    });
    const reasons: string[] = [];
    const begun = createRequestScope(slots, new AbortController().signal, (reason) => reasons.push(reason));
    begun.beginWork!();
    delay = 150;
    const late = createRequestScope(slots, new AbortController().signal, (reason) => reasons.push(reason));
    expect(() => late.beginWork!()).toThrow(ShedError);
    await expect(late.admit()).rejects.toMatchObject({ reason: 'event_loop' });
    await begun.admit();
    expect(slots.active).toBe(1);
    expect(reasons).toEqual(['event_loop', 'event_loop']);
  });
});

describe('startSharedCall', () => {
  function pendingLoad() {
    let seen: AbortSignal | undefined;
    let finish!: (value: string) => void;
    const call = startSharedCall(
      () =>
        new Promise<string>((resolve, reject) => {
          seen = currentScope()!.signal;
          seen.addEventListener('abort', () => reject(new Error('cancelled upstream')));
          finish = resolve;
        }),
    );
    return { call, signal: () => seen!, finish: (v: string) => finish(v) };
  }

  it('keeps the load going while one waiter remains, cancels it when the last one leaves', async () => {
    const { call, signal } = pendingLoad();
    const a = new AbortController();
    const b = new AbortController();
    const waitA = call.join(a.signal).catch((e: unknown) => e);
    const waitB = call.join(b.signal).catch((e: unknown) => e);
    a.abort();
    expect(await waitA).toMatchObject({ reason: 'gone' });
    expect(signal().aborted).toBe(false);
    b.abort();
    expect(await waitB).toMatchObject({ reason: 'gone' });
    expect(signal().aborted).toBe(true);
  });

  it('is never cancelled once a waiter without a request (a background refresh) joined', async () => {
    const { call, signal, finish } = pendingLoad();
    const a = new AbortController();
    const waitA = call.join(a.signal).catch((e: unknown) => e);
    const background = call.join(undefined);
    a.abort();
    await waitA;
    expect(signal().aborted).toBe(false);
    finish('article');
    expect(await background).toBe('article');
  });

  it('a lazy "reader left" signal is made when asked for, and aborts whether asked for before or after', async () => {
    const early = new LazyAbort();
    const scope = createRequestScope(admission(1), early);
    const seen = scope.signal;
    expect(seen.aborted).toBe(false);
    early.abort();
    expect(seen.aborted).toBe(true);
    expect(scope.signal).toBe(seen);

    const late = new LazyAbort();
    late.abort();
    expect(createRequestScope(admission(1), late).signal.aborted).toBe(true);
  });

  it('a reader who left before a slot was asked for gets none (lazy signal)', async () => {
    const slots = admission(1);
    const gone = new LazyAbort();
    const scope = createRequestScope(slots, gone);
    gone.abort();
    const error = await scope.admit().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShedError);
    expect(slots.active).toBe(0);
  });

  it('a request waiting in the queue leaves it when its reader leaves (lazy signal)', async () => {
    const slots = admission(1, 1);
    const holder = createRequestScope(slots, new LazyAbort());
    await holder.admit();
    const gone = new LazyAbort();
    const waiting = createRequestScope(slots, gone)
      .admit()
      .catch((e: unknown) => e);
    expect(slots.queued).toBe(1);
    gone.abort();
    const error = await waiting;
    expect(error).toBeInstanceOf(ShedError);
    expect((error as ShedError).reason).toBe('gone');
    expect(slots.queued).toBe(0);
    holder.end();
    expect(slots.active).toBe(0);
  });
});
