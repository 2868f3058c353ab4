import { describe, expect, it } from 'vitest';
import { allowedOrigins, isSameOrigin } from './sameOrigin';

const ALLOWED = ['https://www.example.com', 'http://127.0.0.1:3000'];

describe('isSameOrigin (CSRF check of form posts)', () => {
  it.each([
    ['the site’s Origin', { origin: 'https://www.example.com' }, true],
    ['the addressed Origin', { origin: 'http://127.0.0.1:3000' }, true],
    ['another Origin', { origin: 'https://evil.example' }, false],
    [
      'another Origin even with our Referer',
      { origin: 'https://evil.example', referer: 'https://www.example.com/x/' },
      false,
    ],
    ['Origin null', { origin: 'null' }, false],
    ['our Referer without Origin', { referer: 'https://www.example.com/newsletters/' }, true],
    ['another Referer', { referer: 'https://evil.example/newsletters/' }, false],
    ['a look-alike Referer', { referer: 'https://www.example.com.evil.example/' }, false],
    ['an unreadable Referer', { referer: 'not a url' }, false],
    ['neither header', {}, false],
  ])('%s → %s', (_case, headers, expected) => {
    expect(isSameOrigin(new Headers(headers as Record<string, string>), ALLOWED)).toBe(expected);
  });
});

describe('allowedOrigins', () => {
  it('is SITE_ORIGIN alone in production, whatever the Host header said', () => {
    expect(allowedOrigins('https://www.example.com', 'http://evil.example/newsletters/')).toEqual([
      'https://www.example.com',
    ]);
    expect(allowedOrigins('https://www.example.com', 'http://127.0.0.1:3000/newsletters/')).toEqual([
      'https://www.example.com',
    ]);
  });

  it('adds the loopback origin a request came to when the site itself is loopback (development, tests)', () => {
    expect(allowedOrigins('http://localhost:3000', 'http://127.0.0.1:4100/newsletters/')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:4100',
    ]);
    expect(allowedOrigins('http://localhost:3000', 'http://evil.example/newsletters/')).toEqual([
      'http://localhost:3000',
    ]);
  });
});
