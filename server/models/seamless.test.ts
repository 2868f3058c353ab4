import { describe, expect, it } from 'vitest';
import { seamlessResponseSchema } from './seamless';

describe('seamlessResponseSchema', () => {
  it('parses seamless items and drops those without a slug or url', () => {
    const parsed = seamlessResponseSchema.parse({
      data: {
        items: [
          { id: 'a', slug: 'next', url: '/tech/next/', type: 'article', source: 'curated', title: 'Next' },
          { id: 'b', url: '/tech/b/' },
        ],
      },
    });
    expect(parsed.data.items).toEqual([
      { id: 'a', slug: 'next', url: '/tech/next/', type: 'article', source: 'curated', title: 'Next' },
    ]);
  });

  it('fails when data.items is missing', () => {
    expect(seamlessResponseSchema.safeParse({ data: {} }).success).toBe(false);
    expect(seamlessResponseSchema.safeParse('[]').success).toBe(false);
  });
});
