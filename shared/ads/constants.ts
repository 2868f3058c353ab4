/**
 * Ad constants (spec 001 §3, §4, §9), quoted with the spec's own values. Values the spec leaves
 * open are marked "our choice" and recorded in docs/decisions/016-ads.md.
 */

/** 001 §3: ad slot types. */
export const AD_SLOT_TYPES = ['adDisplay', 'adSense', 'amazonNative', 'ampAd', 'taboola', 'mediaNet'] as const;
export type AdSlotType = (typeof AD_SLOT_TYPES)[number];

/** 001 §9: device types usable in a slot's device constraint list. */
export const AD_DEVICE_CONSTRAINTS = ['all', 'desktop', 'mobile', 'tablet'] as const;
export type AdDeviceConstraint = (typeof AD_DEVICE_CONSTRAINTS)[number];

/** 001 §3: ad minimum heights are 90px or 250px. */
export const AD_MIN_HEIGHTS = [90, 250] as const;
export type AdMinHeight = (typeof AD_MIN_HEIGHTS)[number];

/** 001 §3: the skybox slot name defaults to globalSkybox. */
export const DEFAULT_SKYBOX_SLOT_NAME = 'globalSkybox';

/** 001 §9: the native-middle ad cap is 99 on tablets. */
export const NATIVE_MIDDLE_SLOT_NAME = 'nativeMiddle';
export const NATIVE_MIDDLE_TABLET_CAP = 99;

/** 001 §9: ad disabled list — mediaNet size 300x300. */
export const AD_DISABLED_SIZES: readonly { type: AdSlotType; size: string }[] = [{ type: 'mediaNet', size: '300x300' }];

/** 001 §9: ad settings. */
export const AD_SUB_SESSIONS = 6;
export const AD_LAZY_LOAD_MARGIN = '200% 0px';
export const AD_TASER_SCORE_THRESHOLD = 150;
export const DEFAULT_AD_REGION = 'aw';

/** 001 §9: ad cookie names. */
export const AD_COOKIE = 'cnet_ad';
export const AD_FTAG_COOKIE = 'cnet_ad_ftag';
export const AD_PAGE_VIEW_COOKIE = 'pv';

/** 001 §9: search-ad defaults 5 ads, 3 lines. */
export const SEARCH_AD_COUNT = 5;
export const SEARCH_AD_LINES = 3;

/** 001 §9: ad categories by section. */
export const AD_CATEGORIES_BY_SECTION: Readonly<Record<string, readonly string[]>> = {
  cars: ['IAB2'],
  'cnet-home': ['IAB10'],
  culture: ['IAB1'],
  news: ['IAB12'],
  'personal-finance': ['IAB13'],
  science: ['IAB15'],
  tech: ['IAB19'],
  wellness: ['IAB6', 'IAB7'],
};

/** 001 §3: seamlessIndicator — 0 none, 1 algorithm source, 2 other source. */
export const SEAMLESS_INDICATOR = { none: 0, algorithm: 1, other: 2 } as const;
export type SeamlessIndicator = (typeof SEAMLESS_INDICATOR)[keyof typeof SEAMLESS_INDICATOR];
/** The seamless item source that counts as "algorithm" (not shown: our choice). */
export const SEAMLESS_ALGORITHM_SOURCE = 'algorithm';

/** 001 §2: query parameters prefixed adTargeting_ or ad override ad targeting values. */
export const AD_TARGETING_PREFIX = 'adTargeting_';
export const AD_PREFIX = 'ad';
/** 001 §2: "A query parameter overrides the ad region" — its name is not shown (our choice). */
export const AD_REGION_PARAM = 'adRegion';
/** 001 §2 / §5: adSuppress=all disables video ads; it is not a targeting override. */
export const AD_SUPPRESS_PARAM = 'adSuppress';
export const AD_SUPPRESS_ALL = 'all';
/** Ad region values we accept from the query (our choice). */
export const AD_REGION_PATTERN = /^[a-z]{2,4}$/;
/** Bounds on targeting overrides (our choice): key and value lengths, and how many. */
export const AD_OVERRIDE_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
export const AD_OVERRIDE_VALUE_MAX_LENGTH = 100;
export const AD_OVERRIDE_MAX_COUNT = 20;

/** 001 §9: an injection limit of -1 means unlimited. */
export const UNLIMITED = -1;

/** 001 §4: the class a slot gets when it is rendered and not blank (name not shown: our choice). */
export const AD_VISIBLE_CLASS = 'ad-slot--visible';
/** The class every slot element carries (our choice). */
export const AD_SLOT_CLASS = 'ad-slot';
