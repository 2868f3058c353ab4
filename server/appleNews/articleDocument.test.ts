import { describe, expect, it } from 'vitest';
import { articleSchema } from '../../shared/models/article';
import { articleDocument, bodyComponents } from './articleDocument';

describe('bodyComponents', () => {
  it('splits the body at its h2s and leaves shortcodes out', () => {
    const html = `<p>One <a href="https://x.test/">link</a>.</p><shortcode type="video" data='{}'></shortcode><h2>Two &amp; <em>three</em></h2><p>Four</p><ul><li>Five</li></ul>`;
    expect(bodyComponents(html)).toEqual([
      { role: 'body', text: '<p>One <a href="https://x.test/">link</a>.</p>', format: 'html' },
      { role: 'heading2', text: 'Two &amp; three' },
      { role: 'body', text: '<p>Four</p><ul><li>Five</li></ul>', format: 'html' },
    ]);
  });

  it('makes site links absolute on the origin (Apple News resolves nothing) and keeps the others', () => {
    const html = '<p><a href="/tech/a/?x=1&amp;y=2">site</a> <a href="https://shop.test/b">shop</a></p>';
    const [body] = bodyComponents(html, 'https://www.example.com');
    expect(body).toEqual({
      role: 'body',
      text: '<p><a href="https://www.example.com/tech/a/?x=1&amp;y=2">site</a> <a href="https://shop.test/b">shop</a></p>',
      format: 'html',
    });
  });
});

describe('articleDocument', () => {
  const article = articleSchema.parse({
    id: 'a1',
    slug: 'a-phone',
    headline: 'A phone',
    dek: 'It rings',
    body: '<p>Hello</p>',
    author: { username: 'wes', firstName: 'Wes', lastName: 'Yarrow' },
    image: { path: '/2025/05/01/abcdef/a.jpg', alt: 'A phone' },
    datePublished: { date: '2025-05-01T10:00:00Z' },
    seoNewsKeywords: ['Phones'],
  });
  const doc = articleDocument(article, {
    canonicalUrl: 'https://www.example.com/tech/a-phone/',
    imageBase: 'https://img.example.com',
  });

  it('has every property the format requires', () => {
    for (const key of [
      'version',
      'identifier',
      'title',
      'language',
      'layout',
      'components',
      'componentTextStyles',
    ] as const)
      expect(doc[key]).toBeDefined();
    expect(doc.layout.columns).toBeGreaterThan(0);
    expect(doc.layout.width).toBeGreaterThan(0);
    expect(doc.componentTextStyles.default).toBeDefined();
    expect(doc.components.map((c) => c.role)).toEqual(['title', 'intro', 'byline', 'photo', 'body']);
  });

  it('links back to the canonical article and names its authors', () => {
    expect(doc.metadata).toMatchObject({
      canonicalURL: 'https://www.example.com/tech/a-phone/',
      authors: ['Wes Yarrow'],
      datePublished: '2025-05-01T10:00:00.000Z',
      keywords: ['Phones'],
    });
    expect(doc.metadata.thumbnailURL).toMatch(/^https:\/\/img\.example\.com\/resize\//);
  });
});
