import { describe, expect, it } from 'vitest';
import { gallerySchema } from './gallery';

describe('gallerySchema', () => {
  it('parses a gallery with its items', () => {
    const parsed = gallerySchema.parse({
      id: 'g1',
      slug: 'best-phones-in-pictures',
      title: 'Best Phones in Pictures',
      canonicalUrl: '/pictures/best-phones-in-pictures/',
      items: [
        { id: 'gi1', position: 1, title: 'One', description: '<p>x</p>', image: { path: '/a.jpg' } },
        { id: 'gi2', position: 2, title: 'Two', image: 'broken' },
      ],
    });
    expect(parsed.items).toHaveLength(2);
    expect(parsed.items[1]?.image).toBeUndefined();
  });

  it('requires a title', () => {
    expect(gallerySchema.safeParse({ id: 'g1', slug: 's', items: [] }).success).toBe(false);
  });
});
