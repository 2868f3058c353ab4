/**
 * The named image sizes of spec 001 §9. Sizes the spec names only as a range ("square_56 to
 * square_640", "col_2_wide up to col_6_wide") are filled in here; see
 * docs/decisions/013-images-and-body.md.
 */
import type { Device } from '../requestState';

export interface ImageSize {
  width: number;
  height: number;
}

/** A size that differs on medium (tablet) and small (mobile) screens. */
export interface NamedSize extends ImageSize {
  medium?: ImageSize;
  small?: ImageSize;
}

export const IMAGE_SIZES = {
  square_56: { width: 56, height: 56 },
  square_96: { width: 96, height: 96 },
  square_192: { width: 192, height: 192 },
  square_300: { width: 300, height: 300 },
  square_640: { width: 640, height: 640 },
  wide_85: { width: 85, height: 48 },
  wide_300: { width: 300, height: 170 },
  wide_980: { width: 980, height: 550 },
  col_2_wide: { width: 196, height: 108 },
  col_3_wide: { width: 307, height: 171 },
  col_4_wide: { width: 418, height: 234 },
  col_5_wide: { width: 529, height: 297 },
  col_6_wide: { width: 640, height: 360 },
  seo_image_wide: { width: 1200, height: 675 },
  seo_image_full: { width: 1200, height: 900 },
  seo_image_square: { width: 1200, height: 1200 },
  article_hero_medium: { width: 644, height: 362 },
  article_hero_small: { width: 420, height: 236 },
  sc_hero: { width: 1024, height: 576, medium: { width: 768, height: 432 }, small: { width: 768, height: 432 } },
  video_header: { width: 1600, height: 900 },
  longform_hero_max: { width: 2300, height: 1293 },
  longform_hero_min: { width: 1024, height: 576 },
} as const satisfies Record<string, NamedSize>;

export type ImageSizeKey = keyof typeof IMAGE_SIZES;

/** Spec 001 §9: the sharing image size. */
export const SHARING_IMAGE_SIZE: ImageSizeKey = 'seo_image_wide';

export function isImageSizeKey(key: string): key is ImageSizeKey {
  return Object.hasOwn(IMAGE_SIZES, key);
}

/** Spec 001 §9: large → desktop, medium → tablet, small → mobile. */
export function sizeFor(key: string, device: Device = 'desktop'): ImageSize | undefined {
  if (!isImageSizeKey(key)) return undefined;
  const size: NamedSize = IMAGE_SIZES[key];
  const variant = device === 'tablet' ? size.medium : device === 'mobile' ? size.small : undefined;
  return variant ?? { width: size.width, height: size.height };
}
