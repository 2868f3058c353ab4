/**
 * The image host's resize service (spec 001 §9): `/resize{path}?{sorted params}&sig=` answers an
 * SVG of exactly the requested width × height when the signature verifies with the image
 * signing key (IMAGE_SIGNING_KEY, else the local default) and 403 when it does not.
 */
import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { DEFAULT_IMAGE_SIGNING_KEY, RESIZE_PREFIX, verifyResize } from '../../shared/images/resizeUrl';
import { DEFAULT_IMAGE_SIZE, imageSide, placeholderSvg } from '../svg';
import type { World } from '../world/world';

const RESIZED_CACHE = 'public, max-age=31536000, immutable';

export function registerImageRoutes(app: Hono<{ Bindings: HttpBindings }>, world: World, key = process.env.IMAGE_SIGNING_KEY || DEFAULT_IMAGE_SIGNING_KEY): void {
  app.get(`${RESIZE_PREFIX}/*`, (c) => {
    const path = c.req.path.slice(RESIZE_PREFIX.length);
    const search = new URL(c.req.url).searchParams;
    if (!verifyResize(key, path, search)) return c.text('bad image signature', 403);
    const size = world.imageSizes.get(path) ?? DEFAULT_IMAGE_SIZE;
    const width = imageSide(search.get('width') ?? undefined, size.width);
    const height = imageSide(search.get('height') ?? undefined, size.height);
    return c.body(placeholderSvg(path, width, height), 200, { 'content-type': 'image/svg+xml', 'cache-control': RESIZED_CACHE });
  });
}
