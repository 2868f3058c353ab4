import { hashString } from './world/random';

/**
 * A small deterministic SVG placeholder of exactly width × height, coloured from a hash of the
 * image path, so pages look real in a browser and every size request is honoured.
 */
export const MAX_IMAGE_SIDE = 4000;
export const DEFAULT_IMAGE_SIZE = { width: 1200, height: 675 } as const;

export function placeholderSvg(path: string, width: number, height: number): string {
  const hash = hashString(path);
  const hue = hash % 360;
  const accent = (hue + 40 + (hash >>> 9) % 80) % 360;
  const sunX = Math.round(width * (0.2 + ((hash >>> 3) % 60) / 100));
  const sunR = Math.max(1, Math.round(Math.min(width, height) * 0.12));
  const ridge = `0,${height} ${Math.round(width * 0.3)},${Math.round(height * 0.55)} ${Math.round(width * 0.55)},${Math.round(height * 0.75)} ${Math.round(width * 0.8)},${Math.round(height * 0.45)} ${width},${Math.round(height * 0.7)} ${width},${height}`;
  const label = width >= 80 && height >= 40
    ? `<text x="50%" y="92%" text-anchor="middle" font-family="sans-serif" font-size="${Math.max(10, Math.round(Math.min(width, height) / 14))}" fill="rgba(255,255,255,0.8)">${width}×${height}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="hsl(${hue},45%,62%)"/>` +
    `<circle cx="${sunX}" cy="${Math.round(height * 0.3)}" r="${sunR}" fill="hsl(${(hue + 180) % 360},70%,85%)"/>` +
    `<polygon points="${ridge}" fill="hsl(${accent},40%,38%)"/>` +
    `${label}</svg>`
  );
}

/** A side from the query: an integer in 1..MAX_IMAGE_SIDE, else the fallback. */
export function imageSide(text: string | undefined, fallback: number): number {
  if (text === undefined || !/^\d{1,5}$/.test(text)) return fallback;
  const value = Number(text);
  return value >= 1 && value <= MAX_IMAGE_SIDE ? value : fallback;
}
