import { formatDuration } from '../../../shared/format/duration';
import type { Video } from '../../../shared/models/video';
import type { PageRequest, RscServices } from '../../../shared/render/contract';
import { videoCrumbs, videoName } from '../../../shared/render/videoJsonLd';
import { isAutomotive } from '../../../shared/routes/contentFacts';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { Byline } from '../../components/Byline';
import { PageAdSlots } from '../../components/ads/AdSlots';
import { ROADSHOW_LABEL } from '../review/ReviewPage';
import { VideoPlayer } from '../../../client/video/VideoPlayer';
import { playerVideo, VIDEO_POSTER } from './playerVideo';
import { VIDEO_PAGE_TYPE, videoAdSettings } from './videoAdSettings';

interface VideoPageProps {
  video: Video;
  request: PageRequest;
  services: RscServices;
}

/** A video page: the player (client/video/VideoPlayer), then title, duration (minutes:seconds), byline and description. */
export function VideoPage({ video, request, services }: VideoPageProps) {
  const duration = formatDuration(video.duration ?? video.metaData?.duration);
  const seconds = video.duration ?? video.metaData?.duration;
  return (
    <article className="video-page">
      <PageAdSlots request={request} services={services} kind="video" content={video} placement="top" />
      <Breadcrumbs crumbs={videoCrumbs(video)} />
      <VideoPlayer
        key={String(video.id)}
        video={playerVideo(video, services.imageBaseUrl, request.brand)}
        endpoints={{ collectUrl: services.clientServices.collectUrl, adServerUrl: services.clientServices.adServerUrl }}
        ad={videoAdSettings(video, {
          request,
          pageUrl: new URL(video.canonicalUrl ?? request.url, services.siteOrigin).toString(),
          development: services.development,
          pageType: VIDEO_PAGE_TYPE,
          contentId: String(video.id),
        })}
        variant="page"
        width={VIDEO_POSTER.width}
        height={VIDEO_POSTER.height}
      />
      {isAutomotive(video) ? <p className="brand-label">{ROADSHOW_LABEL}</p> : null}
      <h1>{videoName(video)}</h1>
      <p className="video-meta">
        {duration && seconds !== undefined ? (
          <span className="duration">
            <span className="visually-hidden">Duration </span>
            <time dateTime={`PT${Math.round(seconds)}S`}>{duration}</time>
          </span>
        ) : null}
        {video.metaData?.ratingVChip ? <span className="rating-vchip">{video.metaData.ratingVChip}</span> : null}
      </p>
      <Byline content={{ author: video.author, datePublished: video.datePublished }} now={request.now} />
      {video.description ? <p className="description">{video.description}</p> : null}
      <PageAdSlots request={request} services={services} kind="video" content={video} placement={['side', 'bottom']} />
    </article>
  );
}
