import { describe, expect, it } from 'vitest';
import { adRequestUrl, adResponseSchema, parseAdRequest } from './adRequest';
import type { AdSlotRequest } from '../../shared/ads/library';

const slot: AdSlotRequest = {
  divId: 'ad-inArticle-1',
  name: 'inArticle',
  type: 'adDisplay',
  sizes: [
    [300, 250],
    [336, 280],
  ],
  targeting: { pos: 'inArticle-1', section: 'tech', test: ['a|1|control', 'b|2|testA'], cid: 'x&y=z' },
  categories: ['IAB19'],
  region: 'aw',
};

describe('the ad server call', () => {
  it('round-trips slot, sizes, region, categories and targeting (lists comma-joined)', () => {
    const url = new URL(adRequestUrl('http://ads.test/', slot));
    expect(url.origin + url.pathname).toBe('http://ads.test/ads/v1/slot');
    expect(parseAdRequest(url.searchParams)).toEqual({
      pos: 'inArticle-1',
      name: 'inArticle',
      type: 'adDisplay',
      sizes: [
        [300, 250],
        [336, 280],
      ],
      region: 'aw',
      categories: ['IAB19'],
      targeting: { pos: ['inArticle-1'], section: ['tech'], test: ['a|1|control', 'b|2|testA'], cid: ['x&y=z'] },
    });
  });

  it('refuses a request without pos, name or a known slot type; drops bad sizes', () => {
    expect(parseAdRequest(new URLSearchParams('name=a&type=adDisplay'))).toBeUndefined();
    expect(parseAdRequest(new URLSearchParams('pos=a-1&name=a&type=popup'))).toBeUndefined();
    expect(
      parseAdRequest(new URLSearchParams('pos=a-1&name=a&type=adDisplay&sz=300x250,0x5,99999x1,abc,728x90'))?.sizes,
    ).toEqual([
      [300, 250],
      [728, 90],
    ]);
  });

  it('reads answers with and without a creative, and rejects malformed ones', () => {
    expect(adResponseSchema.safeParse({ pos: 'a-1', creative: null }).success).toBe(true);
    expect(
      adResponseSchema.safeParse({ pos: 'a-1', creative: { id: 'c', width: 300, height: 250, url: '/x.svg' } }).success,
    ).toBe(true);
    expect(
      adResponseSchema.safeParse({ pos: 'a-1', creative: { id: 'c', width: -1, height: 250, url: '/x.svg' } }).success,
    ).toBe(false);
  });
});
