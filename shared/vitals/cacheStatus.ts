/**
 * Whether a page came from the render cache, from its Server-Timing: the server writes
 * `render;dur=0;desc="cached"` for a replay and a cache hit, `desc="not-modified"` for a 304, and
 * the writer's name (`rows`, `react-dom`) for a render (server/pages/reusePolicy.ts,
 * server/render/). No `render` entry: unknown (a redirect, an error page, an old server).
 */
import type { CacheState } from './constants';

export interface TimingEntry {
  name: string;
  description: string;
}

const FROM_CACHE = new Set(['cached', 'not-modified']);

export function cacheStateOf(entries: readonly TimingEntry[]): CacheState {
  const render = entries.find((entry) => entry.name === 'render');
  if (!render) return 'unknown';
  return FROM_CACHE.has(render.description) ? 'hit' : 'miss';
}

/** The entries of a `Server-Timing` header value (what a fetch response shows). */
export function parseServerTiming(header: string | null | undefined): TimingEntry[] {
  if (!header) return [];
  return header.split(',').map((part) => {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    let description = '';
    for (const param of params) {
      const match = /^desc=(?:"((?:[^"\\]|\\.)*)"|([^";,\s]*))$/i.exec(param);
      if (match) description = (match[1] ?? match[2] ?? '').replace(/\\(.)/g, '$1');
    }
    return { name, description };
  });
}
