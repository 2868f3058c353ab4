/**
 * The local upstream's media files (docs/decisions/020-video-player.md): every rendition of every
 * video (`/media/video/{id}/{height}.mp4`) is the same short sample, and the video ad's creative
 * (`/media/ads/preroll.mp4`) a shorter one, both made by make-media.sh and committed. Byte ranges
 * are honoured (206), so a media element can seek. Also registers the content API rewrite that
 * points the world's media URLs here (mediaHost.ts) and the video ad tag (../videoAds/).
 */
import { readFileSync } from 'node:fs';
import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono } from 'hono';
import type { World } from '../world/world';
import { registerVideoAdTag } from '../videoAds/adTag';
import { AD_VIDEO, SAMPLE_VIDEO } from './catalog';
import { MEDIA_PATH, mediaHostMiddleware } from './mediaHost';
import { parseRange } from './range';

const file = (name: string): Uint8Array<ArrayBuffer> => {
  const bytes = readFileSync(new URL(`./files/${name}`, import.meta.url));
  return new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
};

const MEDIA_HEADERS = {
  'content-type': 'video/mp4',
  'accept-ranges': 'bytes',
  'cache-control': 'public, max-age=86400',
};
const RENDITION = /^\d{3,4}\.mp4$/;

function sendMedia(c: Context, bytes: Uint8Array<ArrayBuffer>): Response {
  const range = parseRange(c.req.header('range'), bytes.length);
  switch (range.kind) {
    case 'whole':
      return c.body(bytes, 200, { ...MEDIA_HEADERS, 'content-length': String(bytes.length) });
    case 'unsatisfiable':
      return c.body(null, 416, { ...MEDIA_HEADERS, 'content-range': `bytes */${bytes.length}` });
    case 'partial':
      return c.body(bytes.subarray(range.start, range.end + 1), 206, {
        ...MEDIA_HEADERS,
        'content-range': `bytes ${range.start}-${range.end}/${bytes.length}`,
        'content-length': String(range.end - range.start + 1),
      });
  }
}

export function registerMedia(app: Hono<{ Bindings: HttpBindings }>, world: World): void {
  const sample = file(SAMPLE_VIDEO.file);
  const ad = file(AD_VIDEO.file);
  const videoIds = new Set(world.videos.map((video) => String(video.id)));
  app.use('/api/*', mediaHostMiddleware);
  app.get(`${MEDIA_PATH}/video/:id/:rendition`, (c) => {
    if (!videoIds.has(c.req.param('id')) || !RENDITION.test(c.req.param('rendition'))) return c.text('Not Found', 404);
    return sendMedia(c, sample);
  });
  app.get(AD_VIDEO.path, (c) => sendMedia(c, ad));
  registerVideoAdTag(app);
}
