import { describe, expect, it } from 'vitest';
import type { SelectableContent, TopicLike } from '../../shared/node/routes/contentFacts';
import { normalizeLiveType } from '../../shared/node/routes/contentFacts';
import { MARKETPLACE_TOPICS, SPONSORED_CONTENT_IDS, STUDIO_LABEL } from '../../shared/node/routes/enumerations';
import { canonicalAddress, localisedLink, routePath } from '../../shared/node/routes/links';
import { createRouter } from '../../shared/node/routes/match';
import type { Params } from '../../shared/routes/pattern';
import type { RouteSelection } from '../../shared/node/routes/resolverChain';
import {
  selectArticleRoute,
  selectGalleryRoute,
  selectLiveRoute,
  selectReviewRoute,
  selectTopicRoute,
  selectVideoRoute,
} from './selection';
import { liveTypeRule } from './selectionRules';
import { cleanTopicSlug } from '../../shared/node/routes/topicSlug';

/** A topic with `parents` (nearest first), as the content API sends it. */
const topic = (slug: string, ...parents: string[]): TopicLike => ({
  slug,
  primary: true,
  topicPath: parents.map((parent) => ({ slug: parent })),
});
const content = (fields: Partial<SelectableContent> = {}): SelectableContent => ({
  id: 'c1',
  slug: 'story',
  ...fields,
});

type Row = [label: string, selection: RouteSelection, name: string, params: Params];

function check(rows: Row[]) {
  it.each(rows)('%s → %s', (_, selection, name, params) => {
    expect(selection).toEqual({ name, params });
    // Every selected name is a route the table can build an address for.
    expect(routePath(selection.name, selection.params), selection.name).not.toBeNull();
  });
}

describe('automotive content uses the auto variant', () => {
  const auto = { automotive: true };
  check([
    ['article with the flag', selectArticleRoute(content(auto)), 'auto-article', { slug: 'story' }],
    [
      'article of the automotive section',
      selectArticleRoute(content({ section: 'cars' })),
      'auto-article',
      { slug: 'story' },
    ],
    ['how-to', selectArticleRoute(content({ ...auto, section: 'how_to' })), 'auto-article-how-to', { slug: 'story' }],
    [
      'longform',
      selectArticleRoute(content({ ...auto, type: 'Longform' })),
      'auto-article-longform',
      { slug: 'story' },
    ],
    ['live', selectLiveRoute(content({ ...auto, type: 'News' })), 'auto-article-live', { type: 'news', slug: 'story' }],
    [
      'review',
      selectReviewRoute(content({ section: 'cars', type: 'car' })),
      'auto-review',
      { slug: 'story', type: 'car' },
    ],
    ['product', selectReviewRoute(content({ section: 'cars' })), 'auto-product', { slug: 'story' }],
    [
      'review replay',
      selectReviewRoute(content({ section: 'cars', type: 'car' }), { replay: true }),
      'auto-review-replay',
      { slug: 'story', type: 'car' },
    ],
    [
      'gallery',
      selectGalleryRoute(content({ section: 'cars' }), { pageNumber: '2' }),
      'auto-gallery',
      { slug: 'story', pageNumber: '2' },
    ],
    ['video', selectVideoRoute(content({ section: 'cars' })), 'auto-video', { slug: 'story' }],
    [
      'video share',
      selectVideoRoute(content({ section: 'cars' }), { variant: 'video-share' }),
      'auto-video-share',
      { slug: 'story' },
    ],
    [
      'video replay',
      selectVideoRoute(content({ section: 'cars' }), { variant: 'video-replay' }),
      'auto-video-replay',
      { slug: 'story' },
    ],
    [
      'home article under electric vehicles',
      selectArticleRoute(content({ ...auto, section: 'home', topics: [topic('electric-vehicles', 'home')] })),
      'electric-vehicle-topic',
      { slug: 'story' },
    ],
    ['non-automotive article', selectArticleRoute(content()), 'article', { slug: 'story' }],
  ]);
});

describe('topic routes use the auto variant when the slug contains an auto topic', () => {
  check([
    ['an auto topic', selectTopicRoute('electric-vehicles'), 'auto-topic', { slug: 'electric-vehicles' }],
    [
      'a slug containing one',
      selectTopicRoute('best-electric-cars-2025', { pageNumber: '2' }),
      'auto-topic',
      { slug: 'best-electric-cars-2025', pageNumber: '2' },
    ],
    ['any other topic', selectTopicRoute('laptops'), 'topic', { slug: 'laptops' }],
    ['a near miss', selectTopicRoute('credit-cards'), 'topic', { slug: 'credit-cards' }],
  ]);
});

describe('reviews: review with a type, product without one (not on replay)', () => {
  check([
    ['with a type', selectReviewRoute(content({ type: 'phone' })), 'review', { slug: 'story', type: 'phone' }],
    ['without a type', selectReviewRoute(content()), 'product', { slug: 'story' }],
    ['with an empty type', selectReviewRoute(content({ type: '' })), 'product', { slug: 'story' }],
    [
      'replay with a type',
      selectReviewRoute(content({ type: 'phone' }), { replay: true }),
      'review-replay',
      { slug: 'story', type: 'phone' },
    ],
  ]);

  it('replay without a type stays a replay (and has no address to send anyone to)', () => {
    const selection = selectReviewRoute(content(), { replay: true });
    expect(selection).toEqual({ name: 'review-replay', params: { slug: 'story' } });
    expect(routePath(selection.name, selection.params)).toBeNull();
  });
});

describe('live route type: deals for deals content, otherwise news', () => {
  check([
    ['Deals', selectLiveRoute(content({ type: 'Deals' })), 'article-live', { type: 'deals', slug: 'story' }],
    ['deals (any case)', selectLiveRoute(content({ type: 'deals' })), 'article-live', { type: 'deals', slug: 'story' }],
    ['News', selectLiveRoute(content({ type: 'News' })), 'article-live', { type: 'news', slug: 'story' }],
    ['no type', selectLiveRoute(content()), 'article-live', { type: 'news', slug: 'story' }],
    [
      'another type',
      selectLiveRoute(content({ type: 'Deals - Precap' })),
      'article-live',
      { type: 'news', slug: 'story' },
    ],
  ]);

  it.each([
    ['news', 'news'],
    ['deals', 'deals'],
    ['sports', 'news'],
    ['DEALS', 'news'],
    [undefined, 'news'],
  ])('an invalid type becomes news: %s → %s', (value, type) => {
    expect(normalizeLiveType(value)).toBe(type);
    expect(
      liveTypeRule.resolve(
        { name: 'article-live', params: value === undefined ? { slug: 's' } : { type: value, slug: 's' } },
        {} as never,
      ).params.type,
    ).toBe(type);
  });
});

describe('sponsored: section commercial, an id on the list, or a studio author', () => {
  check([
    [
      'section commercial',
      selectArticleRoute(content({ section: 'commercial' })),
      'sponsored-article',
      { slug: 'story' },
    ],
    [
      'id on the fixed list',
      selectArticleRoute(content({ id: SPONSORED_CONTENT_IDS[0], section: 'tech' })),
      'sponsored-article',
      { slug: 'story' },
    ],
    [
      'author username with the studio label',
      selectArticleRoute(content({ section: 'tech', author: { username: `acme${STUDIO_LABEL.toUpperCase()}` } })),
      'sponsored-article',
      { slug: 'story' },
    ],
    [
      'longform: type Longform',
      selectArticleRoute(content({ section: 'commercial', type: 'Longform' })),
      'sponsored-article-longform',
      { slug: 'story' },
    ],
    [
      'longform: type starting with longform',
      selectArticleRoute(content({ section: 'commercial', type: 'longform-immersive' })),
      'sponsored-article-longform',
      { slug: 'story' },
    ],
    [
      'auto',
      selectArticleRoute(content({ section: 'commercial', automotive: true })),
      'sponsored-auto-article',
      { slug: 'story' },
    ],
    [
      'auto longform',
      selectArticleRoute(content({ section: 'commercial', automotive: true, type: 'Longform' })),
      'sponsored-auto-article-longform',
      { slug: 'story' },
    ],
    ['video', selectVideoRoute(content({ section: 'commercial' })), 'video-sponsored', { slug: 'story' }],
    [
      'an ordinary author',
      selectArticleRoute(content({ author: { username: 'janedoe' } })),
      'article',
      { slug: 'story' },
    ],
  ]);
});

describe('otherwise: deal, how-to, plain article or longform', () => {
  check([
    ['type Deals', selectArticleRoute(content({ section: 'deals', type: 'Deals' })), 'deal-article', { slug: 'story' }],
    [
      'type starting with deals',
      selectArticleRoute(content({ section: 'tech', type: 'Deals - Precap' })),
      'deal-article',
      { slug: 'story' },
    ],
    [
      'section how_to',
      selectArticleRoute(content({ section: 'how_to', type: 'How To' })),
      'article-how-to',
      { slug: 'story' },
    ],
    ['plain article', selectArticleRoute(content({ section: 'shopping', type: 'News' })), 'article', { slug: 'story' }],
    ['plain longform', selectArticleRoute(content({ type: 'Longform' })), 'article-longform', { slug: 'story' }],
  ]);
});

describe('vertical articles: top-level, topic or subtopic for 0, 1 or 2+ parent topics', () => {
  const sections: [section: string, vertical: string][] = [
    ['personal-finance', 'finance'],
    ['finance', 'finance'],
    ['money', 'money'],
    ['culture', 'culture'],
    ['health', 'health'],
    ['home', 'home'],
    ['science', 'science'],
    ['tech', 'tech'],
    ['news', 'news'],
  ];
  check(
    sections.flatMap(([section, vertical]): Row[] => [
      [
        `${section}, 0 parents`,
        selectArticleRoute(content({ section, topics: [topic(section)] })),
        `${vertical}-article`,
        { slug: 'story' },
      ],
      [
        `${section}, 1 parent`,
        selectArticleRoute(content({ section, topics: [topic('alpha', section)] })),
        `${vertical}-article-topic`,
        { slug: 'story', topic: 'alpha' },
      ],
      [
        `${section}, 2 parents`,
        selectArticleRoute(content({ section, topics: [topic('beta', 'alpha', section)] })),
        `${vertical}-article-subtopic`,
        { slug: 'story', topic: 'alpha', subtopic: 'beta' },
      ],
    ]),
  );
  check([
    ['no topics: top level', selectArticleRoute(content({ section: 'tech' })), 'tech-article', { slug: 'story' }],
    [
      '3 parents: the two levels below the root',
      selectArticleRoute(content({ section: 'tech', topics: [topic('gamma', 'beta', 'alpha', 'tech')] })),
      'tech-article-subtopic',
      { slug: 'story', topic: 'alpha', subtopic: 'beta' },
    ],
    [
      'the primary topic counts, not the first',
      selectArticleRoute(content({ section: 'tech', topics: [{ slug: 'tech' }, topic('mobile', 'tech')] })),
      'tech-article-topic',
      { slug: 'story', topic: 'mobile' },
    ],
    [
      'topic slugs are cleaned',
      selectArticleRoute(content({ section: 'tech', topics: [topic('services-&-software', 'tech')] })),
      'tech-article-topic',
      { slug: 'story', topic: 'services-and-software' },
    ],
  ]);
});

describe('longform verticals use one route for all levels', () => {
  check([
    ...['culture', 'health', 'home', 'science', 'tech', 'news'].flatMap((section): Row[] => [
      [
        `${section}, 0 parents`,
        selectArticleRoute(content({ section, type: 'Longform', topics: [topic(section)] })),
        `${section}-article-longform`,
        { slug: 'story' },
      ],
      [
        `${section}, 1 parent`,
        selectArticleRoute(content({ section, type: 'Longform', topics: [topic('alpha', section)] })),
        `${section}-article-longform`,
        { slug: 'story' },
      ],
      [
        `${section}, 2 parents`,
        selectArticleRoute(content({ section, type: 'Longform', topics: [topic('beta', 'alpha', section)] })),
        `${section}-article-longform`,
        { slug: 'story' },
      ],
    ]),
    [
      'finance is not a longform vertical',
      selectArticleRoute(content({ section: 'personal-finance', type: 'Longform' })),
      'article-longform',
      { slug: 'story' },
    ],
  ]);
});

describe('money content from the content bridge: topic and subtopic from the canonical path', () => {
  const bridge = (canonicalUrl: string | undefined, extra: Partial<SelectableContent> = {}) =>
    selectArticleRoute(
      content({ section: 'personal-finance', canonicalUrl, topics: [topic('ignored', 'personal-finance')], ...extra }),
      { bridge: true },
    );
  check([
    ['top level', bridge('/personal-finance/story/'), 'money-article', { slug: 'story' }],
    [
      'one category',
      bridge('/personal-finance/banking/story/'),
      'money-article-topic',
      { slug: 'story', topic: 'banking' },
    ],
    [
      'two categories',
      bridge('https://www.example.com/personal-finance/banking/savings-accounts/story/'),
      'money-article-subtopic',
      { slug: 'story', topic: 'banking', subtopic: 'savings-accounts' },
    ],
    [
      'path segments are taken as they are',
      bridge('/personal-finance/car-insurance/story/'),
      'money-article-topic',
      { slug: 'story', topic: 'car-insurance' },
    ],
    ['no canonical URL', bridge(undefined), 'money-article', { slug: 'story' }],
    [
      'a deal type stays money',
      bridge('/personal-finance/story/', { type: 'Deals' }),
      'money-article',
      { slug: 'story' },
    ],
  ]);
});

describe('home topics on the marketplace list go to the marketplace topic route without home-', () => {
  check([
    ...MARKETPLACE_TOPICS.map((slug): Row => [
      slug,
      selectArticleRoute(content({ section: 'home', topics: [topic(slug, 'home')] })),
      'marketplace-article-topic',
      { slug: 'story', topic: slug.replace(/^home-/, '') },
    ]),
    [
      'a subtopic of a marketplace topic',
      selectArticleRoute(content({ section: 'home', topics: [topic('fiber', 'home-internet', 'home')] })),
      'marketplace-article-topic',
      { slug: 'story', topic: 'internet' },
    ],
    [
      'another home topic',
      selectArticleRoute(content({ section: 'home', topics: [topic('home-security', 'home')] })),
      'home-article-topic',
      { slug: 'story', topic: 'security' },
    ],
  ]);
});

describe('topic slug cleanup', () => {
  it.each([
    ['cnet-phones', 'tech', 'phones'],
    ['cnet-phones', undefined, 'phones'],
    ['car-insurance', 'finance', 'car'],
    ['car-insurance', 'tech', 'car-insurance'],
    ['internet-culture', 'culture', 'internet'],
    ['mental-health', 'health', 'mental'],
    ['mental-health', 'culture', 'mental-health'],
    ['home-internet', 'home', 'internet'],
    ['home-internet', 'tech', 'home-internet'],
    ['services-&-software', 'tech', 'services-and-software'],
    ['cnet-home-security', 'home', 'security'],
    ['home-', 'home', 'home-'],
  ] as const)('%s (%s) → %s', (slug, vertical, cleaned) => {
    expect(cleanTopicSlug(slug, vertical)).toBe(cleaned);
  });
});

describe('locale suffix and trailing slash for localised links', () => {
  it.each([
    [
      { name: 'tech-article-topic', params: { topic: 'mobile', slug: 'story' } },
      'en',
      'tech-article-topic___en',
      '/tech/mobile/story/',
    ],
    [{ name: 'index', params: {} }, 'en', 'index___en', '/'],
    [{ name: 'index', params: {} }, 'de', 'index___de', '/de/'],
    [{ name: 'review', params: { slug: 'pixel-9', type: 'phone' } }, 'de', 'review___de', '/de/reviews/pixel-9-phone/'],
  ])('%j in %s → %s at %s', (selection, locale, routeName, path) => {
    expect(localisedLink(selection, locale)).toEqual({ routeName, path });
  });

  it('has no link for an unknown route or a missing parameter', () => {
    expect(localisedLink({ name: 'nope', params: {} })).toBeNull();
    expect(localisedLink({ name: 'tech-article-topic', params: { slug: 'story' } })).toBeNull();
  });
});

describe('canonical address: canonical_route or the route name, plus the edition', () => {
  const router = createRouter();
  it.each([
    ['/videos/share/phone-review/', undefined, 'video', '/videos/phone-review/', 'us'],
    ['/replay/tech/mobile/story/', 'uk', 'tech-article-topic', '/tech/mobile/story/', 'uk'],
    ['/landing/spring-sale/abc/', undefined, 'landing', '/landing/spring-sale/', 'us'],
    ['/tech/mobile/story/', undefined, 'tech-article-topic', '/tech/mobile/story/', 'us'],
    ['/topics/tech/2/', undefined, 'topic', '/topics/tech/2/', 'us'],
  ])('%s (edition %s) → %s %s in %s', (path, edition, name, canonical, expectedEdition) => {
    const match = router.match(path)!;
    expect(canonicalAddress(match, edition)).toMatchObject({ name, path: canonical, edition: expectedEdition });
  });
});
