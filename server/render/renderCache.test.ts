import { describe, expect, it } from 'vitest';
import { createRenderCache, positionsOf, versionOf, withNonce } from './renderCache';

describe('render cache', () => {
  it('replays a render with the new request nonce in every place the old one was', () => {
    const cache = createRenderCache({ ttlMs: 1000, maxBytes: 1_000_000 });
    const old = 'AAAAAAAAAAAAAAAAAAAAAA==';
    const html = Buffer.from(`<script nonce="${old}">x</script><link nonce="${old}"><p>${old.slice(0, 5)}</p>`);
    cache.set('k', html, 'text/html', old);
    const hit = cache.get('k')!;
    const fresh = 'BBBBBBBBBBBBBBBBBBBBBB==';
    expect(withNonce(hit, fresh).toString()).toBe(`<script nonce="${fresh}">x</script><link nonce="${fresh}"><p>AAAAA</p>`);
    // The stored copy is untouched.
    expect(hit.body.toString()).toBe(html.toString());
  });

  it('is off with a zero ttl', () => {
    const cache = createRenderCache({ ttlMs: 0, maxBytes: 1000 });
    cache.set('k', Buffer.from('x'), 'text/html', null);
    expect(cache.enabled).toBe(false);
    expect(cache.get('k')).toBeUndefined();
  });

  it('stays within its byte bound and refuses a page larger than an eighth of it', () => {
    const cache = createRenderCache({ ttlMs: 1000, maxBytes: 8000 });
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, Buffer.alloc(900), 'text/html', null);
    expect(cache.size).toBeLessThanOrEqual(8);
    cache.set('big', Buffer.alloc(1001), 'text/html', null);
    expect(cache.get('big')).toBeUndefined();
  });

  it('finds every occurrence of a needle', () => {
    expect(positionsOf(Buffer.from('abcabcab'), 'ab')).toEqual([0, 3, 6]);
  });

  it('gives each object its own stable version', () => {
    const a = {};
    const b = {};
    expect(versionOf(a)).toBe(versionOf(a));
    expect(versionOf(a)).not.toBe(versionOf(b));
  });
});
