import { describe, expect, it } from 'vitest';
import { AD_LAYOUTS } from './layouts';
import { adLayoutForPage, slotPlacement, slotsAt } from './placement';
import type { PlacedSlot } from './slotPlan';

describe('adLayoutForPage', () => {
  it.each([
    ['article', 'article', 'article'],
    ['tech-article', 'article', 'article'],
    ['tech-article-longform', 'article', 'longform'],
    ['sponsored-article-longform', 'article', 'longform'],
    ['tech-article-replay', 'article', 'article'],
    ['article-live', 'live', 'liveArticle'],
    ['product', 'review', 'review'],
    ['auto-gallery', 'gallery', 'gallery'],
    ['video-sponsored', 'video', 'video'],
    ['profiles', 'profile', 'profile'],
    ['frontdoor', 'door', 'home'],
    ['tag', 'listing', 'dynamicDoor'],
    ['features', 'page-door', 'dynamicDoor'],
    ['newsletters', 'utility', 'interstitial'],
    [null, 'error', 'interstitial'],
  ] as const)('%s (%s) → %s', (pageType, kind, layout) => {
    expect(adLayoutForPage(pageType, kind).name).toBe(layout);
  });
});

describe('slotPlacement', () => {
  it('puts banners on top, rail boxes at the side, widgets and unknown slots at the bottom', () => {
    expect(['leaderboard', 'rightRail', 'recommendations', 'somethingNew'].map(slotPlacement)).toEqual([
      'top',
      'side',
      'bottom',
      'bottom',
    ]);
  });
});

describe('slotsAt', () => {
  const placed = (layout: keyof typeof AD_LAYOUTS): PlacedSlot[] =>
    AD_LAYOUTS[layout].slots
      .filter((slot) => slot.devices.includes('desktop') || slot.devices.includes('all'))
      .map((slot) => ({ slot, instance: 1 }) as PlacedSlot);
  const names = (slots: readonly PlacedSlot[]) => slots.map((p) => p.slot.name);

  it('beside a skybox, puts the leaderboard at the bottom: one banner before the headline on a desktop', () => {
    expect(names(slotsAt(placed('article'), 'top'))).toEqual(['globalSkybox']);
    expect(names(slotsAt(placed('article'), 'bottom'))[0]).toBe('leaderboard');
  });

  it('without a skybox, keeps the leaderboard on top', () => {
    expect(names(slotsAt(placed('gallery'), 'top'))).toEqual(['leaderboard']);
  });

  it('answers each slots array by its own slots, the same answer every time it is asked', () => {
    const article = placed('article');
    const gallery = placed('gallery');
    expect(slotsAt(article, 'top')).toBe(slotsAt(article, 'top'));
    expect(names(slotsAt(gallery, 'top'))).toEqual(['leaderboard']);
    expect(names(slotsAt(article, 'top'))).toEqual(['globalSkybox']);
    expect(Object.isFrozen(slotsAt(article, 'side'))).toBe(true);
  });
});
