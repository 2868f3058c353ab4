import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './returnTo';

describe('safeReturnTo', () => {
  it.each([
    ['/user/settings/', '/user/settings/'],
    ['/news/some-story/?x=1#c', '/news/some-story/?x=1#c'],
    ['/a/../b/', '/b/'],
  ])('keeps the same-origin path %j', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    ['nothing', undefined],
    ['empty', ''],
    ['a scheme', 'https://evil.test/'],
    ['javascript:', 'javascript:alert(1)'],
    ['protocol-relative', '//evil.test/'],
    ['a backslash', '/\\evil.test/'],
    ['a backslash later', '/a\\b'],
    ['an encoded tab trick', '/\t/evil.test'],
    ['a relative path', 'news/'],
    ['a newline', '/a\nb'],
    ['the sign-in route itself', '/signin/?returnTo=/'],
    ['the callback', '/signin/callback/?code=x'],
    ['something huge', `/${'a'.repeat(3000)}`],
  ])('sends %s to the front door', (_what, input) => {
    expect(safeReturnTo(input)).toBe('/');
  });
});
