import { describe, expect, it } from 'vitest';
import { adLayoutForPage, slotPlacement } from './placement';

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
    expect(['leaderboard', 'rightRail', 'recommendations', 'somethingNew'].map(slotPlacement)).toEqual(['top', 'side', 'bottom', 'bottom']);
  });
});
