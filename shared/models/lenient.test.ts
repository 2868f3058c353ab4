import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listOf, maybe, validItems } from './lenient';

const thing = z.object({ name: z.string(), size: maybe(z.number()), parts: listOf(z.object({ id: z.string() })) });

describe('lenient helpers', () => {
  it('reads absent, null and malformed optional fields as undefined', () => {
    expect(thing.parse({ name: 'a' }).size).toBeUndefined();
    expect(thing.parse({ name: 'a', size: null }).size).toBeUndefined();
    expect(thing.parse({ name: 'a', size: 'big' }).size).toBeUndefined();
    expect(thing.parse({ name: 'a', size: 3 }).size).toBe(3);
  });

  it('drops list entries it cannot read and reads a missing list as []', () => {
    expect(thing.parse({ name: 'a', parts: [{ id: 'x' }, { id: 1 }, null, { id: 'y', extra: true }] }).parts).toEqual([
      { id: 'x' },
      { id: 'y' },
    ]);
    expect(thing.parse({ name: 'a' }).parts).toEqual([]);
    expect(thing.parse({ name: 'a', parts: 'nope' }).parts).toEqual([]);
  });

  it('still fails on a missing or malformed required field', () => {
    expect(thing.safeParse({ size: 1 }).success).toBe(false);
    expect(thing.safeParse({ name: 42 }).success).toBe(false);
  });

  it('validItems requires the list itself', () => {
    const envelope = z.object({ items: validItems(z.string()) });
    expect(envelope.parse({ items: ['a', 1, 'b'] }).items).toEqual(['a', 'b']);
    expect(envelope.safeParse({}).success).toBe(false);
    expect(envelope.safeParse({ items: {} }).success).toBe(false);
  });

  it('accepts and drops unknown keys', () => {
    expect(thing.parse({ name: 'a', surprise: { deep: 1 } })).not.toHaveProperty('surprise');
  });
});
