import { describe, expect, it } from 'vitest';
import { reviewGroup, reviewSchema } from './review';

const review = {
  id: 'r1',
  slug: 'nimbus-book-14-review',
  title: 'Nimbus Book 14 Review: Quiet and Quick',
  type: 'laptop',
  reviewType: 'review',
  rating: 8.4,
  subRatings: [
    { name: 'Design', rating: 9 },
    { name: 'Value', rating: 11 },
  ],
  good: 'Long battery life~Bright screen',
  bad: 'Pricey',
  bottomLine: 'A great laptop.',
  editorsChoice: true,
  relatedProduct: { id: 'p1', resellers: [{ name: 'Shop', price: 999, url: 'https://www.amazon.com/dp/B000000001' }] },
};

describe('reviewSchema', () => {
  it('parses a review with its resellers and drops an out-of-scale sub-rating', () => {
    const parsed = reviewSchema.parse(review);
    expect(parsed.rating).toBe(8.4);
    expect(parsed.subRatings.map((s) => s.name)).toEqual(['Design']);
    expect(parsed.relatedProduct?.resellers[0]?.price).toBe(999);
    expect(parsed.editorsChoice).toBe(true);
  });

  it('reads a rating outside 0–10 as no rating', () => {
    expect(reviewSchema.parse({ ...review, rating: 12 }).rating).toBeUndefined();
    expect(reviewSchema.parse({ ...review, rating: -1 }).rating).toBeUndefined();
  });

  it('requires id, slug and title', () => {
    expect(reviewSchema.safeParse({ ...review, title: undefined }).success).toBe(false);
    expect(reviewSchema.safeParse({ ...review, slug: undefined }).success).toBe(false);
  });

  it.each([
    ['preview', 'preview'],
    ['First Take', 'preview'],
    ['indepth', 'review'],
    ['In Depth', 'review'],
    ['hands-on', undefined],
  ])('review type %s is in group %s', (type, group) => {
    expect(reviewGroup(type)).toBe(group);
  });
});
