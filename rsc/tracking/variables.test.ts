import { describe, expect, it } from 'vitest';
import { articleSchema } from '../../shared/models/article';
import { gallerySchema } from '../../shared/models/gallery';
import { liveArticleSchema } from '../../shared/models/liveArticle';
import { reviewSchema } from '../../shared/models/review';
import { videoSchema } from '../../shared/models/video';
import { authorSchema } from '../../shared/models/author';
import type { PrimaryData } from '../../shared/render/contract';
import { REPORT_SUITE_ID, SITE_TYPE } from '../../shared/tracking/constants';
import { contentTags, trackingVariables, trackingVariablesJson } from './variables';
import type { TrackingInput, TrackingVariables } from './variables';

const author = { id: 'a-1', username: 'JaneDoe', firstName: 'Jane', lastName: 'DOE' };
const topics = [
  { id: 't-2', slug: 'phones', name: 'Phones', primary: true, topicPath: [{ slug: 'mobile' }, { slug: 'tech' }] },
  { id: 't-3', slug: 'android', name: 'Android' },
];
const collections = [
  { id: 'c-1', slug: 'pixel-coverage', title: 'Pixel Coverage', threads: [{ slug: 'launch' }, { slug: 'hands-on' }] },
  { id: 'c-2', slug: 'hv', title: 'High value' },
  { id: 'c-3', slug: 'deals-week' },
];
const base = {
  slug: 'pixel-9-first-look',
  author,
  section: 'tech',
  edition: 'us',
  topics,
  collections,
  tags: [{ slug: 'google' }, { slug: 'pixel' }],
  datePublished: { date: '2025-05-01T10:00:00.000Z' },
};

const article = articleSchema.parse({
  ...base,
  id: 'art-1',
  headline: 'Pixel 9 First Look: The Best Android Phone?',
  type: 'Best List - Precap',
  pageLayout: 'Small Image Listicle',
  listicles: [{ techProd: { id: 'p-1' } }, { tapiProduct: { id: 'p-2' } }, { techProd: { id: 'p-1' } }],
  wpArticleFields: { postId: 98765 },
});

const input = (primary: PrimaryData, extra: Partial<TrackingInput> = {}): TrackingInput => ({
  primary,
  routeName: 'tech-article-topic',
  pageType: 'tech-article',
  brand: 'cnet',
  device: 'desktop',
  ab: [],
  env: 'prod',
  ...extra,
});

describe('trackingVariables: every variable of 001 §3 for an article', () => {
  const vars = trackingVariables(
    input({ kind: 'article', article }, { ab: [{ id: 'hl', version: '2', bucket: 'b' }] }),
  );
  it.each<[keyof TrackingVariables, unknown]>([
    ['authorId', 'a-1'],
    ['authorName', 'jane doe'],
    ['authorUsername', 'JaneDoe'],
    ['articleId', 'art-1'],
    ['publishDate', '2025-05-01T10:00:00.000Z'],
    ['articleTitle', 'pixel 9 first look: the best android phone?'],
    ['collectionId', 'c-1'],
    ['collectionName', 'Pixel Coverage'],
    ['collectionSlug', 'pixel-coverage'],
    ['collectionThreadNames', ['launch', 'hands-on']],
    ['contentId', 'art-1'],
    ['contentType', 'content_article'],
    ['primaryTopicSlug', 'phones'],
    ['siteHier', 'cnet|tech|mobile|phones'],
    ['edition', 'us'],
    ['section', 'tech'],
    ['tagSlugs', ['google', 'pixel']],
    ['topicIds', ['t-2', 't-3']],
    ['topicNames', ['Phones', 'Android']],
    ['topicSlugs', ['phones', 'android']],
    ['articleType', 'Best List'],
    ['articleSubType', 'Precap'],
    ['contentTags', 'google|pixel|android'],
    ['secondaryCollectionIds', ['c-2', 'c-3']],
    ['pageLayout', 'Small Image Listicle'],
    ['productIds', ['p-1', 'p-2']],
    ['primaryTopicPathSlugs', ['tech', 'mobile', 'phones']],
    ['pageType', 'tech-article'],
    ['channelType', 'tech:tech-article'],
    ['postId', '98765'],
    ['deviceType', 'desktop'],
    ['brand', 'cnet'],
    ['siteName', 'CNET'],
    ['siteType', SITE_TYPE],
    ['reportSuiteId', REPORT_SUITE_ID],
    ['env', 'prod'],
    ['testGroup', 'b'],
    ['testName', 'hl'],
    ['testVersion', '2'],
    ['soastaBucket', 'hl_2_b'],
    ['articleAuthorName', 'jane doe'],
    ['siteSection', 'tech'],
    ['topicName', 'Phones'],
    ['topicPaths', 'tech/mobile/phones'],
  ])('%s', (name, value) => {
    expect(vars[name]).toEqual(value);
  });

  it('siteType is "responsive web"', () => {
    expect(vars.siteType).toBe('responsive web');
  });
});

describe('trackingVariables per content kind', () => {
  const review = reviewSchema.parse({
    ...base,
    id: 'rev-1',
    title: 'Pixel 9 Review',
    reviewType: 'indepth',
    relatedProduct: { id: 'prod-9', seoUrl: { slugType: 'series' } },
  });
  const gallery = gallerySchema.parse({
    ...base,
    id: 'gal-1',
    title: 'Pixel Photos',
    items: [{ relatedProduct: { id: 'prod-7' } }],
  });
  const video = videoSchema.parse({ id: 'vid-1', title: 'Pixel Video', section: 'tech', author, topics });
  const live = liveArticleSchema.parse({ ...base, id: 'live-1', headline: 'Pixel Event Live', type: 'News' });
  const profile = authorSchema.parse(author);

  it.each<[string, TrackingInput, Partial<TrackingVariables>]>([
    [
      'review',
      input({ kind: 'review', review }, { routeName: 'review' }),
      {
        contentType: 'content_review',
        articleType: 'Review',
        articleSubType: 'indepth',
        productIds: ['prod-9'],
        articleTitle: 'pixel 9 review',
      },
    ],
    [
      'product series',
      input({ kind: 'review', review }, { routeName: 'product' }),
      { contentType: 'content_product_series' },
    ],
    [
      'gallery',
      input({ kind: 'gallery', gallery, pageNumber: 1, pageSize: 12 }, { routeName: 'auto-gallery' }),
      { contentType: 'content_gallery', articleType: 'Gallery', productIds: ['prod-7'] },
    ],
    [
      'video',
      input({ kind: 'video', video }, { routeName: 'video-share' }),
      { contentType: 'content_video', articleId: 'vid-1', authorName: 'jane doe', primaryTopicSlug: 'phones' },
    ],
    [
      'live article',
      input({ kind: 'live', live }, { routeName: 'article-live' }),
      { contentType: 'content_updating_story', articleType: 'Live', articleSubType: 'News' },
    ],
    [
      'replay of a review',
      input(
        { kind: 'replay', original: { kind: 'review', review }, canonicalPath: null },
        { routeName: 'review-replay' },
      ),
      { contentType: 'content_review', contentId: 'rev-1' },
    ],
    [
      'profile',
      input({ kind: 'profile', author: profile }, { routeName: 'profiles', pageType: 'profile' }),
      { authorUsername: 'JaneDoe', authorName: 'jane doe', articleId: undefined, contentType: undefined },
    ],
    [
      'collection door',
      input(
        {
          kind: 'listing',
          listing: { meta: { componentType: 'ContentList' }, items: [], title: 'Pixel' } as never,
          slug: 'pixel-coverage',
          pageNumber: 1,
          pageSize: 24,
        },
        { routeName: 'collection', pageType: 'collection' },
      ),
      { contentType: 'content_collection', contentId: 'pixel-coverage', articleId: undefined },
    ],
    [
      'section door',
      input(
        { kind: 'door', page: { components: [] } as never },
        { routeName: 'personal-finance-door', pageType: 'personal-finance-door', routeSection: 'personal-finance' },
      ),
      {
        section: 'personal-finance',
        channelType: 'personal-finance:personal-finance-door',
        siteHier: 'cnet|personal-finance',
      },
    ],
    [
      'roadshow brand',
      input({ kind: 'article', article }, { brand: 'roadshow' }),
      { siteName: 'Roadshow', brand: 'roadshow' },
    ],
  ])('%s', (_name, given, expected) => {
    const vars = trackingVariables(given);
    for (const [key, value] of Object.entries(expected)) expect(vars[key as keyof TrackingVariables]).toEqual(value);
  });

  it('the error page: page type error_page, article type error_{status}, section error, channel type error:error_page', () => {
    const vars = trackingVariables(
      input({ kind: 'error', status: 404, message: 'x' }, { routeName: null, pageType: null }),
    );
    expect(vars).toMatchObject({
      pageType: 'error_page',
      articleType: 'error_404',
      section: 'error',
      siteSection: 'error',
      channelType: 'error:error_page',
    });
    expect(trackingVariables(input({ kind: 'error', status: 500, message: 'x' })).articleType).toBe('error_500');
  });

  it('edition defaults to us; no A/B test, no test fields', () => {
    const door = trackingVariables(
      input({ kind: 'door', page: { components: [] } as never }, { routeName: 'index', pageType: 'frontdoor' }),
    );
    expect(door.edition).toBe('us');
    expect(door).not.toHaveProperty('testName');
    expect(door).not.toHaveProperty('articleId');
  });
});

describe('trackingVariablesJson: the variables as the tracking island gets them', () => {
  const review = reviewSchema.parse({
    ...base,
    id: 'rev-1',
    title: 'Pixel 9 Review',
    reviewType: 'indepth',
    relatedProduct: { id: 'prod-9' },
  });
  const cases: [string, TrackingInput][] = [
    ['article with a test', input({ kind: 'article', article }, { ab: [{ id: 'hl', version: '2', bucket: 'b' }] })],
    ['review', input({ kind: 'review', review }, { routeName: 'review', device: 'mobile' })],
    [
      'profile (made per view)',
      input({ kind: 'profile', author: authorSchema.parse(author) }, { routeName: 'profiles', pageType: 'profile' }),
    ],
    ['error page', input({ kind: 'error', status: 404, message: 'x' }, { routeName: null, pageType: null })],
  ];

  it.each(cases)('%s: the same variables as trackingVariables, and its page type', (_name, given) => {
    const { json, pageType } = trackingVariablesJson(given);
    expect(JSON.parse(json)).toStrictEqual(JSON.parse(JSON.stringify(trackingVariables(given))));
    expect(pageType).toBe(trackingVariables(given).pageType);
  });

  it("another reader of the same article gets their own device and test, never the first reader's", () => {
    const first = JSON.parse(
      trackingVariablesJson(
        input({ kind: 'article', article }, { device: 'desktop', ab: [{ id: 'hl', version: '2', bucket: 'b' }] }),
      ).json,
    );
    const second = JSON.parse(
      trackingVariablesJson(input({ kind: 'article', article }, { device: 'mobile', ab: [] })).json,
    );
    expect(first).toMatchObject({ deviceType: 'desktop', testName: 'hl', testGroup: 'b', soastaBucket: 'hl_2_b' });
    expect(second.deviceType).toBe('mobile');
    expect(second).not.toHaveProperty('testName');
    expect(second).not.toHaveProperty('soastaBucket');
    expect(second.articleTitle).toBe(first.articleTitle);
  });

  it('the same article on another route or brand, and an edited article (a new content object), get their own variables', () => {
    trackingVariablesJson(input({ kind: 'article', article }));
    const roadshow = JSON.parse(
      trackingVariablesJson(input({ kind: 'article', article }, { brand: 'roadshow', routeName: 'roadshow-article' }))
        .json,
    );
    expect(roadshow).toMatchObject({ brand: 'roadshow', siteName: 'Roadshow' });
    const edited = articleSchema.parse({
      ...base,
      id: 'art-1',
      headline: 'Pixel 9 Review: Still the Best Android Phone',
    });
    expect(JSON.parse(trackingVariablesJson(input({ kind: 'article', article: edited })).json).articleTitle).toBe(
      'pixel 9 review: still the best android phone',
    );
  });
});

describe('contentTags', () => {
  it.each<[string[], { slug: string }[], string | undefined]>([
    [['a', 'b'], [{ slug: 't1' }, { slug: 't2' }], 'a|b|t2'],
    [[], [{ slug: 't1' }], 't1'],
    [['a'], [], 'a'],
    [[], [], undefined],
  ])('%j + %j → %s', (tags, topicList, expected) => {
    expect(
      contentTags(
        tags,
        topicList.map((topic) => ({ ...topic, topicPath: [] })),
      ),
    ).toBe(expected);
  });
});
