/**
 * The render cache (docs/decisions/005-render-cache.md, 025-render-less.md): a complete,
 * successful render of a page — its HTML or its RSC payload — kept for a few seconds and
 * replayed for the same URL, the same content version and the same request state.
 *
 * A replay sends the stored bytes as they are, each encoding (br, gzip) compressed once, on the
 * first replay that asks for it, and kept with the entry (the cache's bound counts it). An HTML
 * render is replayed under the policy of the nonce it was rendered with: the bytes that nonce
 * admits are exactly the stored ones, and any change to them is another key and a fresh render
 * with a fresh nonce (decision 025 weighs this against hash-based policies).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Encoding } from '../http/encoding';

export interface CachedRender {
  body: Buffer;
  contentType: string;
  /** HTML only: the nonce the page's scripts carry. */
  nonce: string | null;
  /** Compressed copies, made on first use. */
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;
  /** The validator the render went out with, so a replay and a 304 use the same one (decision 056). */
  etag?: string;
  /** The key's slot in the frequency table, hashed once when stored (a replay does not hash its long key again). */
  slot?: number;
}

export interface RenderCacheOptions {
  ttlMs: number;
  maxBytes: number;
}

export interface RenderCache {
  readonly enabled: boolean;
  get(key: string): CachedRender | undefined;
  /** Stores a complete render; answers whether it was kept (see `admissions`). */
  set(key: string, body: Buffer, contentType: string, nonce: string | null, etag?: string): boolean;
  /** The entry's body in `encoding`, compressed once and kept. */
  bodyFor(key: string, render: CachedRender, encoding: Encoding): Buffer;
  /** Drops the entries rendered from these content versions (a purge, decision 081); answers how many. */
  dropVersions(versions: ReadonlySet<number>): number;
  /** Drops every entry (a listing purge: listings show on any page, decision 081); answers how many. */
  dropAll(): number;
  readonly size: number;
  /** Bytes held, compressed copies included. */
  readonly bytes: number;
  /** Renders stored, and renders not stored because the cache was full of pages asked for more often. */
  readonly admissions: { readonly stored: number; readonly refused: number };
}

/** Stored renders are compressed once, so a better ratio than streaming quality 4 is affordable. */
function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });
}

const entrySize = (value: CachedRender, key: string) =>
  value.body.length + (value.encoded.br?.length ?? 0) + (value.encoded.gzip?.length ?? 0) + 2 * key.length + 256;

/** FNV-1a, 32 bits: a key's slot in the frequency table (a collision only blurs one admission). */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * How often each render key was asked for lately (every lookup, hit or miss), halved every
 * `sample` lookups so that old popularity fades (TinyLFU's reset). At most `sample` keys are
 * counted between two halvings: a few hundred KB.
 */
export class KeyFrequencies {
  private readonly counts = new Map<number, number>();
  private lookups = 0;
  constructor(private readonly sample: number) {}

  /** Counts a lookup of `key`; `slot` is its hash when the caller already has it. */
  touch(key: string, slot = hashKey(key)): void {
    this.counts.set(slot, (this.counts.get(slot) ?? 0) + 1);
    if (++this.lookups >= this.sample) this.halve();
  }

  of(key: string): number {
    return this.counts.get(hashKey(key)) ?? 0;
  }

  private halve(): void {
    this.lookups = 0;
    for (const [slot, count] of this.counts) {
      if (count <= 1) this.counts.delete(slot);
      else this.counts.set(slot, count >> 1);
    }
  }
}

/** Lookups between two halvings of the frequencies: about ten times what a full cache of articles holds. */
const FREQUENCY_SAMPLE = 10_000;

export function createRenderCache({ ttlMs, maxBytes }: RenderCacheOptions): RenderCache {
  if (ttlMs <= 0) {
    const none = { stored: 0, refused: 0 };
    return {
      enabled: false,
      get: () => undefined,
      set: () => false,
      bodyFor: (_key, render) => render.body,
      dropVersions: () => 0,
      dropAll: () => 0,
      size: 0,
      bytes: 0,
      admissions: none,
    };
  }
  const cache = new LRUCache<string, CachedRender>({
    maxSize: maxBytes,
    sizeCalculation: entrySize,
    ttl: ttlMs,
    ttlAutopurge: false,
  });
  const frequencies = new KeyFrequencies(FREQUENCY_SAMPLE);
  const admissions = { stored: 0, refused: 0 };
  /**
   * Whether a new render may take the place of the least recently used one when the cache is
   * full: only if its page was asked for more often lately. A long tail of pages each asked for
   * once or twice, wider than the cache, would otherwise evict every render before its next
   * request and store each in vain; this way the pages asked for most stay (decision 025,
   * session 15).
   */
  const admit = (key: string, size: number): boolean => {
    if (cache.calculatedSize + size <= maxBytes) return true;
    cache.purgeStale();
    if (cache.calculatedSize + size <= maxBytes) return true;
    const victim = cache.rkeys().next();
    return victim.done === true || frequencies.of(key) > frequencies.of(victim.value);
  };
  return {
    enabled: true,
    get(key) {
      const entry = cache.get(key);
      frequencies.touch(key, entry?.slot);
      return entry;
    },
    set(key, body, contentType, nonce, etag) {
      if (body.length > maxBytes / 8) return false; // one giant page must not flush everything else
      const entry: CachedRender = { body, contentType, nonce, encoded: {}, etag, slot: hashKey(key) };
      if (!cache.has(key) && !admit(key, entrySize(entry, key))) {
        admissions.refused++;
        return false;
      }
      admissions.stored++;
      cache.set(key, entry);
      return true;
    },
    bodyFor(key, render, encoding) {
      if (encoding === 'identity') return render.body;
      const current = cache.get(key, { updateAgeOnGet: false }) ?? render;
      let body = current.encoded[encoding];
      if (!body) {
        body = compress(render.body, encoding);
        // A new entry object, so the bound counts the new copy; the remaining ttl is kept.
        if (current.body === render.body)
          cache.set(key, { ...current, encoded: { ...current.encoded, [encoding]: body } }, { noUpdateTTL: true });
      }
      return body;
    },
    dropVersions: (versions) => dropKeys(cache, (key) => versions.has(renderKeyVersion(key))),
    dropAll: () => dropKeys(cache, () => true),
    get size() {
      return cache.size;
    },
    get bytes() {
      return cache.calculatedSize;
    },
    admissions,
  };
}

/** A stable small number per object, so a render can be keyed by the content it was made from. */
const versions = new WeakMap<object, number>();
let nextVersion = 1;

export function versionOf(value: object): number {
  let version = versions.get(value);
  if (version === undefined) {
    version = nextVersion++;
    versions.set(value, version);
  }
  return version;
}

/** The version `value` was given, if any (a purge looks for the parts of a value that keyed segments). */
export function knownVersionOf(value: object): number | undefined {
  return versions.get(value);
}

/**
 * The content version in a render key (server/pages/handlePage.ts `renderKey`: "... {url}
 * {version} {state JSON}"): the last space-separated number before the JSON request state.
 */
export function renderKeyVersion(key: string): number {
  const state = key.indexOf(' {');
  const head = state < 0 ? key : key.slice(0, state);
  return Number(head.slice(head.lastIndexOf(' ') + 1));
}

/** Deletes the keys that pass `test`; answers how many went. */
export function dropKeys<V extends NonNullable<unknown>>(
  cache: LRUCache<string, V>,
  test: (key: string) => boolean,
): number {
  let dropped = 0;
  for (const key of [...cache.keys()]) {
    if (!test(key)) continue;
    cache.delete(key);
    dropped++;
  }
  return dropped;
}
