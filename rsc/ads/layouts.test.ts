import { describe, expect, it } from 'vitest';
import { AD_MIN_HEIGHTS, AD_SLOT_TYPES } from '../../shared/ads/constants';
import { AD_LAYOUT_NAMES, AD_LAYOUTS, adLayoutFor } from './layouts';

describe('ad layouts (001 §3)', () => {
  it.each(AD_LAYOUT_NAMES.map((name) => [name]))(
    '%s has slots with spec types and min heights 90 or 250, unique names',
    (name) => {
      const layout = AD_LAYOUTS[name];
      expect(layout.name).toBe(name);
      expect(layout.slots.length).toBeGreaterThan(0);
      for (const slot of layout.slots) {
        expect(AD_SLOT_TYPES).toContain(slot.type);
        expect(AD_MIN_HEIGHTS).toContain(slot.minHeight);
      }
      expect(new Set(layout.slots.map((slot) => slot.name)).size).toBe(layout.slots.length);
    },
  );

  it.each([
    ['article', 'article'],
    ['article-live', 'liveArticle'],
    ['topic', 'dynamicDoor'],
    ['gallery', 'gallery'],
    ['home', 'home'],
    ['article-longform', 'longform'],
    ['profiles', 'profile'],
    ['review', 'review'],
    ['video', 'video'],
    ['no-such-page', 'interstitial'],
    ['toString', 'interstitial'],
    [null, 'interstitial'],
    [undefined, 'interstitial'],
  ])('page type %s → layout %s', (pageType, expected) => {
    expect(adLayoutFor(pageType).name).toBe(expected);
  });

  it('the default skybox slot is named globalSkybox', () => {
    expect(AD_LAYOUTS.article.slots.map((slot) => slot.name)).toContain('globalSkybox');
  });
});
