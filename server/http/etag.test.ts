import { describe, expect, it } from 'vitest';
import { etagOf, notModified } from './etag';

describe('etag', () => {
  it('is stable per body holder and differs between bodies', () => {
    const a = { body: Buffer.from('one') };
    const b = { body: Buffer.from('two') };
    expect(etagOf(a, a.body)).toBe(etagOf(a, a.body));
    expect(etagOf(a, a.body)).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(etagOf(a, a.body)).not.toBe(etagOf(b, b.body));
  });

  it.each([
    [null, false],
    ['', false],
    ['*', true],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"other", W/"abc"', true],
    ['"other"', false],
  ])('If-None-Match %j → %s', (header, expected) => {
    expect(notModified(header, 'W/"abc"')).toBe(expected);
  });
});
