import { describe, expect, it } from 'vitest';
import { utf8Bytes, utf8BytesOf } from './utf8';

describe('utf8Bytes', () => {
  it.each([
    ['empty', ''],
    ['short ASCII', '<p>hello</p>'],
    ['a page of ASCII', '<p>paragraph</p>'.repeat(2000)],
    [
      'a page with typographic quotes, private-use tokens and emoji',
      `<p>It\u2019s \u201cfine\u201d \uE000k12\uE001 \u{1F600}</p>`.repeat(500),
    ],
    ['a lone surrogate inside a long string', `${'a'.repeat(3000)}\uD800${'b'.repeat(10)}`],
    ['a string longer than the scratch buffer', '\u00e9'.repeat(400_000)],
  ])('encodes %s exactly as Buffer.from does', (_name, text) => {
    const bytes = utf8Bytes(text);
    expect(bytes.equals(Buffer.from(text, 'utf8'))).toBe(true);
    expect(bytes.length).toBe(Buffer.byteLength(text));
  });

  it('encodes the pieces of a text exactly as the joined text, short or long, multi-byte characters on either side of a seam', () => {
    const cases: string[][] = [
      [],
      ['<p>a</p>', '<p>b</p>'],
      ['<p>It\u2019s</p>'.repeat(300), '\uE000k1\uE001', '\u{1F600}'.repeat(200), '</body></html>'],
      ['\u00e9'.repeat(400_000), 'x'],
    ];
    for (const pieces of cases) expect(utf8BytesOf(pieces).equals(Buffer.from(pieces.join(''), 'utf8'))).toBe(true);
  });

  it('hands out a buffer of its own each time (the scratch space is never shared)', () => {
    const first = utf8Bytes('x'.repeat(5000));
    const second = utf8Bytes('y'.repeat(5000));
    expect(first.toString()).toBe('x'.repeat(5000));
    expect(second.toString()).toBe('y'.repeat(5000));
    expect(first.buffer).not.toBe(second.buffer);
    // Its own memory, not a slice of Node's shared 64 KB pool: a cached page keeps only its bytes alive.
    expect(first.buffer.byteLength).toBe(first.length);
  });
});
