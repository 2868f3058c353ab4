import { describe, expect, it } from 'vitest';
import * as ads from './constants';

describe('ad constants quote the spec (001 §3, §9)', () => {
  it.each<[string, unknown, unknown]>([
    ['ad slot types', ads.AD_SLOT_TYPES, ['adDisplay', 'adSense', 'amazonNative', 'ampAd', 'taboola', 'mediaNet']],
    ['minimum heights', ads.AD_MIN_HEIGHTS, [90, 250]],
    ['skybox slot name', ads.DEFAULT_SKYBOX_SLOT_NAME, 'globalSkybox'],
    ['native-middle tablet cap', ads.NATIVE_MIDDLE_TABLET_CAP, 99],
    ['disabled list', ads.AD_DISABLED_SIZES, [{ type: 'mediaNet', size: '300x300' }]],
    ['sub-sessions', ads.AD_SUB_SESSIONS, 6],
    ['lazy-load margin', ads.AD_LAZY_LOAD_MARGIN, '200% 0px'],
    ['taser score threshold', ads.AD_TASER_SCORE_THRESHOLD, 150],
    ['default region', ads.DEFAULT_AD_REGION, 'aw'],
    [
      'ad cookie names',
      [ads.AD_COOKIE, ads.AD_FTAG_COOKIE, ads.AD_PAGE_VIEW_COOKIE],
      ['cnet_ad', 'cnet_ad_ftag', 'pv'],
    ],
    ['search-ad defaults', [ads.SEARCH_AD_COUNT, ads.SEARCH_AD_LINES], [5, 3]],
    ['seamless indicator', ads.SEAMLESS_INDICATOR, { none: 0, algorithm: 1, other: 2 }],
    ['unlimited', ads.UNLIMITED, -1],
    ['override prefixes', [ads.AD_TARGETING_PREFIX, ads.AD_PREFIX], ['adTargeting_', 'ad']],
    ['video ad switch', [ads.AD_SUPPRESS_PARAM, ads.AD_SUPPRESS_ALL], ['adSuppress', 'all']],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
