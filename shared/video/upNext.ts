/**
 * The video page's "Up next" list (decision 020): other videos the page already has from a
 * server-side content call (the section listing of the video's section), in listing order, the
 * current video left out, de-duplicated by id with the store's playlist rule (001 §3
 * "videoPlaylist (deduplicated by id)", shared/video/playlist.ts), at most UP_NEXT_LIMIT.
 * Only internal video pages qualify: a card's url must be a path on this site.
 */
import type { ContentLink } from '../models/contentLink';
import type { Image } from '../models/image';
import { linkDuration } from './linkDuration';
import { dedupePlaylist } from './playlist';

/** How many videos the Up next list shows (our choice, decision 020). */
export const UP_NEXT_LIMIT = 5;
/** The content type name of videos (001 §1 content-type map: "content_video"). */
export const VIDEO_TYPE_NAME = 'content_video';
/** The listing card type of videos in the content API. */
export const VIDEO_CARD_TYPE = 'Video';

export interface UpNextEntry {
  id: string;
  title: string;
  /** A path on this site (the video's page). */
  url: string;
  /** The video's poster, for the card's thumbnail. */
  image?: Image;
  /** The video's length in seconds, when the card says it (linkDuration). */
  duration?: number;
}

function isVideo(item: ContentLink): boolean {
  return item.type === VIDEO_CARD_TYPE || item.typeName === VIDEO_TYPE_NAME || item.contentType === VIDEO_TYPE_NAME;
}

/** The card's url as a path on this site, or undefined (another site, a bad url). */
export function sitePath(url: string, siteOrigin: string): string | undefined {
  if (url.startsWith('/') && !url.startsWith('//')) return url.includes('\\') ? undefined : url;
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(siteOrigin).origin ? `${parsed.pathname}${parsed.search}` : undefined;
  } catch {
    return undefined;
  }
}

export function upNextPlaylist(
  items: readonly ContentLink[],
  currentId: string,
  siteOrigin: string,
  limit = UP_NEXT_LIMIT,
): UpNextEntry[] {
  const entries: UpNextEntry[] = [];
  for (const item of items) {
    if (!isVideo(item) || item.id === undefined || item.id === null || String(item.id) === currentId) continue;
    const url = sitePath(item.url, siteOrigin);
    const duration = linkDuration(item);
    if (url)
      entries.push({
        id: String(item.id),
        title: item.title,
        url,
        ...(item.image ? { image: item.image } : {}),
        ...(duration !== undefined ? { duration } : {}),
      });
  }
  return dedupePlaylist(entries).slice(0, Math.max(0, limit));
}
