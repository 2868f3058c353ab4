/**
 * The ad server call (decision 019; the spec shows only the video ad tag's parameters, 001 §7):
 *
 *   GET {adServerUrl}/ads/v1/slot?pos=&name=&type=&sz=300x250,336x280&region=&cats=&cust_params=
 *
 * `cust_params` carries the targeting as an encoded query string (`key=value&list=a,b`), the
 * way ad servers take key-values. The answer is `{ pos, creative: { id, width, height, url } }`
 * or `{ pos, creative: null }` for no fill (a blank slot). The ad library
 * (upstream/ads/adLibrary.js) builds the same URL; the local ad server parses it with this file.
 */
import { z } from 'zod';
import { AD_SLOT_TYPES } from '../../shared/ads/constants';
import type { AdSlotType } from '../../shared/ads/constants';
import type { AdSlotRequest } from '../../shared/ads/library';
import type { AdSize } from '../../shared/ads/slot';
import type { AdTargeting } from '../../shared/ads/targeting';

export const AD_SLOT_PATH = '/ads/v1/slot';
/** Bounds of what the ad server accepts (our choice). */
export const MAX_AD_SIZES = 10;
export const MAX_AD_SIDE = 2000;
const MAX_PARAM = 2000;

export function encodeTargeting(targeting: AdTargeting): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(targeting))
    params.set(key, typeof value === 'string' ? value : value.join(','));
  return params.toString();
}

export function adRequestUrl(adServerUrl: string, slot: AdSlotRequest): string {
  const params = new URLSearchParams({
    pos: typeof slot.targeting.pos === 'string' ? slot.targeting.pos : slot.name,
    name: slot.name,
    type: slot.type,
    sz: slot.sizes.map(([w, h]) => `${w}x${h}`).join(','),
    region: slot.region,
    cats: slot.categories.join(','),
    cust_params: encodeTargeting(slot.targeting),
  });
  return `${adServerUrl.replace(/\/+$/, '')}${AD_SLOT_PATH}?${params.toString()}`;
}

export interface ParsedAdRequest {
  pos: string;
  name: string;
  type: AdSlotType;
  sizes: AdSize[];
  region: string;
  categories: string[];
  targeting: Record<string, string[]>;
}

function parseSize(text: string): AdSize | undefined {
  const match = /^(\d{1,4})x(\d{1,4})$/.exec(text.trim());
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width >= 1 && height >= 1 && width <= MAX_AD_SIDE && height <= MAX_AD_SIDE ? [width, height] : undefined;
}

const short = (value: string | null, fallback = ''): string =>
  value === null || value.length > MAX_PARAM ? fallback : value.trim();
const list = (value: string): string[] =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');

/** The request as the ad server reads it; bad parts read as empty, an unusable request as undefined. */
export function parseAdRequest(params: URLSearchParams): ParsedAdRequest | undefined {
  const pos = short(params.get('pos'));
  const name = short(params.get('name'));
  const type = short(params.get('type'));
  if (pos === '' || name === '' || !(AD_SLOT_TYPES as readonly string[]).includes(type)) return undefined;
  const sizes = list(short(params.get('sz')))
    .map(parseSize)
    .filter((size): size is AdSize => size !== undefined)
    .slice(0, MAX_AD_SIZES);
  const targeting: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(short(params.get('cust_params')))) targeting[key] = list(value);
  return {
    pos,
    name,
    type: type as AdSlotType,
    sizes,
    region: short(params.get('region')),
    categories: list(short(params.get('cats'))),
    targeting,
  };
}

export const adCreativeSchema = z.object({
  id: z.string().min(1).max(200),
  width: z.number().int().min(1).max(MAX_AD_SIDE),
  height: z.number().int().min(1).max(MAX_AD_SIDE),
  /** Absolute, or relative to the ad server. */
  url: z.string().min(1).max(2000),
});

export const adResponseSchema = z.object({ pos: z.string(), creative: adCreativeSchema.nullable() });

export type AdCreative = z.infer<typeof adCreativeSchema>;
