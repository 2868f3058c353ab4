import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './encoding';

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
