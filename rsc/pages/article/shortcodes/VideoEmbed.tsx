/**
 * A video shortcode in an article body. When the article carries the embedded video (its
 * `video`, matched by id) the embed is the same player as the video page (client/video/
 * VideoPlayer, variant embed: title and duration as minutes:seconds under it, 001 §9); otherwise
 * it is a link to the video's page with its duration.
 */
import type { ShortcodeData } from '../../../body/shortcodeData';
import { formatDuration as formatSeconds } from '../../../../shared/format/duration';
import type { Article } from '../../../../shared/models/article';
import type { Video } from '../../../../shared/models/video';
import type { PageRequest, RscServices } from '../../../../shared/render/contract';
import { VideoPlayer } from '../../../../client/video/VideoPlayer';
import { isEnabled } from '../../../../shared/features/flags';
import { playerElementId } from '../../../../shared/video/playerProps';
import { playerVideo, VIDEO_POSTER } from '../../video/playerVideo';
import { videoAdSettings } from '../../video/videoAdSettings';

/** What an embedded player needs from the page (passed through the shortcode context). */
export interface VideoEmbedContext {
  /** The article's video (001 §3 article `video`). */
  video: Video | undefined;
  request: PageRequest;
  services: RscServices;
  /** The article's absolute canonical URL (ad tag url/description_url); '' when it carries no video. */
  pageUrl: string;
  /** The article's id (cid). */
  contentId: string;
  /** The article's page type for ad targeting (ptype). */
  pageType: string;
}

/** The ptype targeting value of an article carrying an embedded player (our choice). */
export const ARTICLE_PAGE_TYPE = 'article';

export function videoEmbedContext(article: Article, request: PageRequest, services: RscServices): VideoEmbedContext {
  // Only an embedded player reads it: most articles carry no video, and parsing a URL is not free.
  const pageUrl = article.video ? absoluteUrl(article.canonicalUrl ?? request.url, services.siteOrigin) : '';
  return {
    video: article.video,
    request,
    services,
    pageUrl,
    contentId: String(article.id),
    pageType: ARTICLE_PAGE_TYPE,
  };
}

function absoluteUrl(path: string, origin: string): string {
  try {
    return new URL(path, origin).toString();
  } catch {
    return origin;
  }
}

/** Spec 001 §9: duration shown as minutes:seconds. */
export function formatDuration(seconds: number): string {
  return formatSeconds(Math.max(0, seconds)) ?? '0:00';
}

export function VideoEmbed({ data, embed }: { data: ShortcodeData<'video'>; embed?: VideoEmbedContext }) {
  const video = embed?.video;
  // With the `video` flag off (000 §4) the embed is the link to the video's page.
  if (
    embed &&
    video &&
    data.id !== undefined &&
    String(video.id) === String(data.id) &&
    isEnabled(embed.request.state.flags, 'video')
  ) {
    const { request, services } = embed;
    return (
      <VideoPlayer
        key={String(video.id)}
        playerId={playerElementId(String(video.id), embed.contentId)}
        video={playerVideo(video, services.imageBaseUrl, request.brand, 'embed')}
        endpoints={{ collectUrl: services.clientServices.collectUrl, adServerUrl: services.clientServices.adServerUrl }}
        ad={videoAdSettings(video, {
          request,
          pageUrl: embed.pageUrl,
          development: services.development,
          pageType: embed.pageType,
          contentId: embed.contentId,
        })}
        variant="embed"
        width={VIDEO_POSTER.width}
        height={VIDEO_POSTER.height}
      />
    );
  }
  return (
    <aside className="shortcode shortcode--video" aria-label="Video">
      <a href={`/videos/${encodeURIComponent(data.slug)}/`}>
        <span className="shortcode__kind">Watch</span> {data.title}
        {data.duration !== undefined ? (
          <span className="shortcode__duration"> {formatDuration(data.duration)}</span>
        ) : null}
      </a>
    </aside>
  );
}
