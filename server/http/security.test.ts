import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce } from './security';
import { baseSecurityHeaders } from './security';

const origins = {
  images: ['https://images.example'],
  media: ['https://media.example'],
  services: ['https://collect.example'],
  sockets: ['wss://live.example'],
};

describe('nonces', () => {
  it('are 16 random bytes in base64, never repeated (also across pool refills)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const nonce = createNonce();
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(2000);
    expect(seen.has('AAAAAAAAAAAAAAAAAAAAAA==')).toBe(false);
  });
});

describe('content security policy', () => {
  it('admits the nonce (and what it loads), and names every configured origin once per directive', () => {
    const policy = contentSecurityPolicy('abc123==', origins);
    expect(policy).toBe(
      "default-src 'self'; script-src 'nonce-abc123==' 'strict-dynamic' 'self'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: https://images.example https://collect.example; media-src 'self' https://images.example https://media.example; " +
        "connect-src 'self' https://collect.example wss://live.example; frame-src 'self' https://collect.example; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
    );
    expect(contentSecurityPolicy('other==', origins)).toContain("'nonce-other=='");
  });
});

describe('baseSecurityHeaders', () => {
  it('always says nosniff and the permissions policy; HSTS only for an https site and a max-age above 0', () => {
    const names = (headers: ReadonlyArray<readonly [string, string]>) => headers.map(([name]) => name);
    expect(names(baseSecurityHeaders('http://localhost:3000', 31_536_000))).toEqual([
      'x-content-type-options',
      'permissions-policy',
    ]);
    expect(baseSecurityHeaders('https://www.example.com', 31_536_000)).toContainEqual([
      'strict-transport-security',
      'max-age=31536000',
    ]);
    expect(names(baseSecurityHeaders('https://www.example.com', 0))).not.toContain('strict-transport-security');
  });
});
