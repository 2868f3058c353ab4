/**
 * The stand-in media files of the local upstream (made by make-media.sh, committed under files/):
 * one content sample served for every rendition of every video, and one pre-roll creative.
 */
import { MEDIA_PATH } from './mediaHost';

/** The content sample: 8 s, 320 × 180, H.264 + AAC. */
export const SAMPLE_VIDEO = { file: 'sample.mp4', seconds: 8, width: 320, height: 180 } as const;
/** The pre-roll creative of the video ad tag: 2 s, 320 × 180, H.264 + AAC. */
export const AD_VIDEO = {
  file: 'ad.mp4',
  seconds: 2,
  width: 320,
  height: 180,
  path: `${MEDIA_PATH}/ads/preroll.mp4`,
} as const;
