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
}

export interface RenderCacheOptions {
  ttlMs: number;
  maxBytes: number;
}

export interface RenderCache {
  readonly enabled: boolean;
  get(key: string): CachedRender | undefined;
  set(key: string, body: Buffer, contentType: string, nonce: string | null, etag?: string): void;
  /** The entry's body in `encoding`, compressed once and kept. */
  bodyFor(key: string, render: CachedRender, encoding: Encoding): Buffer;
  /** Drops the entries rendered from these content versions (a purge, decision 081); answers how many. */
  dropVersions(versions: ReadonlySet<number>): number;
  /** Drops every entry (a listing purge: listings show on any page, decision 081); answers how many. */
  dropAll(): number;
  readonly size: number;
  /** Bytes held, compressed copies included. */
  readonly bytes: number;
}

/** Stored renders are compressed once, so a better ratio than streaming quality 4 is affordable. */
function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}

const entrySize = (value: CachedRender, key: string) => value.body.length + (value.encoded.br?.length ?? 0) + (value.encoded.gzip?.length ?? 0) + 2 * key.length + 256;

export function createRenderCache({ ttlMs, maxBytes }: RenderCacheOptions): RenderCache {
  if (ttlMs <= 0) {
    return { enabled: false, get: () => undefined, set: () => {}, bodyFor: (_key, render) => render.body, dropVersions: () => 0, dropAll: () => 0, size: 0, bytes: 0 };
  }
  const cache = new LRUCache<string, CachedRender>({
    maxSize: maxBytes,
    sizeCalculation: entrySize,
    ttl: ttlMs,
    ttlAutopurge: false,
  });
  return {
    enabled: true,
    get: (key) => cache.get(key),
    set(key, body, contentType, nonce, etag) {
      if (body.length > maxBytes / 8) return; // one giant page must not flush everything else
      cache.set(key, { body, contentType, nonce, encoded: {}, etag });
    },
    bodyFor(key, render, encoding) {
      if (encoding === 'identity') return render.body;
      const current = cache.get(key, { updateAgeOnGet: false }) ?? render;
      let body = current.encoded[encoding];
      if (!body) {
        body = compress(render.body, encoding);
        // A new entry object, so the bound counts the new copy; the remaining ttl is kept.
        if (current.body === render.body) cache.set(key, { ...current, encoded: { ...current.encoded, [encoding]: body } }, { noUpdateTTL: true });
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
export function dropKeys<V extends NonNullable<unknown>>(cache: LRUCache<string, V>, test: (key: string) => boolean): number {
  let dropped = 0;
  for (const key of [...cache.keys()]) {
    if (!test(key)) continue;
    cache.delete(key);
    dropped++;
  }
  return dropped;
}
