/**
 * The server markup of client components (islands) for the HTML writer, rendered by React DOM
 * once and kept in a bounded cache keyed by everything the markup can depend on: the
 * component, its props, and the client components around it (whose context it may read).
 * Children passed from the server are not part of the key: the island is rendered with a
 * marker in their place, and the writer writes them between the two halves.
 *
 * A component's first misses render it twice, at two positions in the tree: markup that
 * depends on its position (`useId`) differs, and such a component (and the page that has it)
 * is left to React DOM from then on. So is one whose render writes anything outside its own place (a hoisted title or
 * preload) or suspends.
 */
import { randomBytes } from 'node:crypto';
import { createElement } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { ClientReference } from './flightRows';
import { Unsupported } from './flightRows';
import type { IslandElement, IslandHtml, IslandWriter } from './writeRows';

export interface IslandMarkupOptions {
  /** The client component a reference names (the SSR manifest's module, loaded). */
  load: (reference: ClientReference) => ComponentType<Record<string, unknown>>;
  /** Bound of the cache: the sum of its keys' and markups' lengths. */
  maxBytes?: number;
  /** Props longer than this (as JSON) are rendered every time rather than kept. */
  maxKeyLength?: number;
}

export interface IslandMarkup {
  writer: IslandWriter;
  /** Entries and their size, for tests and metrics. */
  stats(): { entries: number; bytes: number; hits: number; misses: number };
}

type Entry = IslandHtml | { unsupported: string };

const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;
const DEFAULT_MAX_KEY = 16 * 1024;
const MARK_TAG = 'neutron-island-mark';
const PLACE_BOUND = 'island markup that depends on its place';
/**
 * Renders at a second place in the tree before a component is taken to write the same markup
 * anywhere (a `useId` in its markup shows at the first): after that, a miss renders once.
 */
const PLACE_CHECKS = 3;


export function createIslandMarkup(options: IslandMarkupOptions): IslandMarkup {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxKey = options.maxKeyLength ?? DEFAULT_MAX_KEY;
  const cache = new Map<string, Entry>();
  /** Components whose markup was the same at two places in the tree, and how many times; and those whose was not. */
  const placeChecks = new Map<string, number>();
  const placeBound = new Set<string>();
  const token = randomBytes(6).toString('hex');
  const mark = (name: string) => createElement(MARK_TAG, { key: name, 'data-mark': `${token}-${name}` });
  const markHtml = (name: string) => `<${MARK_TAG} data-mark="${token}-${name}"></${MARK_TAG}>`;
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  /** The island's own key: its component, whether it has children, and its props. */
  function keyOf(island: IslandElement): string {
    island.key ??= `${island.type.id}#${island.type.name}${island.hasChildren ? '+' : '-'}${JSON.stringify(island.props)}`;
    return island.key;
  }

  function render(island: IslandElement, ancestors: readonly IslandElement[]): Entry {
    const build = (lead: number): ReactNode => {
      const props: Record<string, unknown> = island.hasChildren ? { ...island.props, children: mark('children') } : island.props;
      let node: ReactNode = [...Array<null>(lead).fill(null), mark('start'), createElement(options.load(island.type), { key: 'island', ...props }), mark('end')];
      for (let i = ancestors.length - 1; i >= 0; i--) {
        const ancestor = ancestors[i]!;
        node = createElement(options.load(ancestor.type), { ...ancestor.props, children: node });
      }
      return node;
    };
    const component = `${island.type.id}#${island.type.name}`;
    if (placeBound.has(component)) return { unsupported: PLACE_BOUND };
    const html = renderToString(build(0));
    const checks = placeChecks.get(component) ?? 0;
    if (checks < PLACE_CHECKS) {
      if (renderToString(build(3)) !== html) {
        placeBound.add(component);
        return { unsupported: PLACE_BOUND };
      }
      placeChecks.set(component, checks + 1);
    }
    const start = markHtml('start');
    const end = markHtml('end');
    if (!html.startsWith(start) || !html.endsWith(end)) return { unsupported: 'island markup outside its place' };
    const inner = html.slice(start.length, html.length - end.length);
    if (inner.includes('<!--$?') || inner.includes('<!--$!')) return { unsupported: 'an island that suspends' };
    if (!island.hasChildren) return { open: inner, close: null };
    const slot = markHtml('children');
    const at = inner.indexOf(slot);
    if (at < 0) return { open: inner, close: null };
    if (inner.indexOf(slot, at + 1) >= 0) return { unsupported: 'island children written twice' };
    return { open: inner.slice(0, at), close: inner.slice(at + slot.length) };
  }

  function remember(key: string, entry: Entry): void {
    const size = key.length + ('unsupported' in entry ? 0 : entry.open.length + (entry.close?.length ?? 0));
    cache.set(key, entry);
    bytes += size;
    for (const [oldest, old] of cache) {
      if (bytes <= maxBytes) break;
      cache.delete(oldest);
      bytes -= oldest.length + ('unsupported' in old ? 0 : old.open.length + (old.close?.length ?? 0));
    }
  }

  /**
   * The client components around an island, as a short id: their keys (an ad page's is over a
   * kilobyte) are joined and looked up once per page, not once per island inside them.
   */
  const scopes = new Map<string, number>();
  const scopeOf = (ancestors: readonly IslandElement[]): number => {
    const innermost = ancestors[ancestors.length - 1]!;
    if (innermost.scope !== undefined) return innermost.scope;
    const chain = ancestors.map(keyOf).join('>');
    let id = scopes.get(chain);
    if (id === undefined) {
      // Bounded like the markup (a quarter of its budget), forgotten all at once: entries keyed
      // by a forgotten id are never asked for again and age out of the cache.
      if (scopeBytes + chain.length > maxBytes / 4) {
        scopes.clear();
        scopeBytes = 0;
      }
      id = nextScope++;
      scopes.set(chain, id);
      scopeBytes += chain.length;
    }
    innermost.scope = id;
    return id;
  };
  let nextScope = 0;
  let scopeBytes = 0;

  const writer: IslandWriter = (island, ancestors) => {
    const own = keyOf(island);
    const key = ancestors.length === 0 ? own : `${scopeOf(ancestors)}>${own}`;
    let entry = cache.get(key);
    if (entry) {
      hits++;
      // Most recently used last: the map's order is the eviction order.
      cache.delete(key);
      cache.set(key, entry);
    } else {
      misses++;
      entry = render(island, ancestors);
      if (key.length <= maxKey) remember(key, entry);
    }
    if ('unsupported' in entry) throw new Unsupported(entry.unsupported);
    return entry;
  };

  return { writer, stats: () => ({ entries: cache.size, bytes, hits, misses }) };
}
