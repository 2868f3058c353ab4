import { describe, expect, it } from 'vitest';
import { delayedAdDue, interstitialSizes } from './delayed';
import { AD_LAYOUTS } from '../../rsc/ads/layouts';

describe('delayed slot (decision 019)', () => {
  it('is due once the reader has scrolled half a viewport, never on bad numbers', () => {
    expect(delayedAdDue(0, 800)).toBe(false);
    expect(delayedAdDue(399, 800)).toBe(false);
    expect(delayedAdDue(400, 800)).toBe(true);
    expect(delayedAdDue(5000, 800)).toBe(true);
    expect(delayedAdDue(Number.NaN, 800)).toBe(false);
    expect(delayedAdDue(500, 0)).toBe(false);
    expect(delayedAdDue(500, Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('asks only for sizes that fit the viewport with room for the close bar', () => {
    const slot = AD_LAYOUTS.interstitial.slots[0]!;
    expect(interstitialSizes(slot, 1280, 800)).toEqual([
      [320, 480],
      [300, 250],
    ]);
    expect(interstitialSizes(slot, 1280, 500)).toEqual([[300, 250]]);
    expect(interstitialSizes(slot, 320, 800)).toEqual([]);
    expect(interstitialSizes(slot, Number.NaN, 800)).toEqual([]);
  });
});
