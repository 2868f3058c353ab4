import { describe, expect, it } from 'vitest';
import { SEAMLESS_MISSING_ID_WARNING } from './constants';
import { claimNext, listingRequest, pageKey, readListing, RequestedPages } from './requests';
import type { SeamlessEntry } from './requests';

const entry = (id: string, type = 'article'): SeamlessEntry => ({
  id,
  slug: `slug-${id}`,
  url: `/tech/slug-${id}/`,
  type,
});

describe('RequestedPages (001 §4: a page already requested for a type and identifier is not requested again)', () => {
  it('never claims the opened article', () => {
    const requested = new RequestedPages({ type: 'article', id: 'a' });
    expect(requested.claim('article', 'a')).toBe(false);
  });

  it('claims a page once per type and id', () => {
    const requested = new RequestedPages();
    expect(requested.claim('article', 'b')).toBe(true);
    expect(requested.claim('article', 'b')).toBe(false);
    expect(requested.claim('gallery', 'b')).toBe(true);
    expect(requested.has('article', 'b')).toBe(true);
    expect(requested.has('video', 'b')).toBe(false);
  });

  it('reads a missing type as article', () => {
    expect(pageKey(undefined, 'x')).toBe('article:x');
    const requested = new RequestedPages({ id: 'x' });
    expect(requested.claim('article', 'x')).toBe(false);
  });
});

describe('claimNext', () => {
  it('walks the listing in order, skipping the opened article and duplicates', () => {
    const listing = [entry('a'), entry('b'), entry('b'), entry('c'), entry('d')];
    const requested = new RequestedPages({ type: 'article', id: 'a' });
    const order = [];
    for (let next = claimNext(listing, requested); next; next = claimNext(listing, requested)) order.push(next.id);
    expect(order).toEqual(['b', 'c', 'd']);
  });
});

describe('listingRequest (001 §5)', () => {
  it('asks the proxy with slug, content id and collection id', () => {
    expect(listingRequest({ site: 'cnet', slug: 'my-story', contentId: 'id-1', collectionId: 'c-9' })).toEqual({
      type: 'request',
      url: '/api/seamless/cnet?slug=my-story&contentId=id-1&collectionId=c-9',
    });
  });

  it('needs only one of slug and content id', () => {
    expect(listingRequest({ site: 'cnet', slug: 'my-story' })).toEqual({
      type: 'request',
      url: '/api/seamless/cnet?slug=my-story',
    });
    expect(listingRequest({ site: 'cnet', contentId: 'id-1' })).toEqual({
      type: 'request',
      url: '/api/seamless/cnet?contentId=id-1',
    });
  });

  it('without slug or content id: a warning and no request', () => {
    expect(listingRequest({ site: 'cnet', slug: '', contentId: null, collectionId: 'c-9' })).toEqual({
      type: 'skip',
      warning: SEAMLESS_MISSING_ID_WARNING,
    });
  });
});

describe('readListing', () => {
  it('keeps well-formed entries of this site, defaulting the type to article', () => {
    const json = {
      items: [
        { id: 'b', slug: 'b', url: '/tech/b/', source: 'curated', title: 'B' },
        { id: 'c', slug: 'c', url: 'https://elsewhere.example/c/' },
        { id: 'd', slug: 'd', url: '//elsewhere.example/d/' },
        { id: '', slug: 'e', url: '/e/' },
        null,
        { id: 'f', slug: 'f', url: '/tech/f/', type: 'gallery' },
      ],
    };
    expect(readListing(json)).toEqual([
      { id: 'b', slug: 'b', url: '/tech/b/', type: 'article', source: 'curated', title: 'B' },
      { id: 'f', slug: 'f', url: '/tech/f/', type: 'gallery', source: undefined, title: undefined },
    ]);
  });

  it.each([[null], ['[]'], [{}], [{ items: 'x' }]])('reads %j as no entries', (json) => {
    expect(readListing(json)).toEqual([]);
  });
});
