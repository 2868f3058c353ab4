import { jsonForScript } from '../escapeJson';
import { canonicalUrl, contentHead } from '../render/contentHead';
import { visibleLiveItems } from '../render/liveItems';
import { livePageJsonLd } from '../render/liveJsonLd';
import { LivePage } from '../pages/live/LivePage';
import type { PageView } from './types';

export const liveView: PageView<'live'> = ({ live }, { request, services, path, origin }) => {
  const site = { origin, publisherLogo: services.publisherLogo, imageBaseUrl: services.imageBaseUrl, now: request.now };
  const canonical = canonicalUrl(live.canonicalUrl, path, origin);
  const head = contentHead(
    {
      kind: 'live',
      title: live.titleTag ?? live.headline,
      description: live.seoMetaDescription ?? live.dek ?? live.promoDek ?? `Live coverage: ${live.headline}.`,
      ogTitle: live.seoOgTitle,
      ogDescription: live.seoOgDescription,
      image: live.seoOgImage ?? live.image ?? live.promoImage,
      author: live.author,
      ogType: 'article',
    },
    canonical,
    site,
  );
  return {
    head,
    jsonLd: jsonForScript(livePageJsonLd(live, visibleLiveItems(live.items), canonical, site)),
    body: <LivePage live={live} request={request} services={services} />,
  };
};
