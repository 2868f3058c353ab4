/**
 * Image URLs for the image service (`{IMAGE_BASE_URL}/img{path}?w=&h=`): the local upstream
 * answers them; signed resize URLs and the spec's named sizes come with the images issue.
 */
import type { Image } from '../models/image';

export interface SizedImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
}

export function imagePath(image: Image): string | undefined {
  const path = image.path ?? image.bucketPath;
  if (!path) return undefined;
  return path.startsWith('/') ? path : `/${path}`;
}

export function imageUrl(base: string, path: string, width: number, height: number): string {
  return `${base}/img${encodeURI(path)}?w=${width}&h=${height}`;
}

/** An image at `width` × `height` with a srcset of the same aspect ratio at `widths`. */
export function sizedImage(base: string, image: Image | undefined, width: number, height: number, widths: readonly number[] = []): SizedImage | undefined {
  if (!image) return undefined;
  const path = imagePath(image);
  if (!path) return undefined;
  const candidates = [...new Set([...widths.filter((w) => w < width), width])].sort((a, b) => a - b);
  return {
    src: imageUrl(base, path, width, height),
    srcSet: candidates.map((w) => `${imageUrl(base, path, w, Math.round((w * height) / width))} ${w}w`).join(', '),
    width,
    height,
    alt: image.alt ?? '',
  };
}
