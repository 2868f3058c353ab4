import { describe, expect, it } from 'vitest';
import { createRouter } from './match';
import type { RouteDef, RouteMeta } from '../../routes/types';

const router = createRouter();

describe('page routing', () => {
  const matches: Array<[path: string, routeName: string, params: Record<string, string>]> = [
    ['/', 'index___en', {}],
    ['/news/some-story/', 'news-article___en', { slug: 'some-story' }],
    ['/news/mobile/some-story/', 'news-article-topic___en', { topic: 'mobile', slug: 'some-story' }],
    ['/tech/some-story/', 'tech-article___en', { slug: 'some-story' }],
    ['/tech/mobile/some-story/', 'tech-article-topic___en', { topic: 'mobile', slug: 'some-story' }],
    ['/home/kitchen/some-story/', 'home-article-topic___en', { topic: 'kitchen', slug: 'some-story' }],
    ['/culture/some-story/', 'culture-article___en', { slug: 'some-story' }],
    ['/science/space/some-story/', 'science-article-topic___en', { topic: 'space', slug: 'some-story' }],
    ['/health/sleep/some-story/', 'health-article-topic___en', { topic: 'sleep', slug: 'some-story' }],
    ['/_error/static/', 'static-error___en', {}],
    ['/topics/tech/', 'topic___en', { slug: 'tech' }],
    ['/topics/tech/2/', 'topic___en', { slug: 'tech', pageNumber: '2' }],
    ['/tech/', 'tech-door___en', {}],
    ['/news/', 'news-door___en', {}],
  ];

  it.each(matches)('%s → %s', (path, routeName, params) => {
    const result = router.resolve(path);
    expect(result.type).toBe('match');
    if (result.type === 'match') {
      expect(result.match.routeName).toBe(routeName);
      expect(result.match.params).toEqual(params);
    }
  });

  const slashless: Array<[path: string, search: string, location: string]> = [
    ['/news/some-story', '', '/news/some-story/'],
    ['/tech/mobile/some-story', '?a=1&b=2', '/tech/mobile/some-story/?a=1&b=2'],
    ['/_error/static', '', '/_error/static/'],
  ];

  it.each(slashless)('slashless %s%s → 301 %s', (path, search, location) => {
    expect(router.resolve(path, search)).toEqual({ type: 'redirect', location });
  });

  const notFound = [
    '/nope/',
    '/nope',
    '/news/a/b/c/',
    '/news/UPPER-case/',
    '/news/double--hyphen/',
    '/news/%00/',
    '/news/%E0%A4%A/',
    '//news/story/',
    '/news/some_story/',
    `/news/${'a'.repeat(201)}/`,
    '/topics/tech/0/',
    '/topics/tech/abc/',
  ];

  it.each(notFound)('%s is not found', (path) => {
    expect(router.resolve(path)).toEqual({ type: 'not-found' });
  });
});

describe('router mechanics', () => {
  const meta = (pageType: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
    kind: 'article',
    layout: 'default',
    middleware: [],
    pageType,
    ...extra,
  });
  const routes: RouteDef[] = [
    { name: 'shadow', pattern: '/a/{slug}/', meta: meta('shadow'), linkOnly: true },
    { name: 'listed', pattern: '/a/{slug}/', meta: meta('listed'), constraints: { slug: ['one', 'two'] } },
    {
      name: 'upper',
      pattern: '/u/{slug}/',
      meta: meta('upper', {
        normalize: (p) => (p.slug === p.slug!.toUpperCase() ? null : { slug: p.slug!.toUpperCase() }),
      }),
    },
    { name: 'any', pattern: '/a/{slug}/', meta: meta('any', { validate: (p) => p.slug !== 'bad' }) },
  ];
  const custom = createRouter(routes);

  it('skips link-only routes and falls through a failed constraint to the next route', () => {
    expect(custom.match('/a/one/')?.baseName).toBe('listed');
    expect(custom.match('/a/three/')?.baseName).toBe('any');
  });

  it('a failed validation is not found, not the next route', () => {
    expect(custom.resolve('/a/bad/')).toEqual({ type: 'not-found' });
  });

  it('redirects to the normal form, keeping the query', () => {
    expect(custom.resolve('/u/abc/', '?q=1')).toEqual({ type: 'redirect', location: '/u/ABC/?q=1' });
    expect(custom.resolve('/u/ABC/').type).toBe('match');
  });
});

describe('routing by first segment', () => {
  const meta = (pageType: string): RouteMeta => ({ kind: 'article', layout: 'default', middleware: [], pageType });
  // Table order decides: a parameter route in front of a literal one must still win for paths both match.
  const routes: RouteDef[] = [
    { name: 'root', pattern: '/', meta: meta('root') },
    { name: 'door', pattern: '/{pageNumber}?/', meta: meta('door') },
    { name: 'first', pattern: '/news/{slug}/', meta: meta('first'), constraints: { slug: ['pinned'] } },
    { name: 'catchAll', pattern: '/{section}/{slug}/', meta: meta('catchAll'), constraints: { slug: ['claimed'] } },
    { name: 'news', pattern: '/news/{slug}/', meta: meta('news') },
    { name: 'live', pattern: '/{type}-live/{slug}/', meta: meta('live') },
    { name: 'page', pattern: '/{slug}/', meta: meta('page') },
  ];
  const router = createRouter(routes);

  it.each([
    ['/', 'root'],
    ['/2/', 'door'],
    ['/news/pinned/', 'first'],
    ['/news/claimed/', 'catchAll'],
    ['/news/story/', 'news'],
    ['/deals-live/day/', 'live'],
    ['/about/', 'page'],
    ['/unknown/claimed/', 'catchAll'],
  ])('%s → %s, as a scan of the whole table in order would', (path, name) => {
    expect(router.match(path)?.baseName).toBe(name);
  });

  it('a path no route starts with finds nothing, and the slashless form still redirects', () => {
    expect(router.match('/unknown/a/b/')).toBeNull();
    expect(router.resolve('/news/story')).toEqual({ type: 'redirect', location: '/news/story/' });
  });
});
