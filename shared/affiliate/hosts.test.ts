import { describe, expect, it } from 'vitest';
import { isInternalHref, linkRel } from './hosts';

describe('link rel by host (spec 001 §9)', () => {
  it.each([
    ['/tech/x/', undefined],
    ['#toc-item-1', undefined],
    ['https://site.test/tech/', undefined],
    ['https://www.cnet.com/tech/', 'follow'],
    ['https://cnet.com/', 'follow'],
    ['https://www.zdnet.com/', 'follow'],
    ['https://notcnet.com/', 'noopener nofollow'],
    ['https://www.amazon.com/dp/1', 'noopener nofollow'],
    ['mailto:a@b.c', undefined],
  ])('%s → %s', (href, rel) => {
    expect(linkRel(href, 'site.test')).toBe(rel);
  });

  it('classes links as internal by host', () => {
    expect(isInternalHref('https://SITE.test/a', 'site.test')).toBe(true);
    expect(isInternalHref('https://other.test/a', 'site.test')).toBe(false);
    expect(isInternalHref('not a url', 'site.test')).toBe(false);
  });
});
