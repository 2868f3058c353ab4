import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coverBox, cropBox, imageSide, layout, picture, pictureFormat, type PictureAsk } from './raster';

const ORIGINAL = { width: 1920, height: 1080 };
const ask = (path: string, more: Partial<PictureAsk> = {}): PictureAsk => ({
  path,
  original: ORIGINAL,
  width: 640,
  height: 360,
  format: 'webp',
  ...more,
});

/** The picture shrunk to 16 × 9 grey pixels: its composition, whatever the size it was made at. */
async function thumbnail(bytes: Buffer): Promise<number[]> {
  return [...(await sharp(bytes).resize(16, 9, { fit: 'fill' }).greyscale().raw().toBuffer())];
}
const distance = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0) / a.length;

describe('the image service makes real raster pictures', () => {
  it.each([
    ['webp', 'webp'],
    ['avif', 'heif'],
    ['jpeg', 'jpeg'],
    ['png', 'png'],
  ] as const)('encodes %s at exactly the requested size', async (format, decoded) => {
    const made = await picture(ask('/2026/01/02/ab12/zephyr-phone-review.jpg', { width: 300, height: 170, format }));
    const meta = await sharp(made.bytes).metadata();
    expect(meta.format).toBe(decoded);
    expect([meta.width, meta.height]).toEqual([300, 170]);
    expect(made.contentType).toBe(`image/${format}`);
  });

  it('draws a picture, not a flat colour: light, dark and colour vary across it', async () => {
    const made = await picture(ask('/2026/01/02/cd34/inside-the-race-to-build-a-solar-panel.jpg'));
    const stats = await sharp(made.bytes).stats();
    for (const channel of stats.channels.slice(0, 3)) {
      expect(channel.max - channel.min).toBeGreaterThan(80);
      expect(channel.stdev).toBeGreaterThan(12);
    }
  });

  it('gives each image its own picture, and the same picture at every size', async () => {
    const paths = [
      '/2026/01/02/aa01/what-renters-should-know.jpg',
      '/2026/01/02/aa02/what-renters-should-know.jpg',
      '/2026/01/02/aa03/best-ev-suv-2026.jpg',
    ];
    const small = await Promise.all(
      paths.map(async (path) => thumbnail((await picture(ask(path, { width: 320, height: 180 }))).bytes)),
    );
    const large = await Promise.all(
      paths.map(async (path) =>
        thumbnail((await picture(ask(path, { width: 1200, height: 675, format: 'jpeg' }))).bytes),
      ),
    );
    for (let i = 0; i < paths.length; i++) {
      expect(distance(small[i]!, large[i]!), `${paths[i]} at two sizes`).toBeLessThan(8);
      for (let j = i + 1; j < paths.length; j++)
        expect(distance(small[i]!, small[j]!), `${paths[i]} vs ${paths[j]}`).toBeGreaterThan(12);
    }
  });

  it('answers the same bytes for the same ask (one render for concurrent asks)', async () => {
    const one = ask('/2026/01/02/ef56/laptop-buying-guide.jpg', { width: 200, height: 113 });
    const [a, b] = await Promise.all([picture(one), picture({ ...one })]);
    expect(a.bytes.equals(b.bytes)).toBe(true);
  });
});

describe('crop, gravity and fit', () => {
  it('reads a crop in the original pixels, clamped to the original', () => {
    expect(cropBox('800x800+100+0', ORIGINAL)).toEqual({ x: 100, y: 0, width: 800, height: 800 });
    expect(cropBox('800x800+1800+900', ORIGINAL)).toEqual({ x: 1800, y: 900, width: 120, height: 180 });
    expect(cropBox('nonsense', ORIGINAL)).toEqual({ x: 0, y: 0, ...ORIGINAL });
    expect(cropBox(undefined, ORIGINAL)).toEqual({ x: 0, y: 0, ...ORIGINAL });
  });

  it('covers the requested aspect ratio at the gravity, like a keypad', () => {
    const whole = { x: 0, y: 0, ...ORIGINAL };
    expect(coverBox(whole, 100, 100)).toEqual({ x: 420, y: 0, width: 1080, height: 1080 });
    expect(coverBox(whole, 100, 100, 1)).toEqual({ x: 0, y: 0, width: 1080, height: 1080 });
    expect(coverBox(whole, 100, 100, 6)).toEqual({ x: 840, y: 0, width: 1080, height: 1080 });
  });

  it('fits inside the box with fit=bounds, and keeps the aspect ratio when one side is asked', () => {
    expect(layout(ask('/a.jpg', { width: 300, height: 300, bounds: true }))).toMatchObject({ width: 300, height: 169 });
    expect(layout(ask('/a.jpg', { width: 960, height: undefined }))).toMatchObject({ width: 960, height: 540 });
    expect(layout(ask('/a.jpg', { width: undefined, height: undefined }))).toMatchObject(ORIGINAL);
  });

  it.each([
    [undefined, '/a.jpg', 'jpeg'],
    [undefined, '/a.png', 'png'],
    ['webp', '/a.jpg', 'webp'],
    ['avif', '/a.jpg', 'avif'],
    ['mp4', '/a.gif', 'jpeg'],
    ['tiff', '/a.jpg', undefined],
  ])('format %s for %s is %s', (param, path, format) => {
    expect(pictureFormat(param, path)).toBe(format);
  });

  it.each([
    ['640', 640],
    ['1', 1],
    ['4000', 4000],
    ['4001', undefined],
    ['0', undefined],
    ['-5', undefined],
    ['12px', undefined],
    [undefined, undefined],
  ])('reads side %j as %s', (text, side) => {
    expect(imageSide(text, undefined)).toBe(side);
  });
});
