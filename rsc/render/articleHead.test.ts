import { describe, expect, it } from 'vitest';
import { articleSchema } from '../../shared/models/article';
import { articleHead, newsArticleJsonLd } from './articleHead';

const site = {
  origin: 'https://www.example.test',
  publisherLogo: 'https://www.example.test/logo.png',
  imageBaseUrl: 'https://img.example.test',
  now: 0,
};
const hubImage = {
  id: '7',
  filename: 'a.jpg',
  path: '/2026/01/02/a.jpg',
  dateCreated: { date: '2026-01-02T00:00:00Z' },
};
const base = {
  id: 'a1',
  slug: 'a',
  headline: 'Headline',
  body: '',
  author: { username: 'jdoe', socialProfileIds: { twitter: 'jdoe' } },
};

describe('article head', () => {
  it.each([
    [{ type: 'Feature' }, { 'content-kind': 'articles', 'content-xml-type': 'article' }],
    [{ type: 'Best List' }, { 'content-kind': 'best' }],
    [{ type: 'News' }, { 'content-kind': 'news' }],
    [{ type: 'How To' }, { 'content-kind': 'how-to' }],
  ])('content kind of %j', (fields, meta) => {
    expect(articleHead(articleSchema.parse({ ...base, ...fields }), 'https://c', site).meta).toEqual(meta);
  });

  it('shares only a valid image, signed at seo_image_wide, and adds @ to the twitter handle', () => {
    const withImage = articleHead(articleSchema.parse({ ...base, image: hubImage }), 'https://c', site);
    expect(withImage.og?.image).toMatch(
      /^https:\/\/img\.example\.test\/resize\/2026\/01\/02\/a\.jpg\?format=webp&height=675&width=1200&sig=[0-9a-f]{16}$/,
    );
    expect(withImage.twitter?.creator).toBe('@jdoe');
    const invalid = articleHead(articleSchema.parse({ ...base, image: { path: '/x.jpg' } }), 'https://c', site);
    expect(invalid.og?.image).toBeUndefined();
    expect(invalid.twitter?.card).toBe('summary');
  });

  it('leaves authors without a username out of the structured data', () => {
    const article = articleSchema.parse({ ...base, moreAuthors: [{ username: 'other' }] });
    const authors = newsArticleJsonLd(article, 'https://c', site).author as unknown[];
    expect(authors).toHaveLength(2);
  });
});
