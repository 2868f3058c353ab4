import { describe, expect, it } from 'vitest';
import { namedImageUrl } from '../node/images/imageUrl';
import { IMAGE_SIZES, sizeFor } from './imageSizes';

describe('named image sizes (spec 001 §9)', () => {
  it.each([
    ['square_56', 56, 56],
    ['square_640', 640, 640],
    ['wide_85', 85, 48],
    ['wide_300', 300, 170],
    ['wide_980', 980, 550],
    ['col_2_wide', 196, 108],
    ['col_6_wide', 640, 360],
    ['seo_image_wide', 1200, 675],
    ['seo_image_full', 1200, 900],
    ['seo_image_square', 1200, 1200],
    ['article_hero_medium', 644, 362],
    ['article_hero_small', 420, 236],
    ['sc_hero', 1024, 576],
    ['video_header', 1600, 900],
    ['longform_hero_max', 2300, 1293],
    ['longform_hero_min', 1024, 576],
  ])('%s is %i × %i', (key, width, height) => {
    expect(sizeFor(key)).toEqual({ width, height });
  });

  it('sc_hero is 768 × 432 on medium and small screens', () => {
    expect(sizeFor('sc_hero', 'tablet')).toEqual({ width: 768, height: 432 });
    expect(sizeFor('sc_hero', 'mobile')).toEqual({ width: 768, height: 432 });
    expect(sizeFor('article_hero_medium', 'mobile')).toEqual(IMAGE_SIZES.article_hero_medium);
  });

  it('a size key that is not configured adds no resizing', () => {
    expect(sizeFor('square_9999')).toBeUndefined();
    const url = namedImageUrl('http://img', { path: '/a.svg' }, 'square_9999');
    expect(url).toMatch(/^http:\/\/img\/resize\/a\.svg\?sig=[0-9a-f]+$/);
    expect(namedImageUrl('http://img', { path: '/a.svg' }, 'wide_85')).toContain('height=48&width=85');
  });
});
