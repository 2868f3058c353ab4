import { describe, expect, it } from 'vitest';
import type { Listicle } from '../../shared/models/listicle';
import type { RelatedProduct, TechProduct } from '../../shared/models/product';
import {
  listicleProductIds,
  productUuid,
  withCurrentListicleOffers,
  withCurrentRelatedProduct,
} from './productRefresh';

const A = '0b9c8a3e-6f1d-4c2b-9a7e-1d2c3b4a5f60';
const B = '1c0d9b4f-7a2e-4d3c-8b8f-2e3d4c5b6a71';

const entry = (over: Partial<Listicle>): Listicle => ({ merchantOffers: [], ...over }) as Listicle;
const product = (id: string, resellers: TechProduct['resellers']): TechProduct =>
  ({ id, attributes: [], images: [], slugs: [], reviews: [], resellers }) as TechProduct;

describe('product refresh', () => {
  it('reads uuids from strings and { id } objects only', () => {
    expect(productUuid(A.toUpperCase())).toBe(A);
    expect(productUuid({ id: B })).toBe(B);
    expect(productUuid('not-a-uuid')).toBeUndefined();
    expect(productUuid({ id: 42 })).toBeUndefined();
    expect(productUuid(undefined)).toBeUndefined();
  });

  it('asks once for each product a best list shows', () => {
    const listicles = [
      entry({ techProd: { id: A } }),
      entry({ tapiProduct: B }),
      entry({ techProd: { id: A } }),
      entry({}),
    ];
    expect(listicleProductIds(listicles)).toEqual([A, B]);
  });

  it('writes the current resellers as the entries’ offers, and leaves the others as saved', () => {
    const saved = [{ offerMerchant: 'Old', offerPrice: '$1', url: 'https://old.example/' }];
    const listicles = [
      entry({ techProd: { id: A }, merchantOffers: saved }),
      entry({ techProd: { id: B }, merchantOffers: saved }),
    ];
    const current = new Map([
      [
        A,
        product(A, [
          { name: 'Shop', price: 99, url: 'https://shop.example/a' },
          { name: 'No link', price: 5 },
        ]),
      ],
    ]);
    const [first, second] = withCurrentListicleOffers(listicles, current);
    expect(first!.merchantOffers).toEqual([
      { offerMerchant: 'Shop', offerPrice: '$99', url: 'https://shop.example/a', rawUrl: 'https://shop.example/a' },
    ]);
    expect(second!.merchantOffers).toBe(saved);
  });

  it('gives a related product the current resellers, keeping its reviews when the record lists none', () => {
    const related = {
      id: A,
      family: [],
      reviews: [{ url: '/reviews/a/' }],
      resellers: [{ name: 'Old', price: 1 }],
      slugs: [],
    } as unknown as RelatedProduct;
    const fresh = withCurrentRelatedProduct(related, product(A, [{ name: 'New', price: 2 }]));
    expect(fresh.resellers).toEqual([{ name: 'New', price: 2 }]);
    expect(fresh.reviews).toBe(related.reviews);
    expect(withCurrentRelatedProduct(related, undefined)).toBe(related);
  });
});
