import { describe, expect, it } from 'vitest';
import { createRouter } from '../../shared/node/routes/match';
import { readerSiteOf, siteOfPath } from './readerSite';

const router = createRouter();

describe("the reader's site", () => {
  it.each([
    ['/roadshow/news/some-car-story/', 'roadshow'],
    ['/roadshow/', 'roadshow'],
    ['/roadshow/reviews/?utm_source=x', 'roadshow'],
    ['/tech/', 'cnet'],
    ['/', 'cnet'],
    ['/no/such/page/', 'cnet'],
  ])('a reader returning to %s is on %s', (path, site) => {
    expect(siteOfPath(router, path)).toBe(site);
  });

  it.each([
    [undefined, 'cnet'],
    ['cnet', 'cnet'],
    ['roadshow', 'roadshow'],
    ['Roadshow', null],
    ['evil', null],
  ])('site=%s reads as %s', (value, site) => {
    expect(readerSiteOf(value)).toBe(site);
  });
});
