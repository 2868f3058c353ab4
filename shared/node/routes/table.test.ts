import { describe, expect, it } from 'vitest';
import { ARTICLE_MAX_AGE_SECONDS, FRONT_DOOR_MAX_AGE_SECONDS } from '../../constants';
import { VPN_VARIATIONS } from './enumerations';
import { createRouter } from './match';
import { buildPath } from '../../routes/pattern';
import type { Params } from '../../routes/pattern';
import { PAGE_MIDDLEWARE, ROUTES } from './table';
import { LAYOUTS } from '../../routes/types';
import type { RouteDef } from '../../routes/types';

const router = createRouter();

type Row = [path: string, routeName: string, params: Params];

/** One row per path pattern of spec 000 §2 (and the variants each pattern names). */
const rows: Record<string, Row[]> = {
  Articles: [
    ['/news/some-story/', 'news-article___en', { slug: 'some-story' }],
    ['/news/policy/some-story/', 'news-article-topic___en', { topic: 'policy', slug: 'some-story' }],
    ['/how-to/fix-wifi/', 'article-how-to___en', { slug: 'fix-wifi' }],
    ['/deals/laptop-deal/', 'deal-article___en', { slug: 'laptop-deal' }],
    ...['culture', 'home', 'science', 'tech', 'health'].flatMap((section): Row[] => [
      [`/${section}/some-story/`, `${section}-article___en`, { slug: 'some-story' }],
      [`/${section}/a-topic/some-story/`, `${section}-article-topic___en`, { topic: 'a-topic', slug: 'some-story' }],
    ]),
    ['/personal-finance/some-story/', 'finance-article___en', { slug: 'some-story' }],
    [
      '/personal-finance/retirement/some-story/',
      'finance-article-topic___en',
      { topic: 'retirement', slug: 'some-story' },
    ],
    [
      '/personal-finance/retirement/ira/some-story/',
      'finance-article-subtopic___en',
      { topic: 'retirement', subtopic: 'ira', slug: 'some-story' },
    ],
    [
      '/personal-finance/credit-cards/some-story/',
      'money-article-topic___en',
      { topic: 'credit-cards', slug: 'some-story' },
    ],
    [
      '/personal-finance/banking/savings-accounts/some-story/',
      'money-article-subtopic___en',
      { topic: 'banking', subtopic: 'savings-accounts', slug: 'some-story' },
    ],
    ['/personal-finance/mortgages/', 'money-article-topic-alt___en', { topic: 'mortgages' }],
    ['/personal-finance/banking/cds/', 'money-article-subtopic-alt___en', { topic: 'banking', subtopic: 'cds' }],
    [
      '/personal-finance/crypto/best-crypto-exchanges/',
      'money-article-crypto-slug___en',
      { slug: 'best-crypto-exchanges' },
    ],
    [
      '/personal-finance/crypto/bitcoin-halving/',
      'finance-article-topic___en',
      { topic: 'crypto', slug: 'bitcoin-halving' },
    ],
    [
      '/personal-finance/banking/checking/best-checking-accounts/',
      'money-article-slug___en',
      { slug: 'best-checking-accounts' },
    ],
    ['/personal-finance/best-budgeting-apps/', 'money-article-no-category-slug___en', { slug: 'best-budgeting-apps' }],
    ['/roadshow/news/new-suv/', 'auto-article___en', { slug: 'new-suv' }],
    ['/home/electric-vehicles/ev-charging/', 'electric-vehicle-topic___en', { slug: 'ev-charging' }],
    ['/home/internet/fiber-plans/', 'marketplace-article-topic___en', { topic: 'internet', slug: 'fiber-plans' }],
    [
      '/home/energy-and-utilities/solar-costs/',
      'marketplace-article-topic___en',
      { topic: 'energy-and-utilities', slug: 'solar-costs' },
    ],
  ],
  'Longform features': [
    ...['news', 'culture', 'home', 'science', 'tech', 'health'].map((section): Row => [
      `/${section}/features/long-read/`,
      `${section}-article-longform___en`,
      { slug: 'long-read' },
    ]),
    ['/personal-finance/features/long-read/', 'finance-article-longform___en', { slug: 'long-read' }],
    ['/roadshow/features/long-read/', 'auto-article-longform___en', { slug: 'long-read' }],
    ['/paid-content/features/long-read/', 'sponsored-article-longform___en', { slug: 'long-read' }],
    ['/welcome/', 'article-longform___en', { slug: 'welcome' }],
  ],
  'Live coverage': [
    ['/news-live/election-night/', 'article-live___en', { type: 'news', slug: 'election-night' }],
    ['/deals-live/prime-day/', 'article-live___en', { type: 'deals', slug: 'prime-day' }],
  ],
  Replay: [
    ['/replay/news/some-story/', 'news-article-replay___en', { slug: 'some-story' }],
    ['/replay/news/policy/some-story/', 'news-article-topic-replay___en', { topic: 'policy', slug: 'some-story' }],
    ['/replay/tech/mobile/some-story/', 'tech-article-topic-replay___en', { topic: 'mobile', slug: 'some-story' }],
    ['/replay/how-to/fix-wifi/', 'article-how-to-replay___en', { slug: 'fix-wifi' }],
    ['/replay/deals/laptop-deal/', 'deal-article-replay___en', { slug: 'laptop-deal' }],
    ['/replay/personal-finance/some-story/', 'finance-article-replay___en', { slug: 'some-story' }],
    ['/replay/roadshow/news/new-suv/', 'auto-article-replay___en', { slug: 'new-suv' }],
    ['/replay/home/electric-vehicles/ev-charging/', 'electric-vehicle-topic-replay___en', { slug: 'ev-charging' }],
    ['/reviews/replay/pixel-9-phone/', 'review-replay___en', { slug: 'pixel-9', type: 'phone' }],
    ['/videos/replay/launch-event/', 'video-replay___en', { slug: 'launch-event' }],
  ],
  Sponsored: [
    ['/paid-content/news/brand-story/', 'sponsored-article___en', { slug: 'brand-story' }],
    ['/paid-content/roadshow/news/brand-story/', 'sponsored-auto-article___en', { slug: 'brand-story' }],
    ['/paid-content/videos/brand-video/', 'video-sponsored___en', { slug: 'brand-video' }],
  ],
  'Landing pages': [
    ['/landing/spring-sale/', 'landing___en', { slug: 'spring-sale' }],
    ['/landing/spring-sale/Ab3_x-9/', 'landing-token___en', { slug: 'spring-sale', token: 'Ab3_x-9' }],
    ...VPN_VARIATIONS.map((variation): Row => [
      `/tech/services-and-software/landing/${variation}/`,
      'vpn-paid-search___en',
      { landing: 'landing', variation },
    ]),
    ...VPN_VARIATIONS.map((variation): Row => [
      `/tech/services-and-software/rvmn-landing/${variation}/`,
      'vpn-paid-search___en',
      { landing: 'rvmn-landing', variation },
    ]),
    ['/_hidden/personal-finance/banking/business-checking/', 'hidden-business-checking___en', {}],
    ['/_hidden/personal-finance/credit-cards/hotel-credit-cards/', 'hidden-hotel-credit-cards___en', {}],
  ],
  'Listing doors': [
    ['/', 'index___en', {}],
    ['/2/', 'index___en', { pageNumber: '2' }],
    ['/features/', 'features___en', {}],
    ['/features/3/', 'features___en', { pageNumber: '3' }],
    ['/pictures/', 'pictures___en', {}],
    ['/pictures/2/', 'pictures___en', { pageNumber: '2' }],
    ['/reviews/', 'reviews___en', {}],
    ['/reviews/2/', 'reviews___en', { pageNumber: '2' }],
    ['/ai-atlas/', 'ai-atlas___en', {}],
    ['/ai-atlas/2/', 'ai-atlas___en', { pageNumber: '2' }],
    ['/cnet-zero/', 'cnet-zero___en', {}],
    ['/cnet-zero/4/', 'cnet-zero___en', { pageNumber: '4' }],
    ['/roadshow/', 'auto-index___en', {}],
    ['/roadshow/electric-cars/', 'auto-topic___en', { slug: 'electric-cars' }],
    ['/roadshow/electric-cars/2/', 'auto-topic___en', { slug: 'electric-cars', pageNumber: '2' }],
    ['/collections/black-friday/', 'collection___en', { slug: 'black-friday' }],
    ['/collections/black-friday/2/', 'collection___en', { slug: 'black-friday', pageNumber: '2' }],
    ['/feature/holiday-guide/', 'feature___en', { slug: 'holiday-guide' }],
    ['/feature/holiday-guide/2/', 'feature___en', { slug: 'holiday-guide', pageNumber: '2' }],
    ['/tags/laptops/', 'tag___en', { slug: 'laptops' }],
    ['/tags/laptops/2/', 'tag___en', { slug: 'laptops', pageNumber: '2' }],
    ['/topics/tech/', 'topic___en', { slug: 'tech' }],
    ['/topics/tech/2/', 'topic___en', { slug: 'tech', pageNumber: '2' }],
    ['/videos/', 'videos___en', {}],
    ['/videos/2/', 'videos___en', { pageNumber: '2' }],
    ['/how-to/', 'how-to-door___en', {}],
    ['/how-to/2/', 'how-to-door___en', { pageNumber: '2' }],
    ['/about/', 'about___en', {}],
    ...['news', 'culture', 'home', 'science', 'tech', 'health', 'personal-finance', 'deals'].map((section): Row => [
      `/${section}/`,
      `${section}-door___en`,
      {},
    ]),
  ],
  'Other content pages': [
    ['/pictures/phone-photos/', 'gallery___en', { slug: 'phone-photos' }],
    ['/pictures/phone-photos/3/', 'gallery___en', { slug: 'phone-photos', pageNumber: '3' }],
    ['/roadshow/pictures/suv-photos/', 'auto-gallery___en', { slug: 'suv-photos' }],
    ['/roadshow/pictures/suv-photos/2/', 'auto-gallery___en', { slug: 'suv-photos', pageNumber: '2' }],
    ['/reviews/pixel-9-phone/', 'review___en', { slug: 'pixel-9', type: 'phone' }],
    ['/reviews/pixel/', 'product___en', { slug: 'pixel' }],
    ['/roadshow/reviews/trail-suv-car/', 'auto-review___en', { slug: 'trail-suv', type: 'car' }],
    ['/roadshow/reviews/trailhawk/', 'auto-product___en', { slug: 'trailhawk' }],
    ['/videos/phone-review/', 'video___en', { slug: 'phone-review' }],
    ['/videos/share/phone-review/', 'video-share___en', { slug: 'phone-review' }],
    ['/roadshow/videos/suv-drive/', 'auto-video___en', { slug: 'suv-drive' }],
    ['/roadshow/videos/share/suv-drive/', 'auto-video-share___en', { slug: 'suv-drive' }],
    ['/roadshow/videos/replay/suv-drive/', 'auto-video-replay___en', { slug: 'suv-drive' }],
    ['/profiles/janedoe/', 'profiles___en', { username: 'janedoe' }],
    ['/profiles/jane.doe_2/', 'profiles___en', { username: 'jane.doe_2' }],
    ['/sitemaps/', 'sitemaps___en', {}],
    ['/sitemaps/articles/', 'sitemap___en', { slug: 'articles' }],
    ['/sitemaps/articles/2024/', 'sitemap___en', { slug: 'articles', year: '2024' }],
    ['/sitemaps/articles/2024/3/', 'sitemap___en', { slug: 'articles', year: '2024', page: '3' }],
    ['/sitemaps/articles/3/', 'sitemap___en', { slug: 'articles', page: '3' }],
  ],
  'Utility pages': [
    ['/shopping/', 'shopping___en', {}],
    ['/shopping/primeday/', 'shopping-primeday___en', {}],
    ['/shopping/welcome-priceblink/', 'shopping-welcome-priceblink___en', {}],
    ['/awards/', 'awards___en', {}],
    ['/auto-buying-program/', 'auto-buying-program___en', {}],
    ['/cnet-voices/', 'cnet-voices___en', {}],
    ['/do-not-sell-or-share-my-personal-information/', 'do-not-sell-or-share-my-personal-information___en', {}],
    ['/email/forward/', 'email-forward___en', {}],
    ['/home/internet/interstitial/', 'internet-interstitial___en', {}],
    ['/home/internet/plans/', 'internet-plans___en', {}],
    ['/newsletters/', 'newsletters___en', {}],
    ['/newsletter-generator/newsletter/daily-brief/', 'newsletter-generator___en', { slug: 'daily-brief' }],
    ['/home/energy-and-utilities/solar-estimator/', 'solar-lead-form___en', {}],
    ['/84-days/', '84-days___en', {}],
    ['/user/settings/', 'user-settings___en', {}],
    ['/ab-test-summary/', 'ab-test-summary___en', {}],
    ['/icon-demo/', 'icon-demo___en', {}],
    ['/neon-demo/', 'neon-demo___en', {}],
    ['/_error/static/', 'static-error___en', {}],
  ],
};

describe.each(Object.entries(rows))('000 §2 %s', (_, table) => {
  it.each(table)('%s → %s %j', (path, routeName, params) => {
    const result = router.resolve(path);
    expect(result.type).toBe('match');
    if (result.type !== 'match') return;
    expect(result.match.routeName).toBe(routeName);
    expect(result.match.params).toEqual(params);
  });
});

describe('paths that are not pages', () => {
  it.each([
    ['wrong VPN variation', '/tech/services-and-software/landing/best-vpn-ever/'],
    ['wrong VPN landing segment', '/tech/services-and-software/vpn-landing/best-vpn/'],
    ['live type other than news or deals', '/sports-live/big-game/'],
    ['live without a type', '/-live/big-game/'],
    ['uppercase slug', '/news/Some-Story/'],
    ['uppercase topic', '/tech/Mobile/some-story/'],
    ['uppercase review type', '/reviews/pixel-9-PHONE/'],
    ['extra segment after an article', '/news/a/b/c/'],
    ['extra segment after how-to', '/how-to/a/b/'],
    ['extra segment after a deal', '/deals/a/b/'],
    ['extra segment after a live article', '/news-live/a/b/'],
    ['extra segment after a profile', '/profiles/janedoe/posts/'],
    ['extra segment after a fixed page', '/about/team/'],
    ['extra segment after /welcome/', '/welcome/back/'],
    ['extra segment after the static error', '/_error/static/x/'],
    ['sitemap with a bad year and page', '/sitemaps/articles/20245/'],
    ['sitemap with too many segments', '/sitemaps/articles/2024/3/4/'],
    ['page number 0', '/topics/tech/0/'],
    ['gallery page 0', '/pictures/phone-photos/0/'],
    ['a money subtopic of another topic', '/personal-finance/taxes/savings-accounts/some-story/'],
    ['a landing token with a dot', '/landing/spring-sale/a.b/'],
    ['a profile username with a space', '/profiles/jane%20doe/'],
    ['an unknown single segment', '/welcomes/'],
    ['a hidden page not on the list', '/_hidden/personal-finance/banking/other/'],
  ])('%s: %s', (_, path) => {
    expect(router.resolve(path)).toEqual({ type: 'not-found' });
  });
});

describe('redirects', () => {
  it.each([
    ['slashless article', '/news/some-story', '', '/news/some-story/'],
    [
      'slashless with query kept',
      '/tech/services-and-software/landing/best-vpn',
      '?utm=1',
      '/tech/services-and-software/landing/best-vpn/?utm=1',
    ],
    ['slashless /welcome', '/welcome', '', '/welcome/'],
    ['slashless sitemaps', '/sitemaps', '', '/sitemaps/'],
    ['upper-case profile', '/profiles/JaneDoe/', '', '/profiles/janedoe/'],
    ['upper-case profile, slashless: one hop', '/profiles/JaneDoe', '?a=1', '/profiles/janedoe/?a=1'],
    ['page 1 of a listing', '/topics/tech/1/', '', '/topics/tech/'],
    ['page 1 of the front door', '/1/', '', '/'],
    ['page 1 of a gallery', '/pictures/phone-photos/1/', '', '/pictures/phone-photos/'],
  ])('%s: %s%s → %s', (_, path, search, location) => {
    expect(router.resolve(path, search)).toEqual({ type: 'redirect', location });
  });

  it('does not redirect an upper-case profile whose lowercase form is still not a username', () => {
    expect(router.resolve('/profiles/JANE%20DOE/')).toEqual({ type: 'not-found' });
  });
});

type Expectation = [path: string, kind: string, layout: string, maxAge: number, brand: string | undefined];

describe('route meta', () => {
  it.each<Expectation>([
    ['/', 'door', 'default', FRONT_DOOR_MAX_AGE_SECONDS, undefined],
    ['/roadshow/', 'door', 'default', FRONT_DOOR_MAX_AGE_SECONDS, 'roadshow'],
    ['/tech/mobile/some-story/', 'article', 'default', ARTICLE_MAX_AGE_SECONDS, undefined],
    ['/roadshow/news/new-suv/', 'article', 'default', ARTICLE_MAX_AGE_SECONDS, 'roadshow'],
    ['/paid-content/roadshow/news/brand-story/', 'article', 'default', ARTICLE_MAX_AGE_SECONDS, 'roadshow'],
    ['/personal-finance/some-story/', 'article', 'money', ARTICLE_MAX_AGE_SECONDS, undefined],
    ['/personal-finance/credit-cards/some-story/', 'article', 'money', ARTICLE_MAX_AGE_SECONDS, undefined],
    ['/home/internet/fiber-plans/', 'article', 'marketplace', ARTICLE_MAX_AGE_SECONDS, undefined],
    ['/home/energy-and-utilities/solar-estimator/', 'utility', 'energy-lead-form', 3600, undefined],
    ['/newsletters/', 'utility', 'newsletter', 3600, undefined],
    ['/newsletter-generator/newsletter/daily-brief/', 'utility', 'newsletter', 0, undefined],
    ['/tech/services-and-software/rvmn-landing/best-free-vpn/', 'landing', 'paid-search-landing', 3600, undefined],
    ['/landing/spring-sale/', 'landing', 'paid-search', 3600, undefined],
    ['/84-days/', 'utility', 'ceros', 3600, undefined],
    ['/about/', 'utility', 'about', 3600, undefined],
    ['/icon-demo/', 'demo', 'empty', 0, undefined],
    ['/_error/static/', 'static-error', 'error', 0, undefined],
    ['/news-live/election-night/', 'live', 'default', 60, undefined],
    ['/reviews/pixel-9-phone/', 'review', 'default', ARTICLE_MAX_AGE_SECONDS, undefined],
    ['/roadshow/reviews/trail-suv-car/', 'review', 'default', ARTICLE_MAX_AGE_SECONDS, 'roadshow'],
    ['/roadshow/electric-cars/', 'listing', 'default', FRONT_DOOR_MAX_AGE_SECONDS, 'roadshow'],
    ['/replay/news/some-story/', 'replay', 'default', ARTICLE_MAX_AGE_SECONDS, undefined],
    ['/_hidden/personal-finance/banking/business-checking/', 'proof-of-concept', 'money', 0, undefined],
  ])('%s: %s, layout %s, max-age %d, brand %s', (path, kind, layout, maxAge, brand) => {
    const match = router.match(path);
    expect(match?.meta).toMatchObject({ kind, layout, maxAge });
    expect(match?.meta.brand).toBe(brand);
  });

  it('marks the demo pages production-only', () => {
    expect(router.match('/icon-demo/')?.meta.productionOnly).toBe(true);
    expect(router.match('/neon-demo/')?.meta.productionOnly).toBe(true);
    expect(router.match('/')?.meta.productionOnly).toBeUndefined();
  });

  it('points replays and shares at the original route', () => {
    expect(router.match('/replay/tech/mobile/some-story/')?.meta.canonical_route).toBe('tech-article-topic');
    expect(router.match('/reviews/replay/pixel-9-phone/')?.meta.canonical_route).toBe('review');
    expect(router.match('/videos/share/phone-review/')?.meta.canonical_route).toBe('video');
    expect(router.match('/landing/spring-sale/abc/')?.meta.canonical_route).toBe('landing');
  });

  it('gives every route the page middleware, a layout of the spec and a unique name', () => {
    const names = new Set<string>();
    for (const def of ROUTES) {
      expect(def.meta.middleware, def.name).toBe(PAGE_MIDDLEWARE);
      expect(LAYOUTS, def.name).toContain(def.meta.layout);
      expect(names.has(def.name), def.name).toBe(false);
      names.add(def.name);
    }
  });
});

/** Parameters that satisfy the route's constraints (hyphen-free slugs, so {slug}-{type} stays unambiguous). */
function sampleParams(def: RouteDef): Params {
  const samples: Params = { pageNumber: '2', page: '3', year: '2024', token: 'Tok3n', username: 'jdoe', type: 'phone' };
  const params: Params = {};
  for (const [, name] of def.pattern.matchAll(/\{([a-zA-Z]+)\}/g)) {
    const constraint = def.constraints?.[name!];
    params[name!] = Array.isArray(constraint) ? constraint[0]! : (samples[name!] ?? 'sample');
  }
  return params;
}

describe('table order', () => {
  it.each(ROUTES.filter((def) => !def.linkOnly).map((def) => [def.name, def] as const))(
    '%s is reachable: no earlier route shadows it',
    (name, def) => {
      const path = buildPath(def.pattern, sampleParams(def));
      const result = router.resolve(path);
      expect(result.type, path).toBe('match');
      if (result.type === 'match') expect(result.match.baseName, path).toBe(name);
    },
  );

  it.each(ROUTES.filter((def) => def.linkOnly).map((def) => [def.name, def] as const))(
    'link-only %s names an address another route serves',
    (_, def) => {
      const path = buildPath(def.pattern, sampleParams(def));
      expect(router.resolve(path).type, path).toBe('match');
    },
  );
});
