import { describe, expect, it } from 'vitest';
import { listicleSchema, splitLikes } from './listicle';

describe('listicle entries', () => {
  it('parses an entry with merchant offers', () => {
    const parsed = listicleSchema.parse({
      uuid: 'u1',
      hed: 'Best overall',
      productName: 'Nimbus Book 14',
      merchantOffers: [{ offerMerchant: 'Shop', offerPrice: '$999', url: 'https://www.amazon.com/dp/B01' }],
      like: 'Fast~Quiet',
    });
    expect(parsed.merchantOffers[0]?.offerMerchant).toBe('Shop');
  });

  it.each([
    ['Fast~Quiet~', ['Fast', 'Quiet']],
    ['Fast. Quiet. Light', ['Fast', 'Quiet', 'Light']],
    ['', []],
    [undefined, []],
  ])('splits %j into items', (text, items) => {
    expect(splitLikes(text)).toEqual(items);
  });
});
