import { describe, expect, it } from 'vitest';
import { creditCardProductSchema } from './creditCard';
import { cmsTypeSchema, featureSchema, prismComponentSchema, richTextSchema } from './editorial';

describe('editorial models (spec 001 §3)', () => {
  it('reads rich text, features, CMS types and Prism components, tolerating junk', () => {
    expect(richTextSchema.parse({ id: 7, title: 'T', content: '<p>x</p>', extra: 1 })).toEqual({ id: '7', title: 'T', content: '<p>x</p>' });
    expect(richTextSchema.parse({ content: null }).content).toBe('');
    expect(featureSchema.parse({ slug: 'black-friday', topics: [{ slug: 'deals' }, { nope: 1 }], viewType: 5 })).toMatchObject({ slug: 'black-friday', viewType: undefined });
    expect(featureSchema.parse({ slug: 'x', topics: [{ slug: 'deals' }, { nope: 1 }] }).topics).toHaveLength(1);
    expect(featureSchema.safeParse({ name: 'no slug' }).success).toBe(false);
    expect(cmsTypeSchema.parse({ id: 'c1', dateUpdated: { date: '2025-01-01T00:00:00Z' } }).dateUpdated?.date).toBe('2025-01-01T00:00:00Z');
    expect(prismComponentSchema.parse({ id: 1, hidden: 'yes' }).hidden).toBe(false);
  });

  it('reads a credit card product record and requires its id and name', () => {
    const card = creditCardProductSchema.parse({
      id: 'cc-1',
      type: 'credit-card',
      attributes: {
        name: 'Example Rewards Card',
        fees: [{ name: 'Annual fee', value: 95, unit: 'USD', displayText: '$95' }, 'junk'],
        aprs: [{ name: 'Purchase', minValue: 19.24, maxValue: 29.24, displayText: '19.24%–29.24% variable' }],
        introBonuses: [{ value: 60000, unit: 'points', spendAmount: 4000, spendPeriodValue: 3, spendPeriodUnit: 'months' }],
        bullets: ['3x on dining', 7],
        review: { rating: 4.5, count: 120 },
      },
      relationships: { issuer: [{ id: 'iss-1', type: 'issuer' }] },
      meta: { monetized: true, commission: 150 },
    });
    expect(card.attributes.fees).toHaveLength(1);
    expect(card.attributes.bullets).toEqual(['3x on dining']);
    expect(card.relationships).toEqual({ loyaltyPrograms: [], additionalBonuses: [], creditNeeded: [], issuer: [{ id: 'iss-1', type: 'issuer' }], tags: [] });
    expect(creditCardProductSchema.safeParse({ id: 'cc-2', attributes: {} }).success).toBe(false);
  });
});
