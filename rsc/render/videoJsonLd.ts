/**
 * Structured data of a video page (spec 001 §5): a VideoObject with its poster, ISO duration,
 * upload date and a playable mp4 (001 §5 file rules); plus the BreadcrumbList.
 */
import { isoDuration } from '../../shared/format/duration';
import { parseContentDate } from '../../shared/format/date';
import type { Video, VideoFile } from '../../shared/models/video';
import { isSecureVideoUrl } from '../../shared/video/playableFile';
import { isAutomotive } from '../../shared/node/routes/contentFacts';
import type { Crumb } from './articleCrumbs';
import type { JsonLd, JsonLdSite } from './contentJsonLd';
import { breadcrumbList, doorCrumbs, imageObject, personAuthors, publisher, SCHEMA_CONTEXT } from './contentJsonLd';
import { SHARING_IMAGE } from '../../shared/render/head';

export const VIDEOS_DOOR = { name: 'Videos', path: '/videos/', roadshowPath: '/roadshow/videos/' } as const;
/** 001 §5: "An mp4 file is valid when its type is wifi, hds or downloadable, or it has no type and the MPEG4 format." */
export const VALID_MP4_TYPES = ['wifi', 'hds', 'downloadable'] as const;
export const MP4_FORMAT = 'MPEG4';

export function videoCrumbs(video: Pick<Video, 'section'>): Crumb[] {
  return doorCrumbs(VIDEOS_DOOR, isAutomotive(video));
}

/** 001 §5: a video file URL must not start with http:// (insecure files are skipped); the player's rule (shared/video). */
export function isSecureFile(file: Pick<VideoFile, 'url'>): boolean {
  return isSecureVideoUrl(file.url);
}

export function isValidMp4(file: Pick<VideoFile, 'type' | 'format'>): boolean {
  if (file.type !== undefined) return (VALID_MP4_TYPES as readonly string[]).includes(file.type);
  return file.format === MP4_FORMAT;
}

/** Playable mp4 renditions, largest first. */
export function playableMp4Files(video: Pick<Video, 'files'>): VideoFile[] {
  return video.files
    .filter((file) => isSecureFile(file) && isValidMp4(file))
    .sort((a, b) => (b.width ?? 0) - (a.width ?? 0));
}

export function videoName(video: Pick<Video, 'headline' | 'title'>): string {
  return video.headline ?? video.title;
}

export function videoJsonLd(video: Video, canonical: string, site: JsonLdSite): JsonLd {
  const poster = imageObject(video.image, site, SHARING_IMAGE);
  const uploaded = parseContentDate(video.datePublished) ?? new Date(site.now);
  const duration = isoDuration(video.duration ?? video.metaData?.duration);
  const file = playableMp4Files(video)[0];
  const description = video.description ?? video.metaData?.promoDescription ?? videoName(video);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'VideoObject',
    name: videoName(video),
    description,
    url: canonical,
    embedUrl: canonical,
    uploadDate: uploaded.toISOString(),
    ...(poster ? { thumbnailUrl: [poster.url] } : {}),
    ...(duration ? { duration } : {}),
    ...(file ? { contentUrl: file.url } : {}),
    author: personAuthors([video.author], site),
    publisher: publisher(site),
  };
}

export function videoPageJsonLd(video: Video, canonical: string, site: JsonLdSite): JsonLd[] {
  return [
    videoJsonLd(video, canonical, site),
    breadcrumbList(videoCrumbs(video), { name: videoName(video), url: canonical }, site),
  ];
}
