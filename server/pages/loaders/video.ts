import type { Video } from '../../../shared/models/video';
import { routePath } from '../../../shared/node/routes/links';
import type { VideoVariant } from '../../routes/selection';
import { selectVideoRoute } from '../../routes/selection';
import { composerItem } from './composerItem';
import type { PrimaryLoader } from './types';
import { canonicalRedirect } from './types';

/** Base route names → the variant selection starts from (000 §2 video, video-share). */
const VARIANTS: Readonly<Record<string, VideoVariant>> = {
  video: 'video',
  'auto-video': 'video',
  'video-sponsored': 'video',
  'video-share': 'video-share',
  'auto-video-share': 'video-share',
};

/** The path the video selects for this kind of address (video, share; auto and sponsored variants). */
function selectedPath(video: Video, baseName: string): string | null {
  if (!video.slug) return null;
  const selection = selectVideoRoute({ ...video, slug: video.slug }, { variant: VARIANTS[baseName] ?? 'video' });
  return routePath(selection.name, selection.params);
}

/**
 * Videos, shares and sponsored videos (and roadshow's): the composer's video page. A share page
 * is its own page (canonical to the video page); an address of the wrong kind for the content
 * (a roadshow video under /videos/, a sponsored one outside /paid-content/) redirects.
 */
export const loadVideo: PrimaryLoader = async (ctx, deps) => {
  const video = await composerItem(ctx, deps, 'video', ctx.match.params.slug!, 'Video');
  return (
    canonicalRedirect(ctx, selectedPath(video, ctx.match.baseName), deps) ?? {
      type: 'data',
      data: { kind: 'video', video },
    }
  );
};
