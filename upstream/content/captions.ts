/**
 * The captions call (spec 000 §7 / 001 §7): `GET /api/neutron/videos/{site}/captions/{format}/
 * {slug}.{extension}` with the api key; format webvtt, extension vtt. The local platform answers
 * a WebVTT file built from the video: a cue every few seconds over its whole duration, so a
 * player shows captions from start to end. Unknown site, format, extension or video → 404
 * error component (JSON, as every content API error).
 */
import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Video } from '../../shared/models/video';
import type { World } from '../world/world';
import { errorBody } from './errors';
import { siteOfSection } from './contentList';
import { isSite } from './reply';

export const CAPTIONS_FORMAT = 'webvtt';
export const CAPTIONS_EXTENSION = 'vtt';
/** Seconds per cue in the generated captions. */
const CUE_SECONDS = 5;
const VTT_TYPE = 'text/vtt; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

function timestamp(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.000`;
}

/** WebVTT text for a video: its title, then its description's words, a few per cue. */
export function captionsFor(video: Video): string {
  const duration = Math.max(CUE_SECONDS, Math.round(video.duration ?? CUE_SECONDS));
  const words = `${video.title}. ${video.description ?? ''}`.split(/\s+/).filter(Boolean);
  const cues: string[] = ['WEBVTT', ''];
  for (let start = 0, n = 0; start < duration; start += CUE_SECONDS, n++) {
    const text = words.slice((n * 8) % words.length, ((n * 8) % words.length) + 8).join(' ') || video.title;
    cues.push(String(n + 1), `${timestamp(start)} --> ${timestamp(Math.min(duration, start + CUE_SECONDS))}`, text, '');
  }
  return cues.join('\n');
}

export function registerCaptionsRoutes(app: Hono<{ Bindings: HttpBindings }>, world: World): void {
  const memo = new Map<string, string>();
  app.get('/api/neutron/videos/:site/captions/:format/:file', (c) => {
    const { site, format, file } = c.req.param();
    const dot = file.lastIndexOf('.');
    const slug = file.slice(0, dot);
    const video =
      dot > 0 && file.slice(dot + 1) === CAPTIONS_EXTENSION && format === CAPTIONS_FORMAT
        ? world.videoBySlug.get(slug)
        : undefined;
    if (!isSite(site) || !video || siteOfSection(video.section) !== site) {
      return c.body(errorBody('captions', 404, `No captions for ${file}`), 404, { 'content-type': JSON_TYPE });
    }
    let text = memo.get(slug);
    if (text === undefined) {
      text = captionsFor(video);
      memo.set(slug, text);
    }
    return c.body(text, 200, { 'content-type': VTT_TYPE });
  });
}
