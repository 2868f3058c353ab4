/**
 * Machine answers (sitemaps, feeds) are pure functions of the content-cache objects they are
 * built from. While those objects are the same (by identity: the content cache hands out the
 * same parsed answer until it refetches), the same answer object is handed out again, so a
 * crawler's repeat visit — a 200 or a 304, which needs the ETag of the body — costs a lookup,
 * not a rebuild (a 10,000-URL page is tens of milliseconds of CPU). xmlResponse.ts keeps the
 * ETag and the compressed bodies of an answer object beside it.
 *
 * Bounded by the bytes of the bodies it holds (SYNDICATION_MEMO_BYTES; the compressed forms kept
 * beside an answer add a fifth or less).
 */
import { LRUCache } from 'lru-cache';

/** Bytes of answer bodies remembered: sitemaps (a full 10,000-URL page is about 6 MB) and feeds (about 25 KB a page). */
export const SYNDICATION_MEMO_BYTES = { sitemaps: 32 * 1024 * 1024, feeds: 8 * 1024 * 1024 } as const;

interface Remembered<T> {
  inputs: readonly unknown[];
  value: T;
}

export interface AnswerMemo<T extends { body: string }> {
  /** The answer remembered for `key` if it was built from the same `inputs`, else `build()` (remembered). */
  get(key: string, inputs: readonly unknown[], build: () => T): T;
}

export function createAnswerMemo<T extends { body: string }>(maxBytes: number): AnswerMemo<T> {
  const cache = new LRUCache<string, Remembered<T>>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.value.body.length),
  });
  return {
    get(key, inputs, build) {
      const hit = cache.get(key);
      if (hit && hit.inputs.length === inputs.length && hit.inputs.every((input, i) => input === inputs[i]))
        return hit.value;
      const value = build();
      // A body bigger than the whole memo is not kept (lru-cache would refuse it anyway).
      if (value.body.length <= maxBytes) cache.set(key, { inputs, value });
      return value;
    },
  };
}
