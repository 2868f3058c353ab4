/**
 * Image URLs for the image service: signed resize URLs (./resizeUrl.ts) at a given size or at
 * one of the spec's named sizes (./imageSizes.ts), with the image's crop and gravity.
 * `base` is either one base URL (signed with the local default key) or an ImageService with
 * the configured hosts and key.
 */
import type { Device } from '../requestState';
import type { Image } from '../models/image';
import { sizeFor } from './imageSizes';
import type { ImageService } from './resizeUrl';
import { resizeUrl } from './resizeUrl';

export interface SizedImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
}

export type ImageBase = string | ImageService;

export function imagePath(image: Image): string | undefined {
  const path = image.path ?? image.bucketPath;
  if (!path) return undefined;
  return path.startsWith('/') ? path : `/${path}`;
}

export function imageUrl(base: ImageBase, path: string, width: number, height: number, image?: Image): string {
  return resizeUrl(base, path, { width, height, crop: image?.crop, gravity: image?.cropGravity });
}

/** Spec 001 §5: a size key that is not configured adds no resizing. */
export function namedImageUrl(base: ImageBase, image: Image | undefined, sizeKey: string, device?: Device): string | undefined {
  if (!image) return undefined;
  const path = imagePath(image);
  if (!path) return undefined;
  const size = sizeFor(sizeKey, device);
  return resizeUrl(base, path, { width: size?.width, height: size?.height, crop: image.crop, gravity: image.cropGravity });
}

/** An image at `width` × `height` with a srcset of the same aspect ratio at `widths`. */
export function sizedImage(base: ImageBase, image: Image | undefined, width: number, height: number, widths: readonly number[] = []): SizedImage | undefined {
  if (!image) return undefined;
  const path = imagePath(image);
  if (!path) return undefined;
  const candidates = [...new Set([...widths.filter((w) => w < width), width])].sort((a, b) => a - b);
  return {
    src: imageUrl(base, path, width, height, image),
    srcSet: candidates.map((w) => `${imageUrl(base, path, w, Math.round((w * height) / width), image)} ${w}w`).join(', '),
    width,
    height,
    alt: image.alt ?? '',
  };
}

/** `sizedImage` at a named size of spec 001 §9 (undefined for a size key that is not configured). */
export function namedSizedImage(base: ImageBase, image: Image | undefined, sizeKey: string, widths: readonly number[] = [], device?: Device): SizedImage | undefined {
  const size = sizeFor(sizeKey, device);
  return size ? sizedImage(base, image, size.width, size.height, widths) : undefined;
}
