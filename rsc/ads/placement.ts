/**
 * Where a page puts its ad slots (decision 019). The spec names the layouts per page type
 * (001 §3) but not where their slots sit; ours: banners on top, rail and box slots beside or
 * after the main content, widgets and bottom banners at the end; injected slots go into the
 * body (rsc/ads/slotPlan.ts). Also which layout a page gets: the page type when
 * PAGE_TYPE_AD_LAYOUT names it, else the kind of page (our route table names many article
 * routes after their section, e.g. tech-article), else the default layout interstitial.
 */
import { DEFAULT_SKYBOX_SLOT_NAME } from '../../shared/ads/constants';
import type { AdLayout, AdLayoutName } from './layouts';
import { AD_LAYOUTS, DEFAULT_AD_LAYOUT, PAGE_TYPE_AD_LAYOUT } from './layouts';
import type { PlacedSlot } from './slotPlan';

export const AD_PLACEMENTS = ['top', 'side', 'bottom'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

const LEADERBOARD_SLOT_NAME = 'leaderboard';

/** Slot name → placement; a slot not named here goes to the bottom. */
export const SLOT_PLACEMENT: Readonly<Record<string, AdPlacement>> = {
  globalSkybox: 'top',
  leaderboard: 'top',
  mobileBanner: 'top',
  rightRail: 'side',
  mpu: 'side',
  videoCompanion: 'side',
  contextual: 'bottom',
  searchAds: 'bottom',
  recommendations: 'bottom',
  bottomBanner: 'bottom',
  interstitial: 'bottom',
};

export function slotPlacement(name: string): AdPlacement {
  return Object.hasOwn(SLOT_PLACEMENT, name) ? (SLOT_PLACEMENT[name] ?? 'bottom') : 'bottom';
}

/**
 * Where a slot goes on a page with these slots: as `slotPlacement`, except that beside a skybox
 * the leaderboard moves to the bottom, so a desktop reader meets one banner before the headline,
 * not two stacked (issue 10; decision 062).
 */
export function placementAmong(name: string, slots: readonly PlacedSlot[]): AdPlacement {
  if (name === LEADERBOARD_SLOT_NAME && slots.some((placed) => placed.slot.name === DEFAULT_SKYBOX_SLOT_NAME))
    return 'bottom';
  return slotPlacement(name);
}

/**
 * The slots of `slots` at one placement. Made once per slots array and placement: a page's slots
 * outside the body are one array per layout and device (rsc/components/ads/pageAds.ts), asked
 * for at every placement of every page.
 */
export function slotsAt(slots: readonly PlacedSlot[], placement: AdPlacement): readonly PlacedSlot[] {
  let byPlacement = slotsByPlacement.get(slots);
  if (byPlacement === undefined) slotsByPlacement.set(slots, (byPlacement = new Map()));
  let chosen = byPlacement.get(placement);
  if (chosen === undefined)
    byPlacement.set(
      placement,
      (chosen = Object.freeze(slots.filter((placed) => placementAmong(placed.slot.name, slots) === placement))),
    );
  return chosen;
}

const slotsByPlacement = new WeakMap<readonly PlacedSlot[], Map<AdPlacement, readonly PlacedSlot[]>>();

/** Page kinds (shared/render/contract.ts PrimaryData kind) → layout, when the page type is not in the table. */
const KIND_LAYOUT: Readonly<Record<string, AdLayoutName>> = {
  article: 'article',
  live: 'liveArticle',
  review: 'review',
  gallery: 'gallery',
  video: 'video',
  profile: 'profile',
  door: 'home',
  listing: 'dynamicDoor',
  'page-door': 'dynamicDoor',
};

const REPLAY_SUFFIX = '-replay';

export function adLayoutForPage(pageType: string | null | undefined, kind: string): AdLayout {
  const type = (pageType ?? '').endsWith(REPLAY_SUFFIX)
    ? (pageType ?? '').slice(0, -REPLAY_SUFFIX.length)
    : (pageType ?? '');
  if (Object.hasOwn(PAGE_TYPE_AD_LAYOUT, type)) return AD_LAYOUTS[PAGE_TYPE_AD_LAYOUT[type] ?? DEFAULT_AD_LAYOUT];
  if (kind === 'article' && type.includes('longform')) return AD_LAYOUTS.longform;
  return AD_LAYOUTS[Object.hasOwn(KIND_LAYOUT, kind) ? (KIND_LAYOUT[kind] ?? DEFAULT_AD_LAYOUT) : DEFAULT_AD_LAYOUT];
}
