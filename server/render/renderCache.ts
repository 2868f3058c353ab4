/**
 * The render cache (docs/decisions/005-render-cache.md): a complete, successful render of a
 * page — its HTML or its RSC payload — kept for a few seconds and replayed for the same URL,
 * the same content version and the same request state. A replayed HTML page gets the new
 * request's nonce: the render's own nonce is found once at store time and overwritten in place.
 */
import { LRUCache } from 'lru-cache';

export interface CachedRender {
  body: Buffer;
  /** The nonce the render used (HTML only), and where it appears in `body`. */
  nonce: string | null;
  noncePositions: readonly number[];
  contentType: string;
}

export interface RenderCacheOptions {
  ttlMs: number;
  maxBytes: number;
}

export interface RenderCache {
  readonly enabled: boolean;
  get(key: string): CachedRender | undefined;
  set(key: string, body: Buffer, contentType: string, nonce: string | null): void;
  readonly size: number;
}

/** Positions of every occurrence of `needle` in `body`. */
export function positionsOf(body: Buffer, needle: string): number[] {
  const positions: number[] = [];
  const bytes = Buffer.from(needle);
  for (let at = body.indexOf(bytes); at >= 0; at = body.indexOf(bytes, at + bytes.length)) positions.push(at);
  return positions;
}

/** The cached body with the new nonce written where the old one was (same length by construction). */
export function withNonce(render: CachedRender, nonce: string): Buffer {
  if (render.nonce === null || render.noncePositions.length === 0) return render.body;
  if (nonce.length !== render.nonce.length) throw new Error('nonce length mismatch');
  const body = Buffer.from(render.body);
  for (const at of render.noncePositions) body.write(nonce, at, 'latin1');
  return body;
}

export function createRenderCache({ ttlMs, maxBytes }: RenderCacheOptions): RenderCache {
  if (ttlMs <= 0) {
    return { enabled: false, get: () => undefined, set: () => {}, size: 0 };
  }
  const cache = new LRUCache<string, CachedRender>({
    maxSize: maxBytes,
    sizeCalculation: (value, key) => value.body.length + key.length + 64,
    ttl: ttlMs,
    ttlAutopurge: false,
  });
  return {
    enabled: true,
    get: (key) => cache.get(key),
    set(key, body, contentType, nonce) {
      if (body.length > maxBytes / 8) return; // one giant page must not flush everything else
      cache.set(key, { body, nonce, noncePositions: nonce ? positionsOf(body, nonce) : [], contentType });
    },
    get size() {
      return cache.size;
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
