import { describe, expect, it } from 'vitest';
import { createRevocationList, sessionIdOf } from './revocationList';

const HOUR = 3_600_000;

function clocked(options: { maxEntries: number; ttlMs: number }) {
  let at = 1_800_000_000_000;
  const list = createRevocationList({ ...options, now: () => at });
  return { list, now: () => at, pass: (ms: number) => void (at += ms) };
}

describe('revocation list', () => {
  it('refuses a signed-out id for as long as its cookie could live, and not a moment more', () => {
    const { list, now, pass } = clocked({ maxEntries: 10, ttlMs: 14 * 24 * HOUR });
    expect(list.has('a')).toBe(false);
    expect(list.add('a', now())).toBe(true);
    expect(list.has('a')).toBe(true);
    expect(list.has('b')).toBe(false);
    pass(14 * 24 * HOUR - 1);
    expect(list.has('a')).toBe(true);
    pass(1);
    expect(list.has('a')).toBe(false);
    expect(list.size).toBe(0);
  });

  it('ignores a sign-out told twice and one too old to matter', () => {
    const { list, now } = clocked({ maxEntries: 10, ttlMs: HOUR });
    expect(list.add('a', now())).toBe(true);
    expect(list.add('a', now())).toBe(false);
    expect(list.add('old', now() - HOUR)).toBe(false);
    expect(list.has('old')).toBe(false);
    expect(list.size).toBe(1);
  });

  it('holds at most maxEntries, dropping the oldest sign-outs first and the expired ones as it goes', () => {
    const { list, now, pass } = clocked({ maxEntries: 3, ttlMs: HOUR });
    for (const id of ['a', 'b', 'c', 'd']) {
      list.add(id, now());
      pass(1000);
    }
    expect(list.size).toBe(3);
    expect(['a', 'b', 'c', 'd'].map((id) => list.has(id))).toEqual([false, true, true, true]);
    pass(HOUR - 2500);
    list.add('e', now());
    // b went out of date; c and d still matter.
    expect(list.size).toBe(3);
    expect(['b', 'c', 'd', 'e'].map((id) => list.has(id))).toEqual([false, true, true, true]);
  });
});

describe('sessionIdOf', () => {
  const user = { sub: 'local|1' };
  it('is the session id when the session has one', () => {
    expect(sessionIdOf({ sid: 'abcdefghijklmnopqrstuvwx', user, auth_time: 1 })).toBe('abcdefghijklmnopqrstuvwx');
  });

  it('gives an older session without one an id that its refreshes keep and another sign-in does not share', () => {
    const id = sessionIdOf({ user, auth_time: 1_700_000_000 });
    expect(id).toMatch(/^u\.[A-Za-z0-9_-]{32}$/);
    expect(sessionIdOf({ user: { ...user }, auth_time: 1_700_000_000 })).toBe(id);
    expect(sessionIdOf({ user, auth_time: 1_700_000_001 })).not.toBe(id);
    expect(sessionIdOf({ user: { sub: 'local|2' }, auth_time: 1_700_000_000 })).not.toBe(id);
  });
});
