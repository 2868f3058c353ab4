/**
 * A video as the player island gets it (shared/video/playerProps.ts): the one progressive mp4 the
 * 001 §5 rules pick (insecure files skipped, valid mp4 types only, tallest up to 1080 px), the
 * poster at video_header size, the captions relay, and the data the player reads.
 */
import { imagePath, imageUrl, type ImageBase } from '../../../shared/images/imageUrl';
import type { Video } from '../../../shared/models/video';
import { videoName } from '../../../shared/render/videoJsonLd';
import type { Brand } from '../../../shared/routes/types';
import { parseAutoplayType } from '../../../shared/video/autoplayType';
import { selectVideoSources } from '../../../shared/video/playableFile';
import type { PlayerVideo } from '../../../shared/video/playerProps';
import { CAPTIONS_LANGUAGE, captionsPath } from './captions';

/** 001 §9 video_header: 1600 × 900. */
export const VIDEO_POSTER = { width: 1600, height: 900 } as const;

export function playerVideo(video: Video, images: ImageBase, brand: Brand): PlayerVideo {
  const path = video.image ? imagePath(video.image) : undefined;
  const captions = captionsPath(video, brand);
  const duration = video.duration ?? video.metaData?.duration;
  return {
    id: String(video.id),
    title: videoName(video),
    src: selectVideoSources(video).mp4,
    poster: path ? imageUrl(images, path, VIDEO_POSTER.width, VIDEO_POSTER.height, video.image) : undefined,
    captions: captions ? { src: captions, srcLang: CAPTIONS_LANGUAGE.srcLang, label: CAPTIONS_LANGUAGE.label } : undefined,
    duration,
    autoplayType: parseAutoplayType(video.autoplayType),
    suppressAds: video.suppressAds,
  };
}
