import { describe, expect, it } from 'vitest';
import { contentLinkSchema, type ContentLink } from '../../../shared/models/contentLink';
import { VPN_VARIATIONS } from '../../../shared/node/routes/enumerations';
import { rankItems, VPN_VARIATION_COPY } from './landing';

const link = (title: string, type: string, topics: string[] = []): ContentLink =>
  contentLinkSchema.parse({ title, url: `/${title}/`, type, topics: topics.map((slug) => ({ slug, name: slug })) });

describe('VPN landing variations (000 §2: five variations, one page each)', () => {
  it('has copy with its own heading for each of the five', () => {
    const headings = VPN_VARIATIONS.map((variation) => VPN_VARIATION_COPY[variation].heading);
    expect(new Set(headings).size).toBe(5);
  });
});

describe('rankItems', () => {
  const items = [
    link('news', 'News'),
    link('review', 'Review'),
    link('phone-guide', 'Best List', ['phones']),
    link('versus', 'Versus'),
  ];

  it.each([
    ['best-vpn', ['review', 'phone-guide', 'versus', 'news']],
    ['best-vpn-for-mobile', ['phone-guide', 'review', 'news', 'versus']],
    ['best-free-vpn', ['phone-guide', 'news', 'review', 'versus']],
  ] as const)('%s ranks %j', (variation, expected) => {
    expect(rankItems(items, VPN_VARIATION_COPY[variation], 10).map((item) => item.title)).toEqual(expected);
  });

  it('keeps newest-first order among equals and stops at the limit', () => {
    expect(rankItems(items, { topics: [], types: [] }, 2).map((item) => item.title)).toEqual(['news', 'review']);
  });
});
