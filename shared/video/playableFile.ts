import type { Video, VideoFile } from '../models/video';
import { LOOPBACK_HOSTS } from '../scripts/resourceUrl';
import { DEFAULT_MAX_VIDEO_HEIGHT, INSECURE_VIDEO_URL_PREFIX, MP4_FORMAT, VALID_MP4_FILE_TYPES } from './constants';

/**
 * Which video file the player may use (spec 001 §5): "A video file URL must not start with
 * http:// (insecure ones are skipped). An mp4 file is valid when its type is wifi, hds or
 * downloadable, or it has no type and the MPEG4 format." Types and format compare without case
 * and surrounding spaces; an empty URL is never playable (decision 017). One exception, as for
 * the ad server and scripts (decision 017): http on a loopback host, where the local upstream
 * serves the media files in development (decision 020). A reader's browser never reaches
 * someone else's loopback, so nothing insecure travels over a network.
 */
export function isSecureVideoUrl(url: string | undefined): url is string {
  if (url === undefined) return false;
  const trimmed = url.trim();
  if (trimmed === '') return false;
  if (!trimmed.toLowerCase().startsWith(INSECURE_VIDEO_URL_PREFIX)) return true;
  try {
    return LOOPBACK_HOSTS.includes(new URL(trimmed).hostname);
  } catch {
    return false;
  }
}

type Mp4Fields = Pick<VideoFile, 'type' | 'format'>;

export function isValidMp4File(file: Mp4Fields): boolean {
  const type = file.type?.trim().toLowerCase() ?? '';
  if (type !== '') return (VALID_MP4_FILE_TYPES as readonly string[]).includes(type);
  return file.format?.trim().toUpperCase() === MP4_FORMAT;
}

export function playableMp4Files<T extends Mp4Fields & Pick<VideoFile, 'url'>>(files: readonly T[]): T[] {
  return files.filter((file) => isSecureVideoUrl(file.url) && isValidMp4File(file));
}

const height = (file: Pick<VideoFile, 'height'>) => file.height ?? 0;
const bitrate = (file: Pick<VideoFile, 'bitrate'>) => file.bitrate ?? 0;

/**
 * The playable mp4 to use: the tallest one not above `maxHeight` (higher bitrate breaks a tie);
 * when all are taller, the shortest. Files without a height count as 0 (decision 017).
 */
export function selectMp4File<T extends VideoFile>(
  files: readonly T[],
  maxHeight = DEFAULT_MAX_VIDEO_HEIGHT,
): T | undefined {
  const playable = playableMp4Files(files).sort((a, b) => height(b) - height(a) || bitrate(b) - bitrate(a));
  return playable.find((file) => height(file) <= maxHeight) ?? playable[playable.length - 1];
}

export interface VideoSources {
  /** An adaptive stream (manifestUrl, then m3u8), when secure. */
  hls?: string;
  /** A progressive mp4: the selected file, else the secure mp4Url / brightcoveMp4Url. */
  mp4?: string;
}

type SourceFields = Pick<Video, 'files' | 'manifestUrl' | 'm3u8' | 'mp4Url' | 'brightcoveMp4Url'>;

/** The sources a player gets for a video; insecure URLs are skipped, never upgraded. */
export function selectVideoSources(video: SourceFields, maxHeight = DEFAULT_MAX_VIDEO_HEIGHT): VideoSources {
  const sources: VideoSources = {};
  const hls = [video.manifestUrl, video.m3u8].find(isSecureVideoUrl);
  if (hls !== undefined) sources.hls = hls.trim();
  const mp4 =
    selectMp4File(video.files, maxHeight)?.url ?? [video.mp4Url, video.brightcoveMp4Url].find(isSecureVideoUrl);
  if (mp4 !== undefined) sources.mp4 = mp4.trim();
  return sources;
}
