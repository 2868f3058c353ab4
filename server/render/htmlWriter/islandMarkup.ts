/**
 * The server markup of client components (islands) for the HTML writer, rendered by React DOM
 * once and kept in a bounded cache keyed by everything the markup can depend on: the
 * component, its props (or its `markupKey`, shared/render/markupKey.ts), and the client
 * components around it (whose context it may read). Children passed from the server are not
 * part of the key: the island is rendered with a marker in their place, and the writer writes
 * them between the two halves.
 *
 * A component's first misses render it twice, at two positions in the tree: markup that
 * depends on its position (`useId`) differs, and such a component (and the page that has it)
 * is left to React DOM from then on. So is one whose render writes anything outside its own
 * place (a hoisted title or preload) or suspends.
 *
 * The cache does not take any entry on trust: one hit in `checkEvery` (ISLAND_MARKUP_CHECK_EVERY,
 * default 100) is rendered again by React DOM with the page's real props and compared; markup
 * that differs is dropped, counted, reported with the island's name, and React DOM's is written
 * (decision 101).
 *
 * The cache is two generations of at most half the budget each: a hit in the older one moves
 * the entry to the newer, and when the newer is full the older is dropped. That keeps what is
 * used and forgets what is not, like a least-recently-used list, without touching the map on
 * every hit (a delete and a set per hit cost a few per cent of a long-tail page).
 */
import { hash, randomBytes } from 'node:crypto';
import { createElement } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MARKUP_KEY } from '../../../shared/render/markupKey';
import type { ClientReference } from './flightRows';
import { Unsupported } from './unsupported';
import { SUSPENDED_MARKERS } from './reactDomMarkup';
import type { IslandElement, IslandHtml, IslandWriter } from './writeRows';

export interface IslandMarkupOptions {
  /** The client component a reference names (the SSR manifest's module, loaded). */
  load: (reference: ClientReference) => ComponentType<Record<string, unknown>>;
  /** Bound of the cache: the sum of its keys' and markups' lengths. */
  maxBytes?: number;
  /** Told when an island's `markupKey` proved not to name all its markup reads (its name: module#export). */
  onWrongMarkupKey?: (component: string) => void;
  /**
   * One cache hit in so many is rendered again by React DOM and compared with the cached markup
   * (`ISLAND_MARKUP_CHECK_EVERY`; 0: never). On a difference the entry is dropped and React DOM's
   * markup is written.
   */
  checkEvery?: number;
  /** Told when a sampled hit's cached markup was not React DOM's (the island's name: module#export). */
  onMismatch?: (component: string) => void;
  /** For tests: the draw that picks the sampled hits (Math.random). */
  random?: () => number;
}

export interface IslandMarkup {
  writer: IslandWriter;
  /** Entries and their size, for tests and metrics. */
  stats(): {
    entries: number;
    bytes: number;
    hits: number;
    misses: number;
    checks: number;
    wrongMarkupKeys: number;
    sampled: number;
    mismatches: number;
  };
}

type Entry = IslandHtml | { unsupported: string };

interface Slot {
  entry: Entry;
  /** Set when the key had a markup key in it: the key all the props would have made, to check the claim. */
  full?: string;
  /** Reuses of a slot with `full` whose props were compared with those it was made for. */
  compared?: number;
}

const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;
/**
 * Keys up to this length are held as they are; longer ones as their hash. A key of a few hundred
 * characters (a consent manager's or seamless list's props) costs less to look up as it is than
 * to hash with SHA-1 on every page (a native call, then base64), and counts in the bound by its length.
 */
const SHORT_KEY = 512;
const MARK_TAG = 'neutron-island-mark';
const PLACE_BOUND = 'island markup that depends on its place';
/**
 * Renders at a second place in the tree before a component is taken to write the same markup
 * anywhere (a `useId` in its markup shows at the first): after that, a miss renders once.
 */
const PLACE_CHECKS = 3;
/**
 * A markup key's claim is checked when one of an entry's first reuses is for different props
 * (rendered again and compared), up to so many times per component; after that, the sampled
 * hits (`checkEvery`) catch a wrong claim as they catch any other stale markup.
 */
const MARKUP_KEY_CHECKS = 16;
const MARKUP_KEY_COMPARED_REUSES = 4;
/** `ISLAND_MARKUP_CHECK_EVERY`'s default: one hit in 100 rendered again (decision 101 measured its cost). */
export const DEFAULT_CHECK_EVERY = 100;

export function createIslandMarkup(options: IslandMarkupOptions): IslandMarkup {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const checkEvery = options.checkEvery ?? DEFAULT_CHECK_EVERY;
  const random = options.random ?? Math.random;
  /** Components whose markup was the same at two places in the tree, and how many times; and those whose was not. */
  const placeChecks = new Map<string, number>();
  const placeBound = new Set<string>();
  /** Components whose markup key was found wrong, and the checks of the claims so far by the component looked up. */
  const wrongClaims = new Set<string>();
  const claimChecks = new Map<string, number>();
  const token = randomBytes(6).toString('hex');
  const mark = (name: string) => createElement(MARK_TAG, { key: name, 'data-mark': `${token}-${name}` });
  const markHtml = (name: string) => `<${MARK_TAG} data-mark="${token}-${name}"></${MARK_TAG}>`;
  let young = new Map<string, Slot>();
  let old = new Map<string, Slot>();
  let youngBytes = 0;
  let oldBytes = 0;
  let hits = 0;
  let misses = 0;
  let checks = 0;
  let sampled = 0;
  let mismatches = 0;

  const componentOf = (island: IslandElement) => `${island.type.id}#${island.type.name}`;
  /** Short keys as they are; longer ones (props of kilobytes) as their SHA-1. */
  const short = (key: string) => (key.length <= SHORT_KEY ? key : `#${hash('sha1', key, 'base64')}`);

  /** The island's markup key, when it has one whose claim still stands. */
  function claim(island: IslandElement): string | undefined {
    const value = island.props[MARKUP_KEY];
    return typeof value === 'string' && !wrongClaims.has(componentOf(island)) ? value : undefined;
  }

  /** The key of all the island's own props (and whether it has children). */
  function fullKeyOf(island: IslandElement): string {
    island.fullKey ??= short(`${componentOf(island)}${island.hasChildren ? '+' : '-'}${JSON.stringify(island.props)}`);
    return island.fullKey;
  }

  /** The island's own key: by its markup key when it has one, else by all its props. */
  function keyOf(island: IslandElement): string {
    const markupKey = claim(island);
    if (markupKey === undefined) return fullKeyOf(island);
    island.key ??= short(`${componentOf(island)}${island.hasChildren ? '+' : '-'}~${markupKey}`);
    return island.key;
  }

  function chainKey(
    island: IslandElement,
    ancestors: readonly IslandElement[],
    own: (island: IslandElement) => string,
  ): string {
    let key = own(island);
    for (let i = ancestors.length - 1; i >= 0; i--) key = `${own(ancestors[i]!)}>${key}`;
    return key;
  }

  function render(island: IslandElement, ancestors: readonly IslandElement[]): Entry {
    const build = (lead: number): ReactNode => {
      const props: Record<string, unknown> = island.hasChildren
        ? { ...island.props, children: mark('children') }
        : island.props;
      let node: ReactNode = [
        ...Array<null>(lead).fill(null),
        mark('start'),
        createElement(options.load(island.type), { key: 'island', ...props }),
        mark('end'),
      ];
      for (let i = ancestors.length - 1; i >= 0; i--) {
        const ancestor = ancestors[i]!;
        node = createElement(options.load(ancestor.type), { ...ancestor.props, children: node });
      }
      return node;
    };
    const component = componentOf(island);
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
    if (SUSPENDED_MARKERS.some((marker) => inner.includes(marker))) return { unsupported: 'an island that suspends' };
    if (!island.hasChildren) return { open: inner, close: null };
    const slot = markHtml('children');
    const at = inner.indexOf(slot);
    if (at < 0) return { open: inner, close: null };
    if (inner.indexOf(slot, at + 1) >= 0) return { unsupported: 'island children written twice' };
    return { open: inner.slice(0, at), close: inner.slice(at + slot.length) };
  }

  const sizeOf = (key: string, slot: Slot) =>
    key.length +
    (slot.full?.length ?? 0) +
    ('unsupported' in slot.entry ? 0 : slot.entry.open.length + (slot.entry.close?.length ?? 0));

  function remember(key: string, slot: Slot): void {
    const size = sizeOf(key, slot);
    if (size > maxBytes / 4) return;
    if (youngBytes + size > maxBytes / 2) {
      old = young;
      oldBytes = youngBytes;
      young = new Map();
      youngBytes = 0;
    }
    young.set(key, slot);
    youngBytes += size;
  }

  function lookup(key: string): Slot | undefined {
    const slot = young.get(key);
    if (slot !== undefined) return slot;
    const older = old.get(key);
    if (older === undefined) return undefined;
    old.delete(key);
    oldBytes -= sizeOf(key, older);
    remember(key, older);
    return older;
  }

  const same = (a: Entry, b: Entry) =>
    'unsupported' in a || 'unsupported' in b
      ? 'unsupported' in a && 'unsupported' in b
      : a.open === b.open && a.close === b.close;

  /**
   * Checks a reused entry made under a markup key: rendered with these props, is the markup the
   * same? When not, the claims in the chain are dropped and the fresh markup is the answer.
   */
  function checked(slot: Slot, island: IslandElement, ancestors: readonly IslandElement[]): Entry {
    const component = componentOf(island);
    const done = claimChecks.get(component) ?? 0;
    // Comparing the props costs their JSON and hash: only on an entry's first reuses.
    const compare = done < MARKUP_KEY_CHECKS && (slot.compared ?? 0) < MARKUP_KEY_COMPARED_REUSES;
    if (compare) slot.compared = (slot.compared ?? 0) + 1;
    if (!compare || chainKey(island, ancestors, fullKeyOf) === slot.full) return slot.entry;
    checks++;
    claimChecks.set(component, done + 1);
    const fresh = render(island, ancestors);
    if (same(fresh, slot.entry)) return slot.entry;
    for (const wrong of [...ancestors, island]) {
      if (typeof wrong.props[MARKUP_KEY] !== 'string' || wrongClaims.has(componentOf(wrong))) continue;
      wrongClaims.add(componentOf(wrong));
      options.onWrongMarkupKey?.(componentOf(wrong));
    }
    return fresh;
  }

  function forget(key: string): void {
    const slot = young.get(key);
    if (slot !== undefined) {
      young.delete(key);
      youngBytes -= sizeOf(key, slot);
    }
  }

  /**
   * A sampled hit: React DOM renders the island again with this page's props and the islands
   * around it. Markup that differs is dropped and React DOM's is written (and a narrowed key in
   * the chain loses its claim).
   */
  function sample(key: string, entry: Entry, island: IslandElement, ancestors: readonly IslandElement[]): Entry {
    sampled++;
    const fresh = render(island, ancestors);
    if (same(fresh, entry)) return entry;
    mismatches++;
    forget(key);
    options.onMismatch?.(componentOf(island));
    for (const wrong of [...ancestors, island]) {
      if (typeof wrong.props[MARKUP_KEY] !== 'string' || wrongClaims.has(componentOf(wrong))) continue;
      wrongClaims.add(componentOf(wrong));
      options.onWrongMarkupKey?.(componentOf(wrong));
    }
    return fresh;
  }

  const writer: IslandWriter = (island, ancestors) => {
    const key = chainKey(island, ancestors, keyOf);
    let entry: Entry;
    const slot = lookup(key);
    if (slot) {
      hits++;
      entry = slot.full === undefined ? slot.entry : checked(slot, island, ancestors);
      if (entry === slot.entry && checkEvery > 0 && random() * checkEvery < 1)
        entry = sample(key, entry, island, ancestors);
    } else {
      misses++;
      entry = render(island, ancestors);
      const narrowed = claim(island) !== undefined || ancestors.some((ancestor) => claim(ancestor) !== undefined);
      remember(key, narrowed ? { entry, full: chainKey(island, ancestors, fullKeyOf) } : { entry });
    }
    if ('unsupported' in entry) throw new Unsupported(entry.unsupported);
    return entry;
  };

  return {
    writer,
    stats: () => ({
      entries: young.size + old.size,
      bytes: youngBytes + oldBytes,
      hits,
      misses,
      checks,
      wrongMarkupKeys: wrongClaims.size,
      sampled,
      mismatches,
    }),
  };
}
