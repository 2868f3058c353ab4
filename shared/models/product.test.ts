import { describe, expect, it } from 'vitest';
import { productsResponseSchema, relatedProductSchema } from './product';

describe('product models', () => {
  it('parses a related product with family, manufacturer and resellers', () => {
    const parsed = relatedProductSchema.parse({
      id: 'p1',
      manufacturer: { id: 'm1', name: 'Nimbus', slug: 'nimbus' },
      family: [{ name: 'Book', uuid: 'f1', siblings: [{ name: 'Book 14', uuid: 's1', slug: 'book-14' }] }],
      product: { name: 'Nimbus Book 14', msrp: 999, sku: ['NB14'] },
      resellers: [{ id: 'r1', name: 'Shop', price: 949, url: 'https://www.amazon.com/dp/B01', cpc: 0.4, weight: 1 }],
    });
    expect(parsed.family[0]?.siblings[0]?.slug).toBe('book-14');
    expect(parsed.resellers[0]?.price).toBe(949);
  });

  it('parses the products envelope; a product needs an id', () => {
    const parsed = productsResponseSchema.parse({
      data: { products: [{ id: 'p1', priceSummary: { median: 94900 } }, { name: 'no id' }] },
    });
    expect(parsed.data.products.map((p) => p.id)).toEqual(['p1']);
    expect(productsResponseSchema.safeParse({ data: {} }).success).toBe(false);
  });
});
