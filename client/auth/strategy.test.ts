import { describe, expect, it } from 'vitest';
import { looksLikeImplicitReturn } from './strategy';

describe('looksLikeImplicitReturn', () => {
  it.each([
    ['#access_token=a&state=s', true],
    ['#state=s&access_token=a', true],
    ['#error=access_denied', true],
    ['', false],
    ['#toc-item-2', false],
    ['#section=access_token', false],
  ])('%j → %s', (hash, expected) => {
    expect(looksLikeImplicitReturn(hash)).toBe(expected);
  });
});
