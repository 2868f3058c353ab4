import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createRenderCache, KeyFrequencies, versionOf } from './renderCache';

describe('render cache', () => {
  it('replays the stored bytes with the nonce they were rendered with', () => {
    const cache = createRenderCache({ ttlMs: 1000, maxBytes: 1_000_000 });
    const nonce = 'AAAAAAAAAAAAAAAAAAAAAA==';
    const html = Buffer.from(`<script nonce="${nonce}">x</script>`);
    cache.set('k', html, 'text/html; charset=utf-8', nonce);
    const hit = cache.get('k')!;
    expect(hit.nonce).toBe(nonce);
    expect(cache.bodyFor('k', hit, 'identity')).toBe(html);
  });

  it('compresses each encoding once and keeps it, counted in the bound', () => {
    const cache = createRenderCache({ ttlMs: 1000, maxBytes: 1_000_000 });
    const html = Buffer.from('<p>hello</p>'.repeat(500));
    cache.set('k', html, 'text/html', null);
    const before = cache.bytes;
    const hit = cache.get('k')!;
    const br = cache.bodyFor('k', hit, 'br');
    expect(brotliDecompressSync(br).equals(html)).toBe(true);
    expect(cache.bodyFor('k', cache.get('k')!, 'br')).toBe(br);
    const gzip = cache.bodyFor('k', hit, 'gzip');
    expect(gunzipSync(gzip).equals(html)).toBe(true);
    expect(cache.bytes).toBe(before + br.length + gzip.length);
  });

  it('is off with a zero ttl', () => {
    const cache = createRenderCache({ ttlMs: 0, maxBytes: 1000 });
    cache.set('k', Buffer.from('x'), 'text/html', null);
    expect(cache.enabled).toBe(false);
    expect(cache.get('k')).toBeUndefined();
  });

  it('stays within its byte bound and refuses a page larger than an eighth of it', () => {
    const cache = createRenderCache({ ttlMs: 1000, maxBytes: 8000 });
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, Buffer.alloc(700), 'text/html', null);
    expect(cache.size).toBeLessThanOrEqual(8);
    expect(cache.bytes).toBeLessThanOrEqual(8000);
    cache.set('big', Buffer.alloc(1001), 'text/html', null);
    expect(cache.get('big')).toBeUndefined();
  });

  it('gives each object its own stable version', () => {
    const a = {};
    const b = {};
    expect(versionOf(a)).toBe(versionOf(a));
    expect(versionOf(a)).not.toBe(versionOf(b));
  });

  it('when full, stores a render only in place of a page asked for less often lately', () => {
    const cache = createRenderCache({ ttlMs: 60_000, maxBytes: 8000 });
    const page = Buffer.alloc(700);
    // A hot page, asked for again and again.
    for (let i = 0; i < 5; i++) cache.get('hot');
    cache.set('hot', page, 'text/html', null);
    for (let i = 0; i < 20; i++) {
      cache.get(`tail${i}`);
      cache.set(`tail${i}`, page, 'text/html', null);
    }
    expect(cache.get('hot')).toBeDefined();
    expect(cache.admissions.refused).toBeGreaterThan(0);
    // A page asked for more often than what the cache holds gets in.
    for (let i = 0; i < 3; i++) cache.get('rising');
    cache.set('rising', page, 'text/html', null);
    expect(cache.get('rising')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(8000);
  });

  it('counts every replay of a stored page as a request for it, as it counts a miss', () => {
    // Room for two of these pages, not three.
    const cache = createRenderCache({ ttlMs: 60_000, maxBytes: 1200 });
    const page = Buffer.alloc(150);
    cache.get('replayed');
    cache.set('replayed', page, 'text/html', null);
    for (let i = 0; i < 4; i++) expect(cache.get('replayed')).toBeDefined();
    cache.get('other');
    cache.set('other', page, 'text/html', null);
    // 'replayed' is the least recently used, asked for five times: a page asked for three times does not displace it...
    for (let i = 0; i < 3; i++) cache.get('newcomer');
    expect(cache.set('newcomer', page, 'text/html', null)).toBe(false);
    expect(cache.get('replayed')).toBeDefined();
    // ...one asked for more often does (the least recently used is now 'other', asked for once).
    expect(cache.set('newcomer', page, 'text/html', null)).toBe(true);
    expect(cache.get('other')).toBeUndefined();
  });

  it('keeps serving part of a long tail wider than itself, where plain LRU would serve none', () => {
    const cache = createRenderCache({ ttlMs: 60_000, maxBytes: 40 * 1000 });
    const page = Buffer.alloc(700);
    let hits = 0;
    for (let round = 0; round < 10; round++) {
      for (let i = 0; i < 100; i++) {
        const key = `article${i}`;
        if (cache.get(key)) hits++;
        else cache.set(key, page, 'text/html', null);
      }
    }
    // About 40 of the 100 pages fit: after the first round they stay and are replayed.
    expect(hits / 900).toBeGreaterThan(0.3);
  });
});

describe('KeyFrequencies', () => {
  it('counts lookups per key and halves every count after each sample, forgetting the ones asked for once', () => {
    const frequencies = new KeyFrequencies(10);
    for (let i = 0; i < 6; i++) frequencies.touch('a');
    frequencies.touch('b');
    expect(frequencies.of('a')).toBe(6);
    expect(frequencies.of('b')).toBe(1);
    expect(frequencies.of('c')).toBe(0);
    for (let i = 0; i < 3; i++) frequencies.touch('c'); // the tenth lookup halves
    expect(frequencies.of('a')).toBe(3);
    expect(frequencies.of('b')).toBe(0);
    expect(frequencies.of('c')).toBe(1);
  });
});
