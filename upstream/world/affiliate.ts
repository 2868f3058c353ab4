import type { Reseller } from '../../shared/models/product';
import type { Rng } from './random';

/**
 * Affiliate links as they appear in content: Amazon product links and network links that carry
 * the click-id placeholder of spec 001 §9, for the frontend's affiliate rewriting to fill in.
 */
export const CLICK_ID_PLACEHOLDER = '__COM_CLICK_ID__';

export const MERCHANTS = ['Amazon', 'Best Buy', 'Walmart', 'Target'] as const;
export type Merchant = (typeof MERCHANTS)[number];

export function amazonUrl(rng: Rng): string {
  return `https://www.amazon.com/dp/B0${rng.hex(8).toUpperCase()}`;
}

export function merchantUrl(rng: Rng, merchant: Merchant, productSlug: string): string {
  const sku = rng.int(1_000_000, 9_999_999);
  switch (merchant) {
    case 'Amazon':
      return amazonUrl(rng);
    case 'Best Buy':
      return `https://click.linksynergy.com/deeplink?id=neutron7&mid=2149&u1=${CLICK_ID_PLACEHOLDER}&murl=${encodeURIComponent(`https://www.bestbuy.com/site/${productSlug}/${sku}.p`)}`;
    case 'Walmart':
      return `https://goto.walmart.com/c/2004000/565706/9383?subId1=${CLICK_ID_PLACEHOLDER}&u=${encodeURIComponent(`https://www.walmart.com/ip/${productSlug}/${sku}`)}`;
    case 'Target':
      return `https://goto.target.com/c/2004000/81938/2092?subId1=${CLICK_ID_PLACEHOLDER}&u=${encodeURIComponent(`https://www.target.com/p/${productSlug}/-/A-${sku}`)}`;
  }
}

/** 2–4 resellers around a base price (dollars), cheapest first. */
export function makeResellers(rng: Rng, productSlug: string, basePrice: number): Reseller[] {
  const merchants = rng.sample(MERCHANTS, rng.int(2, 4));
  return merchants
    .map((merchant) => ({
      id: rng.uuid(),
      name: merchant,
      price: Math.max(1, Math.round(basePrice * (0.85 + rng.next() * 0.2)) - 0.01),
      url: merchantUrl(rng, merchant, productSlug),
      cpc: Math.round(rng.next() * 150) / 100,
      tTag: `neutron-${rng.hex(6)}`,
      weight: rng.int(1, 10),
    }))
    .sort((a, b) => a.price - b.price);
}
