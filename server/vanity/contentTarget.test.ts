import { describe, expect, it } from 'vitest';
import type { Article } from '../../shared/models/article';
import { NotFoundError, RedirectError } from '../content/errors';
import { createContentTargetPaths } from './contentTarget';

const articles: Record<string, Partial<Article>> = {
  story: { slug: 'story', canonicalUrl: '/tech/story/' },
  absolute: { slug: 'absolute', canonicalUrl: 'https://www.example.com/news/absolute/' },
  bare: { slug: 'bare' },
};

const asked: string[] = [];
const paths = createContentTargetPaths({
  async getArticle(_site, slug) {
    asked.push(slug);
    if (slug === 'old') throw new RedirectError('story');
    const article = articles[slug];
    if (!article) throw new NotFoundError();
    return article as Article;
  },
});

describe('content target paths', () => {
  const rows: Array<[targetType: string | undefined, slug: string, path: string | null]> = [
    ['article', 'story', '/tech/story/'],
    [undefined, 'story', '/tech/story/'],
    ['content_article', 'absolute', '/news/absolute/'],
    ['article', 'old', '/tech/story/'],
    ['article', 'missing', null],
    ['article', 'bare', null],
    ['gallery', 'story', null],
  ];
  it.each(rows)('%s %s → %s', async (targetType, slug, path) => {
    expect(await paths('cnet', targetType, slug)).toBe(path);
  });

  it('does not ask the content API for target types it cannot show', async () => {
    asked.length = 0;
    await paths('cnet', 'video', 'story');
    expect(asked).toEqual([]);
  });
});
