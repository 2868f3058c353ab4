import { LRUCache } from 'lru-cache';
import type { Logger } from '../ops/logger';
import type { CacheResult, NeutronMetrics } from '../ops/neutronMetrics';
import { currentScope, ShedError } from '../reliability/requestScope';
import { startSharedCall, type SharedCall } from '../reliability/sharedCall';
import { NotFoundError, RedirectError } from './errors';

/**
 * The in-process content cache: bounded by entries and by bytes (LRU eviction), with
 * per-entry freshness, stale-while-revalidate, in-flight de-duplication and short negative
 * caching of "not found" / "moved" answers.
 *
 *  - fresh  (age < ttlMs): served from memory ("hit").
 *  - fresh, within the policy's refreshAheadMs of its end: served, and ONE background refresh
 *    renews it before it goes stale.
 *  - stale  (ttlMs ≤ age < ttlMs + staleMs): served from memory at once ("stale"), and ONE
 *    background refresh replaces it; a failed refresh keeps the stale value, is logged, and is
 *    retried no sooner than REFRESH_RETRY_MS later.
 *  - absent or expired: loaded ("miss"); the call takes one of the content API's slots, not a
 *    render slot, and a render waiting for it gives its render slot back (decision 058);
 *    concurrent callers for the same key share the one call ("coalesced"), which is cancelled
 *    only when every request waiting for it has gone (server/reliability/sharedCall.ts).
 *  - NotFoundError / RedirectError are definitive answers: kept for negativeTtlMs and rethrown.
 *  - Any other upstream failure (5xx, timeout, reset, open circuit) is remembered for
 *    `failureTtlMs` (a failing upstream is not asked again for every request), and an expired
 *    value up to `staleIfErrorMs` past its stale time is served instead ("stale_if_error";
 *    decision 054). A shed or abandoned request is not a failure.
 */

export interface CachePolicy {
  /** How long a value is served without asking upstream. */
  ttlMs: number;
  /** How long after that it may still be served while one refresh runs in the background. */
  staleMs: number;
  /** How long "not found" / "moved" answers are remembered. */
  negativeTtlMs: number;
  /**
   * Refresh ahead: a fresh hit this close to the end of its freshness starts ONE background
   * refresh, so a value asked for often enough never goes stale (site-wide data, decision 108).
   */
  refreshAheadMs?: number;
}

export interface Loaded<T> {
  value: T;
  /** Approximate bytes this value holds (e.g. the JSON body length); at least 1. */
  size: number;
  /** How old the value already is (e.g. when it came from the shared cache, decision 080). Default 0. */
  ageMs?: number;
}

export interface CacheOutcome<T> {
  value: T;
  result: CacheResult;
}

export interface ContentCache {
  /** The value for `key`, loading it with `load` when needed. `endpoint` labels the metrics. */
  get<T>(endpoint: string, key: string, policy: CachePolicy, load: () => Promise<Loaded<T>>): Promise<CacheOutcome<T>>;
  /**
   * The fresh value for `key`, counted as a hit exactly as `get` would count it, or undefined
   * (nothing fresh: ask `get`, which counts and loads as usual). Lets a hot path skip the
   * promises of `get` when the value is at hand (decision 026).
   */
  peek<T>(endpoint: string, key: string): T | undefined;
  /** Whether `key` holds a fresh value, counted nowhere (an early ask checks before it asks; decision 108). */
  isFresh(key: string): boolean;
  delete(key: string): void;
  /**
   * Drops every entry whose key is `path` or starts with `path?` (any query) and answers the
   * values dropped, so caches keyed by their identity can drop what was made from them (decision 081).
   */
  purgePath(path: string): object[];
  clear(): void;
  readonly entries: number;
  readonly bytes: number;
}

export interface ContentCacheOptions {
  maxEntries: number;
  maxBytes: number;
  metrics?: Pick<NeutronMetrics, 'cacheRequests' | 'registry'>;
  logger?: Logger;
  /** How long past its stale time an expired value may still stand in for a failed reload. Default 0. */
  staleIfErrorMs?: number;
  /** How long an upstream failure for a key is answered again without a new call. Default 0. */
  failureTtlMs?: number;
  /** No "not found" / "moved" answer is kept longer than this, whatever its policy says (NOT_FOUND_CACHE_TTL_MS; decision 106). */
  maxNegativeTtlMs?: number;
  /** Monotonic milliseconds; tests inject their own. */
  now?: () => number;
}

/** After a failed background refresh, wait this long before trying again (stale is served meanwhile). */
export const REFRESH_RETRY_MS = 1000;

type Entry =
  | { kind: 'value'; value: unknown; freshUntil: number; staleUntil: number; retryAt: number }
  | { kind: 'error'; error: NotFoundError | RedirectError; freshUntil: number };

function isDefinitive(error: unknown): error is NotFoundError | RedirectError {
  return error instanceof NotFoundError || error instanceof RedirectError;
}

export function createContentCache({
  maxEntries,
  maxBytes,
  metrics,
  logger,
  staleIfErrorMs = 0,
  failureTtlMs = 0,
  maxNegativeTtlMs = Infinity,
  now = () => performance.now(),
}: ContentCacheOptions): ContentCache {
  const lru = new LRUCache<string, Entry>({ max: maxEntries, maxSize: maxBytes });
  /** Recent upstream failures by key (bounded; decision 054). */
  const failures = new LRUCache<string, { error: unknown; until: number }>({ max: 10_000 });
  const inflight = new Map<string, SharedCall<unknown>>();
  /** Bumped by every purge: a load that started before one does not store what it got (it may predate the edit). */
  let generation = 0;

  if (metrics) {
    const entries = metrics.registry.gauge({ name: 'neutron_cache_entries', help: 'Entries in the content cache.' });
    const bytes = metrics.registry.gauge({
      name: 'neutron_cache_bytes',
      help: 'Approximate bytes held by the content cache (upstream JSON as received).',
    });
    metrics.registry.onCollect(() => {
      entries.set(lru.size);
      bytes.set(lru.calculatedSize);
    });
  }

  /**
   * Tells the request reading an entry how much longer it is fresh, in the request's clock
   * (performance.now(); the cache's own clock may be a test's); negative: not fresh.
   */
  function noteFresh(remainingMs: number): void {
    const scope = currentScope();
    scope?.noteFresh?.(remainingMs < 0 ? 0 : performance.now() + remainingMs);
  }

  function count(endpoint: string, result: CacheResult): void {
    metrics?.cacheRequests.labels(endpoint, result).inc();
  }

  function load<T>(
    key: string,
    policy: CachePolicy,
    loader: () => Promise<Loaded<T>>,
    deadline?: number,
    background = false,
  ): SharedCall<T> {
    const startedIn = generation;
    const call = startSharedCall(
      async () => {
        try {
          const { value, size, ageMs = 0 } = await loader();
          if (startedIn !== generation) return value;
          const at = now() - Math.max(0, ageMs);
          const entry: Entry = {
            kind: 'value',
            value,
            freshUntil: at + policy.ttlMs,
            staleUntil: at + policy.ttlMs + policy.staleMs,
            retryAt: 0,
          };
          lru.set(key, entry, { size: Math.max(1, Math.ceil(size)) });
          return value;
        } catch (error) {
          const negativeTtlMs = Math.min(policy.negativeTtlMs, maxNegativeTtlMs);
          if (isDefinitive(error) && negativeTtlMs > 0) {
            lru.set(key, { kind: 'error', error, freshUntil: now() + negativeTtlMs }, { size: 1 });
          } else if (!isDefinitive(error) && !(error instanceof ShedError) && failureTtlMs > 0) {
            failures.set(key, { error, until: now() + failureTtlMs });
          }
          throw error;
        }
      },
      deadline,
      background,
    );
    const forget = () => {
      if (inflight.get(key) === call) inflight.delete(key);
    };
    call.done.then(forget, forget);
    inflight.set(key, call);
    return call;
  }

  function refresh(
    endpoint: string,
    key: string,
    entry: Entry & { kind: 'value' },
    policy: CachePolicy,
    loader: () => Promise<Loaded<unknown>>,
  ): void {
    if (inflight.has(key) || now() < entry.retryAt) return;
    // A background refresh outlives the request that noticed the stale entry: nobody cancels it.
    load(key, policy, loader, undefined, true)
      .join(undefined)
      .catch((error: unknown) => {
        if (isDefinitive(error)) return; // gone or moved: load() replaced the stale entry.
        entry.retryAt = now() + REFRESH_RETRY_MS;
        // Refused because the background share of the upstream connections is busy: not a failure (decision 058).
        if (error instanceof ShedError)
          logger?.debug('content cache refresh deferred: background calls busy', { endpoint, key });
        else logger?.warn('content cache refresh failed; serving stale', { endpoint, key, err: error });
      });
  }

  async function get<T>(
    endpoint: string,
    key: string,
    policy: CachePolicy,
    loader: () => Promise<Loaded<T>>,
  ): Promise<CacheOutcome<T>> {
    const entry = lru.get(key);
    /** An expired value that may still stand in if reloading it fails. */
    let fallback: (Entry & { kind: 'value' }) | undefined;
    if (entry !== undefined) {
      const at = now();
      if (at < entry.freshUntil) {
        noteFresh(entry.freshUntil - at);
        count(endpoint, 'hit');
        if (entry.kind === 'error') throw entry.error;
        if (policy.refreshAheadMs !== undefined && entry.freshUntil - at < policy.refreshAheadMs)
          refresh(endpoint, key, entry, policy, loader);
        return { value: entry.value as T, result: 'hit' };
      }
      if (entry.kind === 'value' && at < entry.staleUntil) {
        noteFresh(-1);
        count(endpoint, 'stale');
        refresh(endpoint, key, entry, policy, loader);
        return { value: entry.value as T, result: 'stale' };
      }
      if (entry.kind === 'value' && at < entry.staleUntil + staleIfErrorMs) fallback = entry;
      else lru.delete(key); // expired
    }
    // A call refused because the upstream's connections are all taken stands in like a failure: a
    // dead upstream holding them must not cost a stale-servable page its answer (decision 058).
    const standIn = (error: unknown): CacheOutcome<T> => {
      if (!fallback || isDefinitive(error) || (error instanceof ShedError && error.reason === 'gone')) throw error;
      count(endpoint, 'stale_if_error');
      logger?.warn('content reload failed; serving the expired value', { endpoint, key, err: error });
      return { value: fallback.value as T, result: 'stale_if_error' };
    };
    const failed = failures.get(key);
    if (failed && now() < failed.until) {
      noteFresh(-1);
      if (fallback) return standIn(failed.error);
      count(endpoint, 'negative');
      throw failed.error;
    }
    const scope = currentScope();
    // Anything but a fresh hit: what this request shows may change at once (decision 090).
    scope?.noteFresh?.(0);
    const pending = inflight.get(key) as SharedCall<T> | undefined;
    // Waiting on the network needs no render slot: a render that asks for more content gives its
    // slot back meanwhile; the call itself takes one of the upstream's slots (decision 058).
    const wait = (call: SharedCall<T>) =>
      scope?.waitOnNetwork ? scope.waitOnNetwork(call.join(scope.signal)) : call.join(scope?.signal);
    try {
      if (pending !== undefined) {
        count(endpoint, 'coalesced');
        return { value: await wait(pending), result: 'coalesced' };
      }
      // While the loop is late, a request that has not begun any work starts none (decision 050);
      // one that joins a call already out costs nothing more, as before.
      scope?.beginWork?.();
      count(endpoint, 'miss');
      return { value: await wait(load(key, policy, loader, scope?.deadline)), result: 'miss' };
    } catch (error) {
      return standIn(error);
    }
  }

  function peek<T>(endpoint: string, key: string): T | undefined {
    const entry = lru.get(key);
    if (entry === undefined || entry.kind !== 'value') return undefined;
    const at = now();
    if (at >= entry.freshUntil) return undefined;
    noteFresh(entry.freshUntil - at);
    count(endpoint, 'hit');
    return entry.value as T;
  }

  return {
    get,
    peek,
    isFresh(key) {
      const entry = lru.peek(key);
      return entry !== undefined && now() < entry.freshUntil;
    },
    delete: (key) => void lru.delete(key),
    purgePath(path) {
      generation++;
      for (const key of [...inflight.keys()]) if (key === path || key.startsWith(`${path}?`)) inflight.delete(key);
      const dropped: object[] = [];
      for (const key of [...lru.keys()]) {
        if (key !== path && !key.startsWith(`${path}?`)) continue;
        const entry = lru.peek(key);
        if (entry?.kind === 'value' && typeof entry.value === 'object' && entry.value !== null)
          dropped.push(entry.value);
        lru.delete(key);
        failures.delete(key);
      }
      return dropped;
    },
    clear: () => lru.clear(),
    get entries() {
      return lru.size;
    },
    get bytes() {
      return lru.calculatedSize;
    },
  };
}
