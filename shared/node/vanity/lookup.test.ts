import { describe, expect, it } from 'vitest';
import { VANITY_EXCLUDED_PATHS } from './constants';
import {
  isTrackingParam,
  normaliseVanityPath,
  splitPageSegment,
  stripTrackingParams,
  vanityEntryPath,
  vanityLookups,
  withPageSegment,
} from './lookup';
import type { VanityLookup } from './lookup';

describe('vanity path normalisation', () => {
  const rows: Array<[pathname: string, normalised: string | null]> = [
    ['/black-friday/', '/black-friday/'],
    ['/black-friday', '/black-friday/'],
    ['/Black-Friday/', '/black-friday/'],
    ['/deals/gift%20guide/', '/deals/gift%20guide/'],
    ['/', '/'],
    ['black-friday/', null],
    ['//evil.example/', null],
    ['/a//b/', null],
    ['/a\\b/', null],
    ['/a b/', null],
    [`/${'a'.repeat(600)}/`, null],
  ];
  it.each(rows)('%s → %s', (pathname, normalised) => {
    expect(normaliseVanityPath(pathname)).toBe(normalised);
  });
});

describe('tracking and ad query parameters (000 §5: utm_*, gclid, fbclid and similar)', () => {
  const params: Array<[name: string, tracking: boolean]> = [
    ['utm_source', true],
    ['utm_medium', true],
    ['utm_campaign', true],
    ['utm_term', true],
    ['utm_content', true],
    ['UTM_Source', true],
    ['gclid', true],
    ['fbclid', true],
    ['msclkid', true],
    ['_ga', true],
    ['page', false],
    ['q', false],
    ['utm', false],
    ['ab', false],
  ];
  it.each(params)('%s is tracking: %s', (name, tracking) => {
    expect(isTrackingParam(name)).toBe(tracking);
  });

  const queries: Array<[search: string, kept: string]> = [
    ['', ''],
    ['?utm_source=news&utm_medium=email', ''],
    ['?gclid=abc123&fbclid=xyz', ''],
    ['?q=laptops&utm_campaign=bf&page=2', 'q=laptops&page=2'],
    ['q=tv', 'q=tv'],
  ];
  it.each(queries)('%s keeps %j', (search, kept) => {
    expect(stripTrackingParams(search)).toBe(kept);
  });
});

describe('pagination (000 §5: a numeric path segment)', () => {
  const rows: Array<[path: string, split: { base: string; page: string } | null]> = [
    ['/gift-guide/2/', { base: '/gift-guide/', page: '2' }],
    ['/deals/gift-guide/12/', { base: '/deals/gift-guide/', page: '12' }],
    ['/gift-guide/', null],
    ['/gift-guide/0/', null],
    ['/gift-guide/02/', null],
    ['/gift-guide/12345/', null],
    ['/2/', null],
    ['/best-2024/', null],
  ];
  it.each(rows)('%s → %j', (path, split) => {
    expect(splitPageSegment(path)).toEqual(split);
  });

  it('puts a page number back on a path', () => {
    expect(withPageSegment('/topics/tech/', '3')).toBe('/topics/tech/3/');
    expect(withPageSegment('/topics/tech', '3')).toBe('/topics/tech/3/');
    expect(withPageSegment('/topics/tech/', undefined)).toBe('/topics/tech/');
  });
});

describe('vanity lookups', () => {
  const rows: Array<[pathname: string, search: string, lookups: VanityLookup[]]> = [
    ['/black-friday/', '', [{ path: '/black-friday/', query: '' }]],
    ['/Black-Friday', '?utm_source=tv&gclid=1', [{ path: '/black-friday/', query: '' }]],
    ['/black-friday/', '?ref=x&utm_source=tv', [{ path: '/black-friday/', query: 'ref=x' }]],
    [
      '/gift-guide/2/',
      '?fbclid=9',
      [
        { path: '/gift-guide/2/', query: '' },
        { path: '/gift-guide/', page: '2', query: '' },
      ],
    ],
    ['/reviews/2/', '', []],
    ['/home/internet/plans/3/', '', []],
    ['//evil/', '', []],
  ];
  it.each(rows)('%s%s', (pathname, search, lookups) => {
    expect(vanityLookups(pathname, search)).toEqual(lookups);
  });

  it.each(VANITY_EXCLUDED_PATHS.map((path) => [path]))('never looks up the excluded path %s', (path) => {
    expect(vanityLookups(path, '')).toEqual([]);
    expect(vanityLookups(path.slice(0, -1), '?utm_source=x')).toEqual([]);
  });

  it('sends the path with what is left of the query', () => {
    expect(vanityEntryPath({ path: '/a/', query: '' })).toBe('/a/');
    expect(vanityEntryPath({ path: '/a/', query: 'q=1' })).toBe('/a/?q=1');
  });
});
