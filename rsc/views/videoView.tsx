import { jsonForScript } from '../escapeJson';
import { canonicalUrl, contentHead } from '../render/contentHead';
import { videoName, videoPageJsonLd } from '../render/videoJsonLd';
import { VideoPage } from '../pages/video/VideoPage';
import type { PageView } from './types';

export const videoView: PageView<'video'> = ({ video }, { request, services, path, origin }) => {
  const site = { origin, publisherLogo: services.publisherLogo, imageBaseUrl: services.imageBaseUrl, now: request.now };
  const canonical = canonicalUrl(video.canonicalUrl, path, origin);
  const name = videoName(video);
  const head = contentHead(
    {
      kind: 'video',
      title: name,
      description: video.description ?? video.metaData?.promoDescription ?? `Watch: ${name}.`,
      image: video.image,
      author: video.author,
      ogType: 'video.other',
    },
    canonical,
    site,
  );
  return {
    head,
    jsonLd: jsonForScript(videoPageJsonLd(video, canonical, site)),
    body: <VideoPage video={video} request={request} services={services} />,
  };
};
