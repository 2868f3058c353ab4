import { describe, expect, it } from 'vitest';
import { canonicalPath } from '../../content/canonicalPath';
import { samePath } from './types';

describe('canonical paths', () => {
  it.each<[string | undefined, string | null]>([
    ['https://www.cnet.com/tech/phones/a-story/', '/tech/phones/a-story/'],
    ['/tech/phones/a-story/', '/tech/phones/a-story/'],
    ['/tech/phones/a-story/?x=1#top', '/tech/phones/a-story/'],
    ['/tech/phones/a-story', null],
    ['http://[bad', null],
    ['', null],
    [undefined, null],
  ])('%j → %j, the same when asked again', (url, path) => {
    expect(canonicalPath(url)).toBe(path);
    expect(canonicalPath(url)).toBe(path);
  });

  it('reads very long and very many URLs right (kept or not)', () => {
    const long = `/tech/${'a'.repeat(5_000)}/`;
    expect(canonicalPath(long)).toBe(long);
    for (let i = 0; i < 5_000; i++) expect(canonicalPath(`/news/story-${i}/`)).toBe(`/news/story-${i}/`);
    expect(canonicalPath('/news/story-1/')).toBe('/news/story-1/');
  });

  it('treats a trailing slash as the same address', () => {
    expect(samePath('/a/', '/a')).toBe(true);
    expect(samePath('/a/', '/b/')).toBe(false);
  });
});
