/**
 * A video as the player island gets it (shared/video/playerProps.ts): the one progressive mp4 the
 * 001 §5 rules pick (insecure files skipped, valid mp4 types only, tallest up to 1080 px), the
 * poster at video_header size, the captions relay, and the data the player reads.
 */
import { imagePath, imageUrl } from '../../../shared/node/images/imageUrl';
import type { ImageBase } from '../../../shared/images/imageService';
import type { Video } from '../../../shared/models/video';
import { videoName } from '../../render/videoJsonLd';
import type { Brand } from '../../../shared/routes/types';
import { parseAutoplayType } from '../../video/autoplayType';
import { selectVideoSources } from '../../../shared/video/playableFile';
import type { PlayerVideo } from '../../../shared/video/playerProps';
import { CAPTIONS_LANGUAGE, captionsPath } from './captions';

/** 001 §9 video_header: 1600 × 900. */
export const VIDEO_POSTER = { width: 1600, height: 900 } as const;

/** The smaller posters an embed may pick (16:9), below VIDEO_POSTER: a phone's column, a tablet's or a desktop's at 1×. */
export const EMBED_POSTER_WIDTHS = [640, 1024] as const;

/** `variant: 'embed'` adds the smaller posters an article body's player picks from (shared/video/playerProps.ts). */
export function playerVideo(
  video: Video,
  images: ImageBase,
  brand: Brand,
  variant: 'page' | 'embed' = 'page',
): PlayerVideo {
  const path = video.image ? imagePath(video.image) : undefined;
  const captions = captionsPath(video, brand);
  const duration = video.duration ?? video.metaData?.duration;
  return {
    id: String(video.id),
    title: videoName(video),
    src: selectVideoSources(video).mp4,
    poster: path ? imageUrl(images, path, VIDEO_POSTER.width, VIDEO_POSTER.height, video.image) : undefined,
    // Only when there are some: an absent key costs nothing in the payload, an undefined one does.
    ...(path && variant === 'embed'
      ? {
          posterWidths: [...EMBED_POSTER_WIDTHS, VIDEO_POSTER.width].map((width) => ({
            width,
            src: imageUrl(
              images,
              path,
              width,
              Math.round((width * VIDEO_POSTER.height) / VIDEO_POSTER.width),
              video.image,
            ),
          })),
        }
      : {}),
    captions: captions
      ? { src: captions, srcLang: CAPTIONS_LANGUAGE.srcLang, label: CAPTIONS_LANGUAGE.label }
      : undefined,
    duration,
    autoplayType: parseAutoplayType(video.autoplayType),
    suppressAds: video.suppressAds,
  };
}
