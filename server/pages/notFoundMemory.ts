/**
 * Page paths that were just answered 404 (issue 42 point 6; decision 106). A repeat within
 * `ttlMs` is answered with the 404 page again without the middleware chain, the vanity lookup or
 * an upstream call. Bounded by `maxEntries` (LRU), apart from the content cache, so a flood of
 * unique missing paths cannot push real content out of it. Each path remembered was a request
 * that bypassed every cache; handlePage spends its client's budget for it (pageTypes.ts
 * `queryRenders`), and a client past that budget starts no new upstream work for a while.
 */
import { LRUCache } from 'lru-cache';
import type { ServerResponse } from 'node:http';

export interface NotFoundMemory {
  /** `key` (the page URL's path and kept query) was answered 404 less than the TTL ago. */
  has(key: string): boolean;
  remember(key: string): void;
}

interface NotFoundMemoryOptions {
  ttlMs: number;
  maxEntries: number;
}

const FORGETFUL: NotFoundMemory = { has: () => false, remember: () => {} };

/** A memory of recent 404s; with a TTL or bound of 0, one that remembers nothing. */
export function createNotFoundMemory({ ttlMs, maxEntries }: NotFoundMemoryOptions): NotFoundMemory {
  if (ttlMs <= 0 || maxEntries <= 0) return FORGETFUL;
  const paths = new LRUCache<string, true>({ max: maxEntries, ttl: ttlMs, ttlAutopurge: false });
  return {
    has: (key) => paths.get(key) === true,
    remember: (key) => void paths.set(key, true),
  };
}

/** The memory's key for a page URL (after the query policy: only parameters pages read). */
export function notFoundKey(url: URL): string {
  return `${url.pathname}${url.search}`;
}

/** A page answered 404 from what the upstream or the vanity dictionary said: remembered, and its client's budget spent. */
export function rememberNotFound(
  deps: { notFound?: NotFoundMemory; queryRenders?: (req: ServerResponse['req'], headers: Headers) => unknown },
  input: { url: URL; headers: Headers; res: ServerResponse },
): void {
  deps.notFound?.remember(notFoundKey(input.url));
  deps.queryRenders?.(input.res.req, input.headers);
}
