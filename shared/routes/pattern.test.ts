import { describe, expect, it } from 'vitest';
import { buildPath, compilePattern, matchPattern } from './pattern';

const cases: Array<[pattern: string, path: string, params: Record<string, string> | null]> = [
  ['/news/{slug}/', '/news/foo/', { slug: 'foo' }],
  ['/news/{slug}/', '/news/foo', null],
  ['/news/{slug}/', '/news/a/b/', null],
  ['/news/{topic}?/{slug}/', '/news/foo/', { slug: 'foo' }],
  ['/news/{topic}?/{slug}/', '/news/mobile/foo/', { topic: 'mobile', slug: 'foo' }],
  ['/reviews/{slug}-{type}/', '/reviews/pixel-9-review/', { slug: 'pixel-9', type: 'review' }],
  ['/', '/', {}],
  ['/features/{pageNumber}?/', '/features/2/', { pageNumber: '2' }],
  ['/features/{pageNumber}?/', '/features/', {}],
  ['/news/{slug}/', '/news/%E2%9C%93/', { slug: '✓' }],
  ['/news/{slug}/', '/news/%E0%A4%A/', null],
];

describe('route patterns', () => {
  it.each(cases)('%s matches %s → %j', (pattern, path, params) => {
    expect(matchPattern(compilePattern(pattern), path)).toEqual(params);
  });

  const constrained: Array<
    [
      pattern: string,
      constraints: Record<string, readonly string[] | RegExp>,
      path: string,
      params: Record<string, string> | null,
    ]
  > = [
    ['/{type}-live/{slug}/', { type: ['news', 'deals'] }, '/deals-live/x/', { type: 'deals', slug: 'x' }],
    ['/{type}-live/{slug}/', { type: ['news', 'deals'] }, '/sports-live/x/', null],
    ['/a/{v}/', { v: ['x.y'] }, '/a/x.y/', { v: 'x.y' }],
    ['/a/{v}/', { v: ['x.y'] }, '/a/xzy/', null],
    ['/a/{v}/', { v: /[0-9]{2}/ }, '/a/42/', { v: '42' }],
    ['/a/{v}/', { v: /[0-9]{2}/ }, '/a/421/', null],
  ];

  it.each(constrained)('%s with %o matches %s → %j', (pattern, constraints, path, params) => {
    expect(matchPattern(compilePattern(pattern, constraints), path)).toEqual(params);
  });

  it.each([
    ['/x/{pageNumber}?/', '/x/9999/', { pageNumber: '9999' }],
    ['/x/{pageNumber}?/', '/x/10000/', null],
    ['/x/{pageNumber}?/', '/x/0/', null],
    ['/x/{pageNumber}?/', '/x/abc/', null],
    ['/s/{slug}/{year}?/{page}?/', '/s/a/2024/', { slug: 'a', year: '2024' }],
    ['/s/{slug}/{year}?/{page}?/', '/s/a/2/', { slug: 'a', page: '2' }],
    ['/s/{slug}/{year}?/{page}?/', '/s/a/2024/2/', { slug: 'a', year: '2024', page: '2' }],
  ])('page numbers and years have a fixed form: %s matches %s → %j', (pattern, path, params) => {
    expect(matchPattern(compilePattern(pattern), path)).toEqual(params);
  });

  it('rejects patterns without the trailing slash', () => {
    expect(() => compilePattern('/news/{slug}')).toThrow(/slash/);
  });
});

describe('buildPath', () => {
  it.each([
    ['/news/{topic}?/{slug}/', { slug: 'b' }, '/news/b/'],
    ['/news/{topic}?/{slug}/', { topic: 'a', slug: 'b' }, '/news/a/b/'],
    ['/reviews/{slug}-{type}/', { slug: 'pixel-9', type: 'review' }, '/reviews/pixel-9-review/'],
    ['/', {}, '/'],
  ])('%s with %j → %s', (pattern, params, path) => {
    expect(buildPath(pattern, params)).toBe(path);
    expect(matchPattern(compilePattern(pattern), path)).toEqual(params);
  });

  it('refuses to leave out a required parameter', () => {
    expect(() => buildPath('/news/{slug}/', {})).toThrow(/Missing/);
  });
});
