import { describe, expect, it } from 'vitest';
import { clientAddress, createRateLimiter } from './rateLimiter';

describe('createRateLimiter', () => {
  it('allows a burst of `limit`, then refuses with Retry-After until tokens come back', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(limiter.take('b').allowed).toBe(true); // another client has its own budget
    now += 20_000;
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('answers whether a token is left without spending one for a cost of 0', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    expect(limiter.take('a', 0).allowed).toBe(true);
    expect([1, 2].map(() => limiter.take('a').allowed)).toEqual([true, true]);
    expect(limiter.take('a', 0)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    now += 30_000;
    expect(limiter.take('a', 0).allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(true);
  });

  it('stays bounded under a flood of distinct clients', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 10, now: () => 0 });
    limiter.take('first');
    for (let i = 0; i < 1000; i++) limiter.take(`client-${i}`);
    expect(limiter.take('first').allowed).toBe(true); // evicted, so forgotten: never a leak
  });
});

describe('clientAddress', () => {
  it.each([
    ['no proxy: the peer, whatever the header says', '10.0.0.9', '1.2.3.4', 0, '10.0.0.9'],
    ['one proxy: the entry it appended', '10.0.0.1', 'spoofed, 203.0.113.7', 1, '203.0.113.7'],
    ['two proxies', '10.0.0.1', 'spoofed, 203.0.113.7, 10.0.0.2', 2, '203.0.113.7'],
    ['fewer entries than hops: the peer', '10.0.0.1', '203.0.113.7', 2, '10.0.0.1'],
    ['no header: the peer', '10.0.0.1', undefined, 1, '10.0.0.1'],
  ])('%s', (_case, peer, header, hops, expected) => {
    expect(clientAddress(peer, header, hops)).toBe(expected);
  });
});
