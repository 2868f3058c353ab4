/**
 * A bounded string cache for responses computed on first request (listing pages, seamless,
 * live items). When full it starts over: simple, and the hot keys refill at once.
 */
export class Memo<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly limit: number) {}

  get(key: string, build: () => V): V {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const value = build();
    if (this.entries.size >= this.limit) this.entries.clear();
    this.entries.set(key, value);
    return value;
  }

  /** Forgets every entry (the content they were built from changed). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
