import { describe, expect, it } from 'vitest';
import { articleResponseSchema, articleSchema } from './article';
import { hasHighValueCollection } from './collection';
import { parentTopicSlug } from './topic';

const article = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  slug: 'nimbus-phone-gets-brighter-screen',
  headline: 'Nimbus Phone Gets a Brighter Screen',
  dek: 'The update lands next month.',
  type: 'News',
  typeName: 'content_article',
  section: 'tech',
  site: 'cnet',
  canonicalUrl: '/tech/mobile/nimbus-phone-gets-brighter-screen/',
  body: '<p>One.</p><h2>Two</h2><p>Three.</p><shortcode type="faq" data=\'{"items":[]}\'></shortcode>',
  datePublished: { date: '2025-05-01T09:00:00.000Z', timezone: 'UTC' },
  author: { username: 'janedoe', firstName: 'Jane', lastName: 'Doe' },
  moreAuthors: [{ username: 'medrev', roles: [{ name: 'Medical Reviewer' }] }, { firstName: 'no username' }],
  topics: [{ slug: 'mobile', name: 'Mobile', primary: true, topicPath: [{ slug: 'tech' }] }],
  collections: [{ slug: 'hv', title: 'High value' }],
  tags: [{ slug: 'phones', name: 'Phones' }, { name: 'no slug' }],
  availableOn: [{ edition: 'us', slug: 'nimbus-phone-gets-brighter-screen' }],
  image: { id: '1', filename: 'a.jpg', dateCreated: { date: '2025-05-01T09:00:00.000Z' }, width: 1200, height: 675 },
  wordCount: 812,
  somethingNew: { the: 'api added this' },
};

describe('articleSchema', () => {
  it('parses a full article', () => {
    const parsed = articleResponseSchema.parse({ data: { article } }).data.article;
    expect(parsed.headline).toBe(article.headline);
    expect(parsed.edition).toBe('us');
    expect(parsed.author?.username).toBe('janedoe');
    expect(parsed.moreAuthors).toHaveLength(1);
    expect(parsed.tags).toEqual([{ slug: 'phones', name: 'Phones' }]);
    expect(parentTopicSlug(parsed.topics[0]!)).toBe('tech');
    expect(hasHighValueCollection(parsed.collections)).toBe(true);
    expect(parsed.automotive).toBe(false);
    expect(parsed).not.toHaveProperty('somethingNew');
  });

  it('parses a minimal article with defaults for what the API omitted', () => {
    const parsed = articleSchema.parse({ id: 42, slug: 's', headline: 'H' });
    expect(parsed).toMatchObject({ id: '42', body: '', topics: [], listicles: [], suppressAds: false, noIndex: false });
  });

  it.each([
    ['no id', { ...article, id: undefined }],
    ['no slug', { ...article, slug: '' }],
    ['no headline', { ...article, headline: undefined }],
    ['headline not a string', { ...article, headline: { text: 'x' } }],
  ])('fails with %s', (_name, value) => {
    expect(articleSchema.safeParse(value).success).toBe(false);
  });

  it('treats a malformed optional field as absent instead of failing the article', () => {
    const parsed = articleSchema.parse({
      ...article,
      image: 'not-an-image',
      author: { firstName: 'anon' },
      wordCount: 'many',
    });
    expect(parsed.image).toBeUndefined();
    expect(parsed.author).toBeUndefined();
    expect(parsed.wordCount).toBeUndefined();
  });

  it('fails an envelope without data.article', () => {
    expect(articleResponseSchema.safeParse({ data: { page: {} } }).success).toBe(false);
    expect(articleResponseSchema.safeParse({ article }).success).toBe(false);
  });
});
