import { describe, expect, it } from 'vitest';
import { expireCookie, parseCookies, serializeCookie } from './cookies';

describe('parseCookies', () => {
  it('reads name=value pairs and decodes values', () => {
    expect(parseCookies('a=1; b=hello%20world; c="quoted"')).toEqual(
      new Map([
        ['a', '1'],
        ['b', 'hello world'],
        ['c', 'quoted'],
      ]),
    );
  });

  it.each([
    ['', {}],
    [';;; ; =x; =; a', {}],
    ['bad name=1; ok=2', { ok: '2' }],
    ['a=%E0%A4%A; b=2', { b: '2' }],
    ['a=1; a=2', { a: '1' }],
  ])('tolerates %j', (header, expected) => {
    expect(Object.fromEntries(parseCookies(header))).toEqual(expected);
  });
});

describe('serializeCookie', () => {
  it('uses the spec attributes', () => {
    expect(serializeCookie('device', 'mobile', { maxAge: 604800 })).toBe(
      'device=mobile; Path=/; SameSite=Lax; Secure; Max-Age=604800',
    );
    expect(serializeCookie('s', 'a b;c', { httpOnly: true })).toBe(
      's=a%20b%3Bc; Path=/; SameSite=Lax; Secure; HttpOnly',
    );
    expect(expireCookie('x')).toBe('x=; Path=/; SameSite=Lax; Secure; Max-Age=0');
  });

  it('refuses names that would break the header', () => {
    expect(() => serializeCookie('a;b', 'x')).toThrow();
  });
});
