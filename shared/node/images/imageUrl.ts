/**
 * Image URLs for the image service: signed resize URLs (./resizeUrl.ts) at a given size or at
 * one of the spec's named sizes (./imageSizes.ts), with the image's crop and gravity.
 * `base` is either one base URL (signed with the local default key) or an ImageService with
 * the configured hosts and key.
 */
import type { Device } from '../../requestState';
import type { Image } from '../../models/image';
import { sizeFor } from '../../images/imageSizes';
import type { ImageBase } from '../../images/imageService';
import { resizeUrl } from './resizeUrl';

export interface SizedImage {
  src: string;
  srcSet: string;
  /** The same candidates as AVIF, for a `<picture>` source (only when asked for: it doubles the URLs). */
  avifSrcSet?: string;
  width: number;
  height: number;
  alt: string;
}

export function imagePath(image: Image): string | undefined {
  const path = image.path ?? image.bucketPath;
  if (!path) return undefined;
  return path.startsWith('/') ? path : `/${path}`;
}

export function imageUrl(
  base: ImageBase,
  path: string,
  width: number,
  height: number,
  image?: Image,
  format?: 'avif',
): string {
  return resizeUrl(base, path, { width, height, crop: image?.crop, gravity: image?.cropGravity, format });
}

/** Spec 001 §5: a size key that is not configured adds no resizing. */
export function namedImageUrl(
  base: ImageBase,
  image: Image | undefined,
  sizeKey: string,
  device?: Device,
): string | undefined {
  if (!image) return undefined;
  const path = imagePath(image);
  if (!path) return undefined;
  const size = sizeFor(sizeKey, device);
  return resizeUrl(base, path, {
    width: size?.width,
    height: size?.height,
    crop: image.crop,
    gravity: image.cropGravity,
  });
}

/**
 * Signed URLs are pure functions of (base, image, size) and cost a keyed hash each, so they are
 * remembered per image object (content objects live in the content cache) and per base.
 */
const memo = new WeakMap<object, WeakMap<Image, Map<string, SizedImage | undefined>>>();
const stringBases = new Map<string, object>();

function memoFor(base: ImageBase, image: Image): Map<string, SizedImage | undefined> {
  let baseKey: object;
  if (typeof base === 'string') {
    baseKey = stringBases.get(base) ?? {};
    if (!stringBases.has(base) && stringBases.size < 16) stringBases.set(base, baseKey);
  } else {
    baseKey = base;
  }
  let byImage = memo.get(baseKey);
  if (!byImage) memo.set(baseKey, (byImage = new WeakMap()));
  let sizes = byImage.get(image);
  if (!sizes) byImage.set(image, (sizes = new Map()));
  return sizes;
}

/**
 * An image at `width` × `height` with a srcset of the same aspect ratio at `widths` (those below
 * `width`, and `width`); with `avif`, the same candidates as AVIF too.
 */
export function sizedImage(
  base: ImageBase,
  image: Image | undefined,
  width: number,
  height: number,
  widths: readonly number[] = [],
  avif = false,
): SizedImage | undefined {
  if (!image) return undefined;
  const sizes = memoFor(base, image);
  const key = `${width}x${height}:${widths.join(',')}${avif ? ':avif' : ''}`;
  if (sizes.has(key)) return sizes.get(key);
  const sized = buildSizedImage(base, image, width, height, widths, avif);
  sizes.set(key, sized);
  return sized;
}

function buildSizedImage(
  base: ImageBase,
  image: Image,
  width: number,
  height: number,
  widths: readonly number[],
  avif: boolean,
): SizedImage | undefined {
  const path = imagePath(image);
  if (!path) return undefined;
  const candidates = [...new Set([...widths.filter((w) => w < width), width])].sort((a, b) => a - b);
  const srcSet = (format?: 'avif') =>
    candidates
      .map((w) => `${imageUrl(base, path, w, Math.round((w * height) / width), image, format)} ${w}w`)
      .join(', ');
  return {
    src: imageUrl(base, path, width, height, image),
    srcSet: srcSet(),
    avifSrcSet: avif && !path.endsWith('.gif') ? srcSet('avif') : undefined,
    width,
    height,
    alt: image.alt ?? '',
  };
}

/** `sizedImage` at a named size of spec 001 §9 (undefined for a size key that is not configured). */
export function namedSizedImage(
  base: ImageBase,
  image: Image | undefined,
  sizeKey: string,
  widths: readonly number[] = [],
  device?: Device,
): SizedImage | undefined {
  const size = sizeFor(sizeKey, device);
  return size ? sizedImage(base, image, size.width, size.height, widths) : undefined;
}
