import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { asciiOnly } from './asciiOnly';

describe('server bundles in ASCII only', () => {
  it('escapes every character above U+007F and keeps what the code means', () => {
    const source = [
      '// 000 §7: “quoted” — dashes',
      'var café = "Prices start at €5 – “really”";',
      'var t = `in a template: ‘x’ and 😀`;',
      'var re = /[‘’“”]/g;',
      'var u = /😀/u;',
      'result = [café, t, "a ‘b’ c".replace(re, "\'"), u.test("😀"), "😀".length];',
    ].join('\n');
    const ascii = asciiOnly(source);
    expect(ascii).toMatch(/^[\x00-\x7f]*$/);
    const before: { result?: unknown } = {};
    const after: { result?: unknown } = {};
    runInNewContext(source, before);
    runInNewContext(ascii, after);
    expect(after.result).toEqual(before.result);
    expect(after.result).toEqual(['Prices start at €5 – “really”', 'in a template: ‘x’ and 😀', "a 'b' c", true, 2]);
  });

  it('leaves an ASCII source as it is', () => {
    const source = 'var a = "plain";';
    expect(asciiOnly(source)).toBe(source);
  });

  it('refuses a tagged template with non-ASCII text (the tag sees the raw text)', () => {
    expect(() => asciiOnly('var s = String.raw`a—b`;', 'x.cjs')).toThrow(/x\.cjs: a tagged template/);
    expect(asciiOnly('var s = String.raw`a\\u2014b`; var t = `a—b`;')).toMatch(/^[\x00-\x7f]*$/);
  });

  it('refuses a raw line separator (escaped, it would change where a comment ends)', () => {
    expect(() => asciiOnly('// a\u2028b = 1;')).toThrow(/U\+2028/);
  });
});
