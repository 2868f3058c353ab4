import { describe, expect, it } from 'vitest';
import { feedPathForPage, feedUrl, parseFeedPath } from './feedPaths';

const parse = (url: string) => {
  const parsed = new URL(url, 'http://x');
  return parseFeedPath(parsed.pathname, parsed.searchParams);
};

describe('parseFeedPath', () => {
  it.each([
    ['/feed/', 'frontdoor', '/', 'rss', 1],
    ['/feed/tech/', 'section.tech', '/tech/', 'rss', 1],
    ['/feed/how-to/?page=2', 'section.how-to', '/how-to/', 'rss', 2],
    ['/feed/topics/ai/?format=atom', 'topic.ai', '/topics/ai/', 'atom', 1],
    ['/feed/tags/phones/', 'tag.phones', '/tags/phones/', 'rss', 1],
    [
      '/feed/collections/black-friday/?format=atom&page=3',
      'collection.black-friday',
      '/collections/black-friday/',
      'atom',
      3,
    ],
    ['/feed/profiles/wesyarrow/', 'author.wesyarrow', '/profiles/wesyarrow/', 'rss', 1],
  ])('%s → %s', (url, endpoint, pagePath, format, page) => {
    expect(parse(url)).toMatchObject({ ok: true, request: { endpoint, pagePath, format, page } });
  });

  it.each([
    '/feed/unknown/',
    '/feed/topics/',
    '/feed/topics/AI/',
    '/feed/topics/a/b/',
    '/feed/tags/..%2f/',
    '/feed/tech',
    '/feed/topics/x.y/',
    '/feed/?page=41',
  ])('%s is 404', (url) => {
    expect(parse(url)).toEqual({ ok: false, status: 404 });
  });

  it.each(['?page=-1', '?page=0', '?page=x', '?format=json', '?page=1&page=2'])('%s is 400', (query) => {
    expect(parse(`/feed/tech/${query}`)).toEqual({ ok: false, status: 400 });
  });
});

describe('feed URLs', () => {
  it('adds format and page only when needed', () => {
    expect(feedUrl('/feed/tech/', 1, 'rss')).toBe('/feed/tech/');
    expect(feedUrl('/feed/tech/', 2, 'atom')).toBe('/feed/tech/?format=atom&page=2');
  });

  it('names the feed of the pages that have one', () => {
    expect(feedPathForPage('/')).toBe('/feed/');
    expect(feedPathForPage('/tech/')).toBe('/feed/tech/');
    expect(feedPathForPage('/topics/ai/')).toBe('/feed/topics/ai/');
    expect(feedPathForPage('/profiles/wesyarrow/')).toBe('/feed/profiles/wesyarrow/');
    expect(feedPathForPage('/tech/phones/some-article/')).toBeUndefined();
    expect(feedPathForPage('/topics/ai/2/')).toBeUndefined();
  });
});
