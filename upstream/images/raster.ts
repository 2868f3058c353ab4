/**
 * The image service's pictures: the scene of an image (scene.ts) cropped as the resize URL asks
 * (`crop` in the original's pixels, then cover at `gravity` or, with `fit=bounds`, fitted inside),
 * rendered at exactly the output size, given a fixed film grain and encoded as AVIF, WebP, JPEG or
 * PNG with sharp. Answers are kept in a bounded in-memory cache and concurrent asks for the same
 * picture share one render, so pages and tests stay fast.
 */
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { CROP_PATTERN } from '../../shared/node/images/resizeUrl';
import { mulberry32 } from '../world/random';
import { sceneFor } from './scene';

export const MAX_IMAGE_SIDE = 4000;
export const DEFAULT_IMAGE_SIZE = { width: 1200, height: 675 } as const;
/** Encoded pictures kept in memory (bytes). */
const CACHE_BYTES = 48 * 1024 * 1024;
/** Below this many pixels on the short side the grain is left out (it would only look like dirt). */
const GRAIN_MIN_SIDE = 64;

export type PictureFormat = 'avif' | 'webp' | 'jpeg' | 'png';
export const CONTENT_TYPES: Record<PictureFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export interface PictureAsk {
  path: string;
  /** The original's size (the world's record of the image). */
  original: { width: number; height: number };
  width?: number;
  height?: number;
  crop?: string;
  /** 1–9 like a keypad (1 top left, 5 centre, 9 bottom right). */
  gravity?: number;
  bounds?: boolean;
  format: PictureFormat;
}

export interface Picture {
  bytes: Buffer;
  contentType: string;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

sharp.cache(false); // our own cache keeps the encoded answers; libvips need not keep more

/** The `format` parameter, else the path's extension: the format to encode (undefined: not an image we make). */
export function pictureFormat(param: string | undefined, path: string): PictureFormat | undefined {
  const ext = param ?? /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? 'jpeg';
  if (ext === 'avif' || ext === 'webp' || ext === 'png') return ext;
  if (ext === 'jpeg' || ext === 'jpg' || ext === 'gif' || ext === 'mp4') return 'jpeg';
  return undefined;
}

/** The region of the original a crop string names, clamped to the original (the whole of it when absent or malformed). */
export function cropBox(crop: string | undefined, original: { width: number; height: number }): Box {
  const whole = { x: 0, y: 0, width: original.width, height: original.height };
  if (!crop || !CROP_PATTERN.test(crop)) return whole;
  const [size = '', x = '0', y = '0'] = crop.split('+');
  const [w = '0', h = '0'] = size.split('x');
  const left = Math.min(Number(x), original.width - 1);
  const top = Math.min(Number(y), original.height - 1);
  const width = Math.min(Number(w), original.width - left);
  const height = Math.min(Number(h), original.height - top);
  return width >= 1 && height >= 1 ? { x: left, y: top, width, height } : whole;
}

/** The part of `box` with the aspect ratio of `width` × `height`, placed by keypad gravity. */
export function coverBox(box: Box, width: number, height: number, gravity = 5): Box {
  const aspect = width / height;
  const w = Math.min(box.width, box.height * aspect);
  const h = w / aspect;
  const g = gravity >= 1 && gravity <= 9 ? gravity : 5;
  const col = (g - 1) % 3; // 0 left, 1 centre, 2 right
  const row = Math.floor((g - 1) / 3);
  return { x: box.x + ((box.width - w) * col) / 2, y: box.y + ((box.height - h) * row) / 2, width: w, height: h };
}

const clampSide = (side: number) => Math.max(1, Math.min(MAX_IMAGE_SIDE, Math.round(side)));

/** Output size and the region of the original it shows. */
export function layout(ask: PictureAsk): { width: number; height: number; region: Box } {
  const region = cropBox(ask.crop, ask.original);
  const aspect = region.width / region.height;
  const width = ask.width ?? (ask.height ? ask.height * aspect : region.width);
  const height = ask.height ?? (ask.width ? ask.width / aspect : region.height);
  if (ask.bounds) {
    const scale = Math.min(width / region.width, height / region.height);
    return { width: clampSide(region.width * scale), height: clampSide(region.height * scale), region };
  }
  const out = { width: clampSide(width), height: clampSide(height) };
  return { ...out, region: coverBox(region, out.width, out.height, ask.gravity) };
}

const GRAIN_SIDE = 128;
const grainTiles = new Map<number, Buffer>();
/** A square tile of soft grey noise (seeded: identical on every start), at most as large as the picture. */
function grain(side: number): Buffer {
  let tile = grainTiles.get(side);
  if (tile) return tile;
  const random = mulberry32(0x9e3779b9);
  tile = Buffer.alloc(side * side * 4);
  for (let i = 0; i < side * side; i++) {
    const value = Math.round(128 + (random() + random() + random() - 1.5) * 90);
    tile.fill(Math.max(0, Math.min(255, value)), i * 4, i * 4 + 3);
    tile[i * 4 + 3] = 46;
  }
  if (grainTiles.size < 8) grainTiles.set(side, tile);
  return tile;
}

async function render(ask: PictureAsk): Promise<Picture> {
  const { width, height, region } = layout(ask);
  const scene = sceneFor(ask.path, ask.original.width, ask.original.height);
  const f = (value: number) => String(Math.round(value * 100) / 100);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${f(region.x)} ${f(region.y)} ${f(region.width)} ${f(region.height)}" preserveAspectRatio="none">${scene.body}</svg>`;
  let image = sharp(Buffer.from(svg)).resize(width, height, { fit: 'fill' });
  if (Math.min(width, height) >= GRAIN_MIN_SIDE) {
    const side = Math.min(GRAIN_SIDE, width, height);
    image = sharp(await image.png({ compressionLevel: 0 }).toBuffer()).composite([
      { input: grain(side), raw: { width: side, height: side, channels: 4 }, tile: true, blend: 'overlay' },
    ]);
  }
  image = image.flatten({ background: '#000' });
  const bytes = await (
    ask.format === 'avif'
      ? image.avif({ quality: 52, effort: 2 })
      : ask.format === 'webp'
        ? image.webp({ quality: 74, effort: 3 })
        : ask.format === 'png'
          ? image.png({ palette: true, effort: 3 })
          : image.jpeg({ quality: 78, mozjpeg: true })
  ).toBuffer();
  return { bytes, contentType: CONTENT_TYPES[ask.format] };
}

const cache = new LRUCache<string, Picture>({
  maxSize: CACHE_BYTES,
  sizeCalculation: (picture) => Math.max(1, picture.bytes.length),
});
const inFlight = new Map<string, Promise<Picture>>();

/** The picture for an ask, from the cache or rendered once however many ask at the same time. */
export function picture(ask: PictureAsk): Promise<Picture> {
  const key = JSON.stringify([
    ask.path,
    ask.original.width,
    ask.original.height,
    ask.width,
    ask.height,
    ask.crop,
    ask.gravity,
    ask.bounds,
    ask.format,
  ]);
  const cached = cache.get(key);
  if (cached) return Promise.resolve(cached);
  let pending = inFlight.get(key);
  if (!pending) {
    pending = render(ask)
      .then((made) => {
        cache.set(key, made);
        return made;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/** A side from the query: an integer in 1..MAX_IMAGE_SIDE, else the fallback. */
export function imageSide(text: string | undefined, fallback: number | undefined): number | undefined {
  if (text === undefined || !/^\d{1,5}$/.test(text)) return fallback;
  const value = Number(text);
  return value >= 1 && value <= MAX_IMAGE_SIDE ? value : fallback;
}
