/**
 * Ad layouts per page type (spec 001 §3): article, live article, dynamic door, gallery, home,
 * longform, profile, review, video, and the default layout interstitial. Slot names, sizes and
 * minimum heights are not shown by the spec: our choices, docs/decisions/016-ads.md.
 */
import { DEFAULT_SKYBOX_SLOT_NAME, NATIVE_MIDDLE_SLOT_NAME, UNLIMITED } from '../../shared/ads/constants';
import type { AdSlot } from '../../shared/ads/slot';

export const AD_LAYOUT_NAMES = [
  'article',
  'liveArticle',
  'dynamicDoor',
  'gallery',
  'home',
  'longform',
  'profile',
  'review',
  'video',
  'interstitial',
] as const;
export type AdLayoutName = (typeof AD_LAYOUT_NAMES)[number];
/** 001 §3: the default layout. */
export const DEFAULT_AD_LAYOUT: AdLayoutName = 'interstitial';

export interface AdLayout {
  name: AdLayoutName;
  slots: readonly AdSlot[];
}

const skybox: AdSlot = {
  name: DEFAULT_SKYBOX_SLOT_NAME,
  type: 'adDisplay',
  sizes: [
    [970, 250],
    [970, 90],
    [728, 90],
  ],
  minHeight: 250,
  devices: ['desktop', 'tablet'],
};
const leaderboard: AdSlot = {
  name: 'leaderboard',
  type: 'adDisplay',
  sizes: [
    [728, 90],
    [970, 90],
  ],
  minHeight: 90,
  devices: ['desktop', 'tablet'],
};
const mobileBanner: AdSlot = {
  name: 'mobileBanner',
  type: 'adDisplay',
  sizes: [
    [320, 50],
    [320, 100],
  ],
  minHeight: 90,
  devices: ['mobile'],
};
const rightRail: AdSlot = {
  name: 'rightRail',
  type: 'adDisplay',
  sizes: [
    [300, 250],
    [300, 600],
  ],
  minHeight: 250,
  devices: ['desktop'],
};
const inArticle: AdSlot = {
  name: 'inArticle',
  type: 'adDisplay',
  sizes: [
    [300, 250],
    [336, 280],
  ],
  minHeight: 250,
  devices: ['all'],
  injection: { start: 3, repeat: 6, limit: UNLIMITED, byCharacters: false },
};
const inArticleByCharacters: AdSlot = {
  ...inArticle,
  injection: { start: 1200, repeat: 2400, limit: UNLIMITED, byCharacters: true },
};
const nativeMiddle: AdSlot = {
  name: NATIVE_MIDDLE_SLOT_NAME,
  type: 'amazonNative',
  sizes: [[300, 250]],
  minHeight: 250,
  devices: ['all'],
  injection: { start: 6, repeat: 12, limit: 2, byCharacters: false },
};
const contextual: AdSlot = {
  name: 'contextual',
  type: 'mediaNet',
  sizes: [
    [300, 250],
    [300, 300],
    [728, 90],
  ],
  minHeight: 250,
  devices: ['all'],
};
const searchAds: AdSlot = { name: 'searchAds', type: 'adSense', sizes: [], minHeight: 250, devices: ['all'] };
const recommendations: AdSlot = {
  name: 'recommendations',
  type: 'taboola',
  sizes: [],
  minHeight: 250,
  devices: ['all'],
};
const mpu: AdSlot = { name: 'mpu', type: 'adDisplay', sizes: [[300, 250]], minHeight: 250, devices: ['all'] };
const bottomBanner: AdSlot = {
  name: 'bottomBanner',
  type: 'adDisplay',
  sizes: [
    [728, 90],
    [320, 50],
  ],
  minHeight: 90,
  devices: ['all'],
};
const interstitial: AdSlot = {
  name: 'interstitial',
  type: 'adDisplay',
  sizes: [
    [320, 480],
    [300, 250],
  ],
  minHeight: 250,
  devices: ['all'],
  delayedLoading: true,
};
const galleryInline: AdSlot = {
  name: 'galleryInline',
  type: 'adDisplay',
  sizes: [[300, 250]],
  minHeight: 250,
  devices: ['all'],
  injection: { start: 2, repeat: 4, limit: UNLIMITED, byCharacters: false },
};
const videoCompanion: AdSlot = {
  name: 'videoCompanion',
  type: 'adDisplay',
  sizes: [
    [300, 250],
    [300, 600],
  ],
  minHeight: 250,
  devices: ['desktop', 'tablet'],
};
const liveInline: AdSlot = {
  ...inArticle,
  name: 'liveInline',
  injection: { start: 2, repeat: 5, limit: 10, byCharacters: false },
};

export const AD_LAYOUTS: Readonly<Record<AdLayoutName, AdLayout>> = {
  article: {
    name: 'article',
    slots: [
      skybox,
      leaderboard,
      mobileBanner,
      rightRail,
      inArticle,
      nativeMiddle,
      contextual,
      searchAds,
      recommendations,
    ],
  },
  liveArticle: {
    name: 'liveArticle',
    slots: [skybox, leaderboard, mobileBanner, rightRail, liveInline, recommendations],
  },
  dynamicDoor: { name: 'dynamicDoor', slots: [skybox, leaderboard, mobileBanner, mpu, bottomBanner, interstitial] },
  gallery: { name: 'gallery', slots: [leaderboard, mobileBanner, rightRail, galleryInline, bottomBanner] },
  home: { name: 'home', slots: [skybox, leaderboard, mobileBanner, mpu, bottomBanner] },
  longform: { name: 'longform', slots: [mobileBanner, inArticleByCharacters, recommendations] },
  profile: { name: 'profile', slots: [leaderboard, mobileBanner, mpu] },
  review: {
    name: 'review',
    slots: [skybox, leaderboard, mobileBanner, rightRail, inArticle, nativeMiddle, contextual, recommendations],
  },
  video: { name: 'video', slots: [leaderboard, mobileBanner, videoCompanion, bottomBanner] },
  interstitial: { name: 'interstitial', slots: [interstitial] },
};

/** Page types (000 §2, 001 §2) → ad layout; anything else gets the default layout interstitial. */
export const PAGE_TYPE_AD_LAYOUT: Readonly<Record<string, AdLayoutName>> = {
  article: 'article',
  'auto-article': 'article',
  'article-how-to': 'article',
  'health-article': 'article',
  'money-article': 'article',
  'article-live': 'liveArticle',
  'article-longform': 'longform',
  'sponsored-article-longform': 'longform',
  'health-article-longform': 'longform',
  gallery: 'gallery',
  'auto-gallery': 'gallery',
  review: 'review',
  'auto-review': 'review',
  video: 'video',
  'auto-video': 'video',
  'video-share': 'video',
  'auto-video-share': 'video',
  profiles: 'profile',
  home: 'home',
  topic: 'dynamicDoor',
  'auto-topic': 'dynamicDoor',
  collection: 'dynamicDoor',
  feature: 'dynamicDoor',
};

export function adLayoutFor(pageType: string | null | undefined): AdLayout {
  const name =
    (pageType !== null && pageType !== undefined && Object.hasOwn(PAGE_TYPE_AD_LAYOUT, pageType)
      ? PAGE_TYPE_AD_LAYOUT[pageType]
      : undefined) ?? DEFAULT_AD_LAYOUT;
  return AD_LAYOUTS[name];
}
