/**
 * Captions of a video (spec 000 §7 / 001 §7 "Captions: /api/neutron/videos/{site}/captions/
 * {format}/{slug}.{extension}", format webvtt, extension vtt). The browser cannot call the
 * content API (the api key stays on the server), so the <track> points at Neutron's own
 * captions path, which relays that call (docs/decisions/010-content-pages.md).
 */
import type { Video } from '../../../shared/models/video';
import type { Brand } from '../../../shared/routes/types';

export const CAPTIONS_FORMAT = 'webvtt';
export const CAPTIONS_EXTENSION = 'vtt';
/** Neutron's paths for a video's captions, per brand (the captions call is per site; wired in server/app.ts). */
export const CAPTIONS_PATH_PREFIXES: Readonly<Record<Brand, string>> = {
  cnet: '/videos/captions/',
  roadshow: '/roadshow/videos/captions/',
};
/** The captions' language: only English exists (000 §1). */
export const CAPTIONS_LANGUAGE = { srcLang: 'en', label: 'English' } as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The captions URL of a video that lists webvtt captions, else undefined. */
export function captionsPath(video: Pick<Video, 'slug' | 'captions'>, brand: Brand): string | undefined {
  if (!video.slug || !SLUG.test(video.slug)) return undefined;
  if (!video.captions.some((caption) => caption.format === CAPTIONS_FORMAT)) return undefined;
  return `${CAPTIONS_PATH_PREFIXES[brand]}${video.slug}.${CAPTIONS_EXTENSION}`;
}
