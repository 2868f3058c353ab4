/**
 * The pre-roll the player plays from a video ad tag's answer (001 §7 "Video ad tag", output vast).
 * The browser parses the VAST XML (DOMParser, client/video/adTag.ts) into these plain records;
 * the choice of media is pure: the first linear MediaFile that is progressive, of a type the
 * player plays (video/mp4), and secure by the same rule as content files (001 §5, "must not start
 * with http://"). No such file means no ad: the content plays (decision 020).
 */
import { isSecureVideoUrl } from '../../shared/video/playableFile';

export interface VastMediaFile {
  url: string;
  type?: string | null;
  delivery?: string | null;
}

export interface VastAd {
  id?: string | null;
  title?: string | null;
  mediaFiles: readonly VastMediaFile[];
}

/** Media types the player plays (our choice: the progressive mp4 Chromium and every browser play). */
export const AD_MEDIA_TYPES = ['video/mp4'] as const;
const PROGRESSIVE = 'progressive';

export interface PrerollChoice {
  adId?: string;
  title?: string;
  url: string;
}

export function choosePreroll(ads: readonly VastAd[]): PrerollChoice | undefined {
  for (const ad of ads) {
    const file = ad.mediaFiles.find(
      (media) =>
        isSecureVideoUrl(media.url) &&
        (AD_MEDIA_TYPES as readonly string[]).includes((media.type ?? '').trim().toLowerCase()) &&
        (media.delivery ?? PROGRESSIVE).trim().toLowerCase() === PROGRESSIVE,
    );
    if (file) return { adId: ad.id ?? undefined, title: ad.title ?? undefined, url: file.url.trim() };
  }
  return undefined;
}
