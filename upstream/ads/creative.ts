/**
 * The local ad server's decisions (decision 019): which creative a slot request gets, or none.
 * Deterministic by slot position and name, so tests see the same page every time:
 * - the size is one of the requested sizes, picked by a hash of pos and name;
 * - no fill (a blank slot) for the display-network slot type mediaNet (the local server has no
 *   contextual demand), for a request without sizes, and for every position named in the
 *   targeting key `blank` (`blank=all` blanks every slot): pages pass it through the spec's
 *   query override, e.g. `?adTargeting_blank=inArticle-2`.
 */
import type { ParsedAdRequest } from './adRequest';
import type { AdCreative } from './adRequest';
import { hashString } from '../world/random';

export const CREATIVE_PATH = '/ads/v1/creative';
export const BLANK_TARGETING_KEY = 'blank';
export const BLANK_ALL = 'all';
const NO_FILL_TYPES: ReadonlySet<string> = new Set(['mediaNet']);

export function isNoFill(request: ParsedAdRequest): boolean {
  if (request.sizes.length === 0 || NO_FILL_TYPES.has(request.type)) return true;
  const blank = request.targeting[BLANK_TARGETING_KEY] ?? [];
  return blank.includes(BLANK_ALL) || blank.includes(request.pos);
}

export function chooseCreative(request: ParsedAdRequest): AdCreative | null {
  if (isNoFill(request)) return null;
  const hash = hashString(`${request.pos} ${request.name}`);
  const [width, height] = request.sizes[hash % request.sizes.length]!;
  const id = `${request.name}-${width}x${height}-${(hash % 997).toString(36)}`;
  const query = new URLSearchParams({ pos: request.pos, id });
  return { id, width, height, url: `${CREATIVE_PATH}/${width}x${height}.svg?${query.toString()}` };
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** An SVG creative of exactly width × height: a coloured panel naming the ad and its size. */
export function creativeSvg(width: number, height: number, label: string): string {
  const hash = hashString(label);
  const hue = hash % 360;
  const size = Math.max(10, Math.min(28, Math.round(Math.min(width / 12, height / 3))));
  const line2 =
    height >= 2.6 * size
      ? `<text x="50%" y="${Math.round(height / 2 + size)}" font-size="${Math.round(size * 0.6)}" text-anchor="middle" fill="#fff">${escapeXml(label)}</text>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="hsl(${hue},55%,32%)"/>` +
    `<text x="50%" y="${Math.round(height / 2 + (line2 ? 0 : size / 3))}" font-family="sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="#fff">Ad ${width}×${height}</text>` +
    `${line2}</svg>`
  );
}
