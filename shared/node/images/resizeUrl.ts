/**
 * Signed resize URLs for the image service (spec 001 §5, §9): `{host}/resize{path}?{params}&sig=`
 * with the parameters sorted by name and signed with a keyed hash (HMAC-SHA256) over the path
 * and that sorted list; the host is chosen by the path length modulo the number of base hosts.
 * Crop strings, gravity and the delivered format follow the spec's rules.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ImageService } from '../../images/imageService';

/** Local default; production sets IMAGE_SIGNING_KEY (docs/decisions/013-images-and-body.md). */
export const DEFAULT_IMAGE_SIGNING_KEY = 'neutron-local-image-signing-key';
export const RESIZE_PREFIX = '/resize';
export const SIGNATURE_PARAM = 'sig';
/**
 * Hex characters of the HMAC kept in the URL: 64 bits. Forging one means about 2^63 signed
 * requests against the image service for a single resize; 128 bits cost 16 bytes more in every
 * image URL, and a page carries dozens (decision 025).
 */
export const SIGNATURE_LENGTH = 16;

/** Spec 001 §5: width x height + x offset + y offset. */
export const CROP_PATTERN = /^\d+(?:\.\d+)?x\d+(?:\.\d+)?\+\d+(?:\.\d+)?\+\d+(?:\.\d+)?$/;
/** Spec 001 §5: gravity 1–9 adjusts the crop; 0 and 5 give no bounds fit. */
export const NO_BOUNDS_GRAVITIES: ReadonlySet<number> = new Set([0, 5]);
export const BOUNDS_FIT = 'bounds';

export interface ResizeOptions {
  width?: number;
  height?: number;
  crop?: string;
  gravity?: number;
  /** A frame of an animated gif: delivered as that still frame instead of mp4. */
  frame?: number;
  /** Another still format than the delivered one (a `<picture>` source offering AVIF). */
  format?: 'avif';
}

export function toImageService(base: string | ImageService): ImageService {
  return typeof base === 'string' ? { hosts: [base], key: DEFAULT_IMAGE_SIGNING_KEY } : base;
}

/** The origins of the image hosts other than the site's own (what a page preconnects to). */
export function imageOrigins(base: string | ImageService, siteOrigin: string): string[] {
  const origins = new Set<string>();
  for (const host of toImageService(base).hosts) {
    try {
      const origin = new URL(host).origin;
      if (origin !== new URL(siteOrigin).origin) origins.add(origin);
    } catch {
      // a relative host serves from the site's own origin: nothing to open early
    }
  }
  return [...origins];
}

/** Spec 001 §9: host by path length modulo the number of base hosts. */
export function hostFor(hosts: readonly string[], path: string): string {
  if (hosts.length === 0) return '';
  return hosts[path.length % hosts.length] ?? hosts[0]!;
}

/** Spec 001 §5: animated gif → mp4 unless a frame is given; jpg, jpeg and png → webp. */
export function deliveredFormat(path: string, frame: number | undefined): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  if (extension === 'gif') return frame === undefined ? 'mp4' : undefined;
  if (extension === 'jpg' || extension === 'jpeg' || extension === 'png') return 'webp';
  return undefined;
}

const positiveInt = (value: number | undefined): value is number =>
  value !== undefined && Number.isInteger(value) && value > 0;

/** The parameters of a resize URL, sorted by name. */
export function resizeParams(path: string, options: ResizeOptions): Array<[string, string]> {
  const params: Array<[string, string]> = [];
  if (positiveInt(options.width)) params.push(['width', String(options.width)]);
  if (positiveInt(options.height)) params.push(['height', String(options.height)]);
  if (options.crop && CROP_PATTERN.test(options.crop)) params.push(['crop', options.crop]);
  const gravity = options.gravity;
  if (gravity !== undefined && Number.isInteger(gravity) && gravity >= 0 && gravity <= 9) {
    if (gravity >= 1) params.push(['gravity', String(gravity)]);
    if (!NO_BOUNDS_GRAVITIES.has(gravity)) params.push(['fit', BOUNDS_FIT]);
  }
  if (options.frame !== undefined && Number.isInteger(options.frame) && options.frame >= 0)
    params.push(['frame', String(options.frame)]);
  const delivered = deliveredFormat(path, options.frame);
  const format = options.format && delivered !== 'mp4' ? options.format : delivered;
  if (format) params.push(['format', format]);
  return params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

function query(params: ReadonlyArray<readonly [string, string]>): string {
  return params.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
}

/** The keyed hash over the path and the sorted parameter list. */
export function signResize(key: string, path: string, params: ReadonlyArray<readonly [string, string]>): string {
  return createHmac('sha256', key)
    .update(`${path}?${query(params)}`)
    .digest('hex')
    .slice(0, SIGNATURE_LENGTH);
}

export function resizeUrl(base: string | ImageService, path: string, options: ResizeOptions): string {
  const service = toImageService(base);
  const params = resizeParams(path, options);
  const signature = signResize(service.key, path, params);
  const rest = query(params);
  return `${hostFor(service.hosts, path)}${RESIZE_PREFIX}${encodeURI(path)}?${rest ? `${rest}&` : ''}${SIGNATURE_PARAM}=${signature}`;
}

/** For the image host: the query (in any order) carries the signature of its other parameters. */
export function verifyResize(key: string, path: string, search: URLSearchParams): boolean {
  const given = search.get(SIGNATURE_PARAM) ?? '';
  const params = [...search.entries()]
    .filter(([name]) => name !== SIGNATURE_PARAM)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const expected = signResize(key, path, params);
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
