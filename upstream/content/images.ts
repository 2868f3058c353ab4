/**
 * The image host's resize service (spec 001 §9): `/resize{path}?{sorted params}&sig=` answers a
 * raster picture of the image (upstream/images/) at the requested size, crop and format when the
 * signature verifies with the image signing key (IMAGE_SIGNING_KEY, else the local default), 403
 * when it does not, 400 for a format it cannot make.
 */
import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { BOUNDS_FIT, DEFAULT_IMAGE_SIGNING_KEY, RESIZE_PREFIX, verifyResize } from '../../shared/node/images/resizeUrl';
import { DEFAULT_IMAGE_SIZE, imageSide, picture, pictureFormat } from '../images/raster';
import type { World } from '../world/world';

const RESIZED_CACHE = 'public, max-age=31536000, immutable';

export function registerImageRoutes(
  app: Hono<{ Bindings: HttpBindings }>,
  world: World,
  key = process.env.IMAGE_SIGNING_KEY || DEFAULT_IMAGE_SIGNING_KEY,
): void {
  app.get(`${RESIZE_PREFIX}/*`, async (c) => {
    const path = c.req.path.slice(RESIZE_PREFIX.length);
    const search = new URL(c.req.url).searchParams;
    if (!verifyResize(key, path, search)) return c.text('bad image signature', 403);
    const format = pictureFormat(search.get('format') ?? undefined, path);
    if (!format) return c.text('unsupported image format', 400);
    const gravity = Number(search.get('gravity') ?? 5);
    const made = await picture({
      path,
      original: world.imageSizes.get(path) ?? DEFAULT_IMAGE_SIZE,
      width: imageSide(search.get('width') ?? undefined, undefined),
      height: imageSide(search.get('height') ?? undefined, undefined),
      crop: search.get('crop') ?? undefined,
      gravity: Number.isInteger(gravity) ? gravity : 5,
      bounds: search.get('fit') === BOUNDS_FIT,
      format,
    });
    return c.body(new Uint8Array(made.bytes), 200, {
      'content-type': made.contentType,
      'cache-control': RESIZED_CACHE,
    });
  });
}
