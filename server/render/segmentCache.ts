/**
 * The segment cache (docs/decisions/025-render-less.md): static parts of pages — navigation,
 * card lists, tables of contents — rendered once to ready HTML per content object and variant,
 * then carried through the page render as one string (rsc/components/StaticHtml.tsx).
 *
 * A segment is keyed by the identity of the content object it was made from (a new object
 * comes with every content-cache refresh, so an edit is never served from an old segment) and
 * by a variant string that names everything else its markup depends on (its place, the
 * relative dates it shows...). Bounded by bytes; its size and hit ratio are in /metrics.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LRUCache } from 'lru-cache';
import type { SegmentRenderer } from '../../shared/render/contract';
import { dropKeys, versionOf } from './renderCache';

export interface SegmentCache extends SegmentRenderer {
  /** Drops the segments made from these content versions (a purge, decision 081); answers how many. */
  dropVersions(versions: ReadonlySet<number>): number;
  readonly bytes: number;
  readonly entries: number;
  readonly hits: number;
  readonly misses: number;
}

/** A segment above this share of the cache is rendered every time rather than flushing the rest. */
const MAX_SHARE = 16;

export function createSegmentCache({ maxBytes }: { maxBytes: number }): SegmentCache {
  const cache = new LRUCache<string, string>({
    maxSize: maxBytes,
    // Strings are UTF-16 in V8: two bytes a character is the honest upper bound.
    sizeCalculation: (html, key) => 2 * (html.length + key.length) + 64,
  });
  let hits = 0;
  let misses = 0;
  return {
    html(owner: object, variant: string, render: () => ReactNode): string {
      const key = `${versionOf(owner)} ${variant}`;
      const cached = cache.get(key);
      if (cached !== undefined) {
        hits++;
        return cached;
      }
      misses++;
      const html = renderToStaticMarkup(render());
      if (2 * html.length < maxBytes / MAX_SHARE) cache.set(key, html);
      return html;
    },
    dropVersions: (versions) => dropKeys(cache, (key) => versions.has(Number(key.slice(0, key.indexOf(' '))))),
    get bytes() {
      return cache.calculatedSize;
    },
    get entries() {
      return cache.size;
    },
    get hits() {
      return hits;
    },
    get misses() {
      return misses;
    },
  };
}
