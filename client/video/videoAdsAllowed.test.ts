import { describe, expect, it } from 'vitest';
import { videoAdsAllowed, type VideoAdsInput } from './videoAdsAllowed';

describe('video ads allowed (001 §5)', () => {
  const rows: Array<[name: string, input: VideoAdsInput, allowed: boolean]> = [
    [
      'targeting consent, not suppressed, no adSuppress',
      { targetingConsent: true, suppressAds: false, adSuppress: undefined },
      true,
    ],
    ['suppressAds absent reads as false', { targetingConsent: true, suppressAds: undefined, adSuppress: null }, true],
    ['no targeting consent', { targetingConsent: false, suppressAds: false, adSuppress: undefined }, false],
    ['video marked suppressAds', { targetingConsent: true, suppressAds: true, adSuppress: undefined }, false],
    ["adSuppress 'all'", { targetingConsent: true, suppressAds: false, adSuppress: 'all' }, false],
    ["adSuppress ' ALL '", { targetingConsent: true, suppressAds: false, adSuppress: ' ALL ' }, false],
    [
      'adSuppress repeated, one is all',
      { targetingConsent: true, suppressAds: false, adSuppress: ['display', 'all'] },
      false,
    ],
    ['adSuppress another value', { targetingConsent: true, suppressAds: false, adSuppress: 'display' }, true],
    ['adSuppress empty', { targetingConsent: true, suppressAds: false, adSuppress: '' }, true],
  ];
  it.each(rows)('%s → %s', (_name, input, allowed) => {
    expect(videoAdsAllowed(input)).toBe(allowed);
  });
});
