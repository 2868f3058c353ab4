import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createRenderCache, versionOf } from './renderCache';

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
});
