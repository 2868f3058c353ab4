/**
 * Image redirects (000 §2 `/a/img/`): `/a/img/{size}/{image path}` names a hub image by its path
 * and one of the named sizes of 001 §9 (`seo_image_wide`...) or `{width}x{height}` of one of
 * them. Anything else names nothing (404): the redirect only ever goes to the configured image
 * service, at a path of the hub's own shape, so it can never be an open redirect.
 */
import { IMAGE_SIZES, isImageSizeKey, type ImageSize } from '../../shared/images/imageSizes';

export const IMAGE_REDIRECT_PREFIX = '/a/img/';
/** A hub image path: /yyyy/mm/dd/{hex id}/{file name}.{image extension}. */
const HUB_IMAGE_PATH =
  /^\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{6,64}\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.(?:jpe?g|png|gif|webp|avif|svg)$/;
const DIMENSIONS = /^(\d{1,4})x(\d{1,4})$/;
const KNOWN_DIMENSIONS = new Set(Object.values(IMAGE_SIZES).map(({ width, height }) => `${width}x${height}`));

export interface ImageRedirect {
  path: string;
  size: ImageSize;
}

export function parseImageRedirect(pathname: string): ImageRedirect | undefined {
  if (!pathname.startsWith(IMAGE_REDIRECT_PREFIX)) return undefined;
  const rest = pathname.slice(IMAGE_REDIRECT_PREFIX.length);
  const slash = rest.indexOf('/');
  if (slash < 1) return undefined;
  const sizeName = rest.slice(0, slash);
  const path = rest.slice(slash);
  if (!HUB_IMAGE_PATH.test(path)) return undefined;
  if (isImageSizeKey(sizeName))
    return { path, size: { width: IMAGE_SIZES[sizeName].width, height: IMAGE_SIZES[sizeName].height } };
  const dims = DIMENSIONS.exec(sizeName);
  if (!dims || !KNOWN_DIMENSIONS.has(sizeName)) return undefined;
  return { path, size: { width: Number(dims[1]), height: Number(dims[2]) } };
}
