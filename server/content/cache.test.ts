import { describe, expect, it, vi } from 'vitest';
import { createNeutronMetrics } from '../ops/neutronMetrics';
import { createLogger } from '../ops/logger';
import { createContentCache, REFRESH_RETRY_MS, type CachePolicy } from './cache';
import { NotFoundError, RedirectError, UpstreamTimeoutError } from './errors';
import { createAdmission } from '../reliability/admission';
import { createRequestScope, currentScope, LazyAbort, runInScope, ShedError } from '../reliability/requestScope';

const policy: CachePolicy = { ttlMs: 1000, staleMs: 5000, negativeTtlMs: 200 };

function setup(
  options: { maxEntries?: number; maxBytes?: number; staleIfErrorMs?: number; failureTtlMs?: number } = {},
) {
  let clock = 0;
  const metrics = createNeutronMetrics({ processMetrics: false });
  const logs: string[] = [];
  const logger = createLogger({ level: 'warn', write: (line) => logs.push(line) });
  const cache = createContentCache({
    maxEntries: options.maxEntries ?? 100,
    maxBytes: options.maxBytes ?? 1e6,
    staleIfErrorMs: options.staleIfErrorMs,
    failureTtlMs: options.failureTtlMs,
    metrics,
    logger,
    now: () => clock,
  });
  const advance = (ms: number) => {
    clock += ms;
  };
  const counts = async () => {
    const out: Record<string, number> = {};
    for (const m of (await metrics.render()).matchAll(
      /^neutron_cache_requests_total\{endpoint="(\w+)",result="(\w+)"\} (\d+)$/gm,
    ))
      out[`${m[1]}:${m[2]}`] = Number(m[3]);
    return out;
  };
  return { cache, advance, counts, logs, metrics };
}

/** Lets pending promise callbacks run without waiting on the wall clock. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createContentCache', () => {
  it('renews a value ahead of its expiry when the policy says so: readers never see it stale', async () => {
    const { cache, advance } = setup();
    const ahead: CachePolicy = { ...policy, refreshAheadMs: 300 };
    let version = 0;
    const load = vi.fn(async () => ({ value: `v${++version}`, size: 1 }));
    expect((await cache.get('abtests', 'a', ahead, load)).value).toBe('v1');
    advance(600); // 400 ms of freshness left: no refresh yet
    expect(await cache.get('abtests', 'a', ahead, load)).toEqual({ value: 'v1', result: 'hit' });
    expect(load).toHaveBeenCalledTimes(1);
    advance(200); // 200 ms left: served fresh, and renewed in the background
    expect(await cache.get('abtests', 'a', ahead, load)).toEqual({ value: 'v1', result: 'hit' });
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    advance(400); // past the first value's freshness: the renewed one is fresh
    expect(await cache.get('abtests', 'a', ahead, load)).toEqual({ value: 'v2', result: 'hit' });
  });

  it('makes one upstream call for 10 concurrent identical requests', async () => {
    const { cache, counts } = setup();
    const gate = deferred<{ value: string; size: number }>();
    const load = vi.fn(() => gate.promise);
    const calls = Array.from({ length: 10 }, () => cache.get('article', 'a', policy, load));
    gate.resolve({ value: 'A', size: 10 });
    const outcomes = await Promise.all(calls);
    expect(load).toHaveBeenCalledTimes(1);
    expect(outcomes.map((o) => o.value)).toEqual(Array(10).fill('A'));
    expect(outcomes.map((o) => o.result)).toEqual(['miss', ...Array(9).fill('coalesced')]);
    expect(await counts()).toEqual({ 'article:miss': 1, 'article:coalesced': 9 });
  });

  it('serves fresh values from memory', async () => {
    const { cache, advance, counts } = setup();
    const load = vi.fn(async () => ({ value: 'A', size: 1 }));
    await cache.get('article', 'a', policy, load);
    advance(999);
    expect(await cache.get('article', 'a', policy, load)).toEqual({ value: 'A', result: 'hit' });
    expect(load).toHaveBeenCalledTimes(1);
    expect((await counts())['article:hit']).toBe(1);
  });

  it('serves stale at once and refreshes once in the background', async () => {
    const { cache, advance } = setup();
    let version = 0;
    const gate = deferred<void>();
    const load = vi.fn(async () => {
      version++;
      if (version > 1) await gate.promise;
      return { value: `v${version}`, size: 1 };
    });
    await cache.get('article', 'a', policy, load);
    advance(1500);
    const stale = await Promise.all([cache.get('article', 'a', policy, load), cache.get('article', 'a', policy, load)]);
    expect(stale).toEqual([
      { value: 'v1', result: 'stale' },
      { value: 'v1', result: 'stale' },
    ]);
    expect(load).toHaveBeenCalledTimes(2); // one refresh for both stale readers
    gate.resolve();
    await flush();
    expect(await cache.get('article', 'a', policy, load)).toEqual({ value: 'v2', result: 'hit' });
  });

  it('keeps the stale value when the refresh fails, logs it, and retries later', async () => {
    const { cache, advance, logs } = setup();
    const load = vi.fn(async () => ({ value: 'v1', size: 1 }));
    await cache.get('article', 'a', policy, load);
    advance(2000);
    const failing = vi.fn(async () => {
      throw new UpstreamTimeoutError('article', 12000);
    });
    expect(await cache.get('article', 'a', policy, failing)).toEqual({ value: 'v1', result: 'stale' });
    await flush();
    expect(logs.join('')).toContain('content cache refresh failed; serving stale');
    expect(await cache.get('article', 'a', policy, failing)).toEqual({ value: 'v1', result: 'stale' });
    expect(failing).toHaveBeenCalledTimes(1); // not retried inside REFRESH_RETRY_MS
    advance(REFRESH_RETRY_MS);
    await cache.get('article', 'a', policy, failing);
    await flush();
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('loads again once the stale window has passed', async () => {
    const { cache, advance } = setup();
    const load = vi.fn(async () => ({ value: 'A', size: 1 }));
    await cache.get('article', 'a', policy, load);
    advance(policy.ttlMs + policy.staleMs);
    expect((await cache.get('article', 'a', policy, load)).result).toBe('miss');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('remembers NotFound and Redirect answers for negativeTtlMs only', async () => {
    const { cache, advance } = setup();
    const notFound = vi.fn(async () => {
      throw new NotFoundError();
    });
    await expect(cache.get('article', 'gone', policy, notFound)).rejects.toBeInstanceOf(NotFoundError);
    await expect(cache.get('article', 'gone', policy, notFound)).rejects.toBeInstanceOf(NotFoundError);
    expect(notFound).toHaveBeenCalledTimes(1);
    advance(policy.negativeTtlMs);
    await expect(cache.get('article', 'gone', policy, notFound)).rejects.toBeInstanceOf(NotFoundError);
    expect(notFound).toHaveBeenCalledTimes(2);

    const moved = vi.fn(async () => {
      throw new RedirectError('new-slug');
    });
    await expect(cache.get('article', 'old', policy, moved)).rejects.toMatchObject({ slug: 'new-slug' });
    await expect(cache.get('article', 'old', policy, moved)).rejects.toMatchObject({ slug: 'new-slug' });
    expect(moved).toHaveBeenCalledTimes(1);
  });

  it('never caches other errors, and shares them with coalesced callers', async () => {
    const { cache } = setup();
    const load = vi.fn(async () => {
      throw new UpstreamTimeoutError('article', 1);
    });
    const results = await Promise.allSettled([
      cache.get('article', 'a', policy, load),
      cache.get('article', 'a', policy, load),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(cache.get('article', 'a', policy, load)).rejects.toBeInstanceOf(UpstreamTimeoutError);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('replaces a stale value with "not found" when the content was removed', async () => {
    const { cache, advance } = setup();
    await cache.get('article', 'a', policy, async () => ({ value: 'A', size: 1 }));
    advance(1500);
    const gone = async () => {
      throw new NotFoundError();
    };
    expect((await cache.get('article', 'a', policy, gone)).result).toBe('stale');
    await flush();
    await expect(cache.get('article', 'a', policy, gone)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('stays within its entry bound, evicting the least recently used', async () => {
    const { cache } = setup({ maxEntries: 3 });
    const load = (v: string) => async () => ({ value: v, size: 1 });
    for (const key of ['a', 'b', 'c']) await cache.get('x', key, policy, load(key));
    await cache.get('x', 'a', policy, load('a')); // touch a
    await cache.get('x', 'd', policy, load('d')); // evicts b
    expect(cache.entries).toBe(3);
    expect((await cache.get('x', 'a', policy, load('a'))).result).toBe('hit');
    expect((await cache.get('x', 'b', policy, load('b'))).result).toBe('miss');
  });

  it('stays within its byte bound', async () => {
    const { cache, metrics } = setup({ maxBytes: 1000 });
    for (let i = 0; i < 10; i++) await cache.get('x', `k${i}`, policy, async () => ({ value: i, size: 300 }));
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.entries).toBe(3);
    expect(await metrics.render()).toContain('neutron_cache_entries 3\n');
  });

  it('serves an expired value when its reload fails, up to staleIfErrorMs (decision 054)', async () => {
    const { cache, advance, counts } = setup({ staleIfErrorMs: 60_000 });
    await cache.get('article', 'k', policy, async () => ({ value: 'v1', size: 1 }));
    advance(policy.ttlMs + policy.staleMs + 1000);
    const failing = vi.fn(async () => {
      throw new UpstreamTimeoutError('article', 100);
    });
    expect(await cache.get('article', 'k', policy, failing)).toEqual({ value: 'v1', result: 'stale_if_error' });
    expect(failing).toHaveBeenCalledOnce();
    advance(60_000);
    await expect(cache.get('article', 'k', policy, failing)).rejects.toBeInstanceOf(UpstreamTimeoutError);
    expect((await counts())['article:stale_if_error']).toBe(1);
  });

  it('answers a recent upstream failure again without a new call for failureTtlMs', async () => {
    const { cache, advance, counts } = setup({ failureTtlMs: 2000 });
    const failing = vi.fn(async () => {
      throw new UpstreamTimeoutError('article', 100);
    });
    for (let i = 0; i < 5; i++)
      await expect(cache.get('article', 'k', policy, failing)).rejects.toBeInstanceOf(UpstreamTimeoutError);
    expect(failing).toHaveBeenCalledOnce();
    expect((await counts())['article:negative']).toBe(4);
    advance(2000);
    expect(await cache.get('article', 'k', policy, async () => ({ value: 'back', size: 1 }))).toEqual({
      value: 'back',
      result: 'miss',
    });
  });
});

describe('waiting on the network (decision 058)', () => {
  const slots = () =>
    createAdmission({ maxConcurrent: 1, maxQueue: 0, queueTimeoutMs: 1000, maxLoopDelayMs: 0, loopDelayMs: () => 0 });

  it('loads a miss without a render slot, so a dead upstream cannot take them all', async () => {
    const { cache } = setup();
    const admission = slots();
    const scope = createRequestScope(admission, new LazyAbort());
    const answer = deferred<{ value: string; size: number }>();
    const loading = runInScope(scope, () => cache.get('article', '/slow', policy, () => answer.promise));
    await flush();
    expect(admission.active).toBe(0);
    // Another request's render gets the one slot meanwhile.
    const render = createRequestScope(admission, new LazyAbort());
    await render.admit();
    answer.resolve({ value: 'slow', size: 1 });
    expect((await loading).value).toBe('slow');
  });

  it('a render that needs more content gives its slot back while the call is out', async () => {
    const { cache } = setup();
    const admission = slots();
    const scope = createRequestScope(admission, new LazyAbort());
    await scope.admit();
    const answer = deferred<{ value: string; size: number }>();
    const loading = runInScope(scope, () => cache.get('listing', '/related', policy, () => answer.promise));
    await flush();
    expect(admission.active).toBe(0);
    answer.resolve({ value: 'related', size: 1 });
    await loading;
    expect(admission.active).toBe(1);
    scope.end();
    expect(admission.active).toBe(0);
  });

  it("serves the expired value when the call is refused because the upstream's connections are busy", async () => {
    const { cache, advance } = setup({ staleIfErrorMs: 60_000 });
    await cache.get('article', 'k', policy, async () => ({ value: 'v1', size: 1 }));
    advance(policy.ttlMs + policy.staleMs + 1000);
    const busy = async (): Promise<never> => {
      throw new ShedError('upstream_busy');
    };
    expect(await cache.get('article', 'k', policy, busy)).toEqual({ value: 'v1', result: 'stale_if_error' });
    // Without a value to stand in, the refusal is the answer (a fast 503), and it is not remembered as a failure.
    await expect(cache.get('article', 'other', policy, busy)).rejects.toMatchObject({ reason: 'upstream_busy' });
  });

  it("marks a background refresh's calls as background", async () => {
    const { cache, advance } = setup();
    await cache.get('article', 'k', policy, async () => ({ value: 'v1', size: 1 }));
    advance(policy.ttlMs + 1);
    const seen: Array<boolean | undefined> = [];
    await cache.get('article', 'k', policy, async () => {
      seen.push(currentScope()?.background);
      return { value: 'v2', size: 1 };
    });
    await cache.get('article', 'miss', policy, async () => {
      seen.push(currentScope()?.background);
      return { value: 'm', size: 1 };
    });
    expect(seen).toEqual([true, false]);
  });
});

describe('peek', () => {
  it('answers a fresh value at once and counts it as the hit get() would count; nothing else', async () => {
    const { cache, advance, counts } = setup();
    expect(cache.peek('article', '/a')).toBeUndefined();
    await cache.get('article', '/a', policy, async () => ({ value: { id: 'a' }, size: 10 }));
    expect(cache.peek('article', '/a')).toEqual({ id: 'a' });
    expect((await counts())['article:hit']).toBe(1);
    advance(policy.ttlMs);
    // Stale: get() decides (serves it and refreshes); peek leaves it to get() and counts nothing.
    expect(cache.peek('article', '/a')).toBeUndefined();
    expect((await counts())['article:hit']).toBe(1);
    await expect(
      cache.get('article', '/gone', policy, async () => Promise.reject(new NotFoundError())),
    ).rejects.toThrow(NotFoundError);
    // A remembered "not found" is get()'s to throw.
    expect(cache.peek('article', '/gone')).toBeUndefined();
  });
});

describe('freshness told to the request (decision 090)', () => {
  const scopeOf = () =>
    createRequestScope(
      { acquire: async () => ({ admitted: true }), release: () => {}, late: () => false } as never,
      new LazyAbort(),
    );

  it('a fresh hit tells how long it stays fresh; a stale, missed or loaded value tells "not fresh"', async () => {
    const { cache, advance } = setup();
    await cache.get('article', '/a', policy, async () => ({ value: 'a', size: 1 }));
    advance(400);
    const hit = scopeOf();
    const before = performance.now();
    await runInScope(hit, () => cache.get('article', '/a', policy, async () => ({ value: 'x', size: 1 })));
    expect(runInScope(hit, () => cache.peek('article', '/a'))).toBe('a');
    // 600 ms of the 1,000 ms TTL are left, in the request's clock.
    expect(hit.freshUntil).toBeGreaterThanOrEqual(before + 600);
    expect(hit.freshUntil).toBeLessThanOrEqual(performance.now() + 600);

    const loaded = scopeOf();
    await runInScope(loaded, () => cache.get('article', '/b', policy, async () => ({ value: 'b', size: 1 })));
    expect(loaded.freshUntil).toBe(0);

    advance(policy.ttlMs);
    const stale = scopeOf();
    await runInScope(stale, () => cache.get('article', '/a', policy, async () => ({ value: 'a2', size: 1 })));
    expect(stale.freshUntil).toBe(0);
    // Nothing read: nothing limits it.
    expect(scopeOf().freshUntil).toBe(Infinity);
  });
});
