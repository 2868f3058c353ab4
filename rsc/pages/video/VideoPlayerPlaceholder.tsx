import { imagePath, imageUrl } from '../../../shared/images/imageUrl';
import type { Video } from '../../../shared/models/video';
import type { Brand } from '../../../shared/routes/types';
import { playableMp4Files, videoName } from '../../../shared/render/videoJsonLd';
import { CAPTIONS_LANGUAGE, captionsPath } from './captions';

/** 001 §9 video_header: 1600 × 900. */
export const VIDEO_POSTER = { width: 1600, height: 900 } as const;

interface VideoPlayerPlaceholderProps {
  video: Video;
  imageBaseUrl: Parameters<typeof imageUrl>[0];
  brand: Brand;
}

/**
 * Where the video player goes (the player itself is a later client issue): the browser's own
 * video element with the poster, the playable mp4 renditions (001 §5 rules), captions as a
 * <track>, and the video's identity in data attributes for the player to pick up. It reserves
 * the player's space, so nothing moves when the player arrives.
 */
export function VideoPlayerPlaceholder({ video, imageBaseUrl, brand }: VideoPlayerPlaceholderProps) {
  const path = video.image ? imagePath(video.image) : undefined;
  const poster = path ? imageUrl(imageBaseUrl, path, VIDEO_POSTER.width, VIDEO_POSTER.height, video.image) : undefined;
  const captions = captionsPath(video, brand);
  return (
    <figure className="video-player" data-player="placeholder">
      <video
        controls
        preload="none"
        playsInline
        poster={poster}
        width={VIDEO_POSTER.width}
        height={VIDEO_POSTER.height}
        aria-label={videoName(video)}
        data-video-id={video.id}
        data-mpx-ref-id={video.mpxRefId}
        data-manifest={video.manifestUrl ?? video.m3u8}
        data-autoplay-type={video.autoplayType}
        data-suppress-ads={video.suppressAds ? 'true' : undefined}
      >
        {playableMp4Files(video).map((file) => (
          <source key={file.url} src={file.url} type="video/mp4" data-width={file.width} data-height={file.height} />
        ))}
        {captions ? <track kind="captions" src={captions} srcLang={CAPTIONS_LANGUAGE.srcLang} label={CAPTIONS_LANGUAGE.label} default /> : null}
      </video>
    </figure>
  );
}
