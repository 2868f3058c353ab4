import { describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { compressWhole, createCompressor, negotiateEncoding } from './encoding';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5', 'br'],
    ['gzip;q=0', 'identity'],
    ['identity', 'identity'],
    ['', 'identity'],
    [null, 'identity'],
    [';;;,,,q=', 'identity'],
    ['BR', 'br'],
  ])('%p → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('compression quality', () => {
  const page = Buffer.from(
    Array.from(
      { length: 300 },
      (_, i) =>
        `<li><a href="/tech/story-${i * 7919}/">Story ${i}: a headline of ${(i * 31) % 17} words</a><p>By Author ${i % 13}</p></li>`,
    ).join(''),
  );

  it('compresses a whole body at the configured brotli quality, more bytes for less work, the same page either way', () => {
    const fast = compressWhole(page, 'br', { brotliQuality: 1 });
    const dense = compressWhole(page, 'br', { brotliQuality: 6 });
    expect(brotliDecompressSync(fast).equals(page)).toBe(true);
    expect(brotliDecompressSync(dense).equals(page)).toBe(true);
    expect(dense.length).toBeLessThan(fast.length);
    expect(compressWhole(page, 'br').equals(fast)).toBe(true);
  });

  it('streams at the configured quality too', async () => {
    const compressor = createCompressor('br', { brotliQuality: 6 });
    const pieces: Buffer[] = [];
    compressor.on('data', (piece: Buffer) => pieces.push(piece));
    const ended = new Promise((resolve) => compressor.once('end', resolve));
    compressor.end(page);
    await ended;
    expect(brotliDecompressSync(Buffer.concat(pieces)).equals(page)).toBe(true);
    expect(Buffer.concat(pieces).length).toBeLessThan(compressWhole(page, 'br', { brotliQuality: 1 }).length);
  });
});
