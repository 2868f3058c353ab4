import { Suspense } from 'react';
import type { Video } from '../../../shared/models/video';
import type { PageRequest, RscServices } from '../../../shared/render/contract';
import { videoCrumbs, videoName } from '../../render/videoJsonLd';
import { isAutomotive } from '../../../shared/node/routes/contentFacts';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { Byline } from '../../components/Byline';
import { AdPageScope } from '../../components/ads/AdSlot';
import { AdSlots } from '../../components/ads/AdSlots';
import { pageAds } from '../../components/ads/pageAds';
import { ROADSHOW_LABEL } from '../review/ReviewPage';
import { VideoDuration } from '../../../client/video/VideoDuration';
import { VideoPlayer } from '../../../client/video/VideoPlayer';
import { isEnabled } from '../../../shared/features/flags';
import { VideoPoster } from './VideoPoster';
import { playerElementId } from '../../../shared/video/playerProps';
import { UpNext } from './UpNext';
import { playerVideo, VIDEO_POSTER } from './playerVideo';
import { VIDEO_PAGE_TYPE, videoAdSettings } from './videoAdSettings';

interface VideoPageProps {
  video: Video;
  request: PageRequest;
  services: RscServices;
}

/**
 * A video page: the player (client/video/VideoPlayer), then title, duration (minutes:seconds, of
 * the file once the player knows it), byline, description and the Up next list (decision 020).
 */
export function VideoPage({ video, request, services }: VideoPageProps) {
  const seconds = video.duration ?? video.metaData?.duration;
  const ads = pageAds(request, services, 'video', video);
  return (
    <AdPageScope ads={ads}>
      <article className="video-page">
        <AdSlots ads={ads} placement="top" />
        {/* The player, its title and byline in the main column; "Up next" a list in the rail beside it on a desktop, after it on a phone (decision 121). */}
        <div className="columns">
          <div className="columns__main">
            <Breadcrumbs crumbs={videoCrumbs(video)} />
            {!isEnabled(request.state.flags, 'video') ? (
              <VideoPoster
                poster={playerVideo(video, services.imageBaseUrl, request.brand).poster}
                title={videoName(video)}
                width={VIDEO_POSTER.width}
                height={VIDEO_POSTER.height}
              />
            ) : (
              <VideoPlayer
                key={String(video.id)}
                playerId={playerElementId(String(video.id))}
                video={playerVideo(video, services.imageBaseUrl, request.brand)}
                endpoints={{
                  collectUrl: services.clientServices.collectUrl,
                  adServerUrl: services.clientServices.adServerUrl,
                }}
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
            )}
            {isAutomotive(video) ? <p className="brand-label">{ROADSHOW_LABEL}</p> : null}
            <h1>{videoName(video)}</h1>
            <p className="video-meta">
              <VideoDuration videoId={String(video.id)} seconds={seconds} />
              {video.metaData?.ratingVChip ? <span className="rating-vchip">{video.metaData.ratingVChip}</span> : null}
            </p>
            <Byline content={{ author: video.author, datePublished: video.datePublished }} now={request.now} />
            {video.description ? <p className="description">{video.description}</p> : null}
          </div>
          <aside className="rail" aria-label="More to watch">
            <AdSlots ads={ads} placement="side" />
            {video.section ? (
              <Suspense fallback={null}>
                <UpNext
                  services={services}
                  brand={request.brand}
                  section={video.section}
                  videoId={String(video.id)}
                  onFailure={request.onRenderError}
                />
              </Suspense>
            ) : null}
          </aside>
        </div>
        <AdSlots ads={ads} placement="bottom" />
      </article>
    </AdPageScope>
  );
}
