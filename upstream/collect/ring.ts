/**
 * The collection service's memory: the newest events in a ring of fixed size, so a long run
 * (or a flood) never grows the upstream's memory. Each event gets an increasing id; readers ask
 * for the events after the last id they saw.
 */

export interface StoredEvent {
  id: number;
  /** pageView, formViewed, ... for posted events; pixel, errorBeacon, pageviewCandidate for GETs. */
  event: string;
  fields: Record<string, unknown>;
  /** ISO time the service received it. */
  receivedAt: string;
  /** The sender's own time, when it gave one. */
  sentAt?: string;
}

/** Our choice: the newest 5000 events are kept. */
export const COLLECT_RING_SIZE = 5000;

export class EventRing {
  private readonly slots: (StoredEvent | undefined)[];
  private nextId = 1;

  constructor(readonly capacity: number = COLLECT_RING_SIZE) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('ring capacity must be a positive integer');
    this.slots = new Array<StoredEvent | undefined>(capacity);
  }

  add(event: Omit<StoredEvent, 'id'>): StoredEvent {
    const stored = { id: this.nextId++, ...event };
    this.slots[(stored.id - 1) % this.capacity] = stored;
    return stored;
  }

  /** Events kept, oldest first, with an id above `since` and (when given) the event name. */
  list(filter: { since?: number; event?: string } = {}): StoredEvent[] {
    const since = filter.since ?? 0;
    const out: StoredEvent[] = [];
    const first = Math.max(1, this.nextId - this.capacity);
    for (let id = Math.max(first, since + 1); id < this.nextId; id++) {
      const stored = this.slots[(id - 1) % this.capacity];
      if (stored && stored.id === id && (filter.event === undefined || stored.event === filter.event)) out.push(stored);
    }
    return out;
  }

  get size(): number {
    return this.slots.reduce((count, slot) => count + (slot ? 1 : 0), 0);
  }

  /** The id the last event got (0 before any). */
  get lastId(): number {
    return this.nextId - 1;
  }

  clear(): void {
    this.slots.fill(undefined);
  }
}
