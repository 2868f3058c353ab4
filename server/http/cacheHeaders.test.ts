import { describe, expect, it } from 'vitest';
import { cacheControl, effectiveMaxAge, lastModified } from './cacheHeaders';

describe('cache headers (spec 000 §2 Caching)', () => {
  it.each([
    [86_400, 'private, max-age=86400'],
    [300, 'private, max-age=300'],
    [0, 'private, no-cache'],
  ])('max-age %d → %s', (maxAge, header) => {
    expect(cacheControl(maxAge)).toBe(header);
  });

  it.each([
    [300, 300],
    [0, 0],
    [-1, 60],
    ['300', 60],
    [Number.NaN, 60],
    [undefined, 60],
    [null, 60],
    [Infinity, 60],
  ])('route meta max-age %p gives %d with default 60', (value, expected) => {
    expect(effectiveMaxAge(value, 60)).toBe(expected);
  });

  it('sets last-modified to the current time', () => {
    const now = Date.UTC(2026, 10, 22, 12, 30, 15, 250);
    expect(lastModified(now)).toBe('Sun, 22 Nov 2026 12:30:15 GMT');
  });
});
