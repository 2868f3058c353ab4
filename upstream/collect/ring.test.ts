import { describe, expect, it } from 'vitest';
import { EventRing } from './ring';

const add = (ring: EventRing, event: string) => ring.add({ event, fields: {}, receivedAt: '2025-01-01T00:00:00.000Z' });

describe('EventRing', () => {
  it('keeps only the newest `capacity` events, oldest first', () => {
    const ring = new EventRing(3);
    for (const name of ['a', 'b', 'c', 'd', 'e']) add(ring, name);
    expect(ring.list().map((e) => e.event)).toEqual(['c', 'd', 'e']);
    expect(ring.size).toBe(3);
    expect(ring.lastId).toBe(5);
  });

  it('filters by id and by name', () => {
    const ring = new EventRing(10);
    for (const name of ['pageView', 'pixel', 'pageView']) add(ring, name);
    expect(ring.list({ since: 1 }).map((e) => e.id)).toEqual([2, 3]);
    expect(ring.list({ event: 'pageView' }).map((e) => e.id)).toEqual([1, 3]);
  });

  it('clear forgets everything but keeps counting ids', () => {
    const ring = new EventRing(2);
    add(ring, 'a');
    ring.clear();
    expect(ring.list()).toEqual([]);
    expect(add(ring, 'b').id).toBe(2);
  });

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => new EventRing(0)).toThrow(RangeError);
  });
});
