/**
 * A seeded pseudo-random generator (mulberry32), so the world is identical on every start.
 * Every draw goes through one Rng in a fixed order; changing the order changes the world.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (fewer if the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A key drawn with the given weights. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  hex(length: number): string;
  uuid(): string;
}

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const hex = (length: number) => {
    let out = '';
    for (let i = 0; i < length; i++) out += Math.floor(next() * 16).toString(16);
    return out;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = items.slice();
      for (let i = pool.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
      }
      return pool.slice(0, Math.max(0, count));
    },
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return (entries[entries.length - 1] as readonly [T, number])[0];
    },
    hex,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`,
  };
}

/** FNV-1a: a small stable string hash (image colours, seeds derived from names). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
