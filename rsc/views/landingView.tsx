import { jsonForScript } from '../escapeJson';
import { collectionJsonLd } from '../render/collectionJsonLd';
import { SITE_NAME } from '../../shared/render/head';
import { RankedList } from '../pages/landing/LandingPage';
import type { PageView } from './types';

/** Paid-search landing pages are for ad traffic, not search results (decision 011). */
export const LANDING_ROBOTS = 'noindex';

export const landingView: PageView<'landing'> = ({ heading, intro, items, canonicalPath }, { services, origin }) => {
  const canonical = `${origin}${canonicalPath}`;
  return {
    head: { title: `${heading} - ${SITE_NAME}`, description: intro, canonical, robots: LANDING_ROBOTS },
    jsonLd: jsonForScript(
      collectionJsonLd({
        name: heading,
        description: intro,
        url: canonical,
        origin,
        items,
        crumbs: [{ name: 'Home', href: '/' }],
      }),
    ),
    body: (
      <RankedList
        heading={heading}
        intro={intro}
        items={items}
        imageBaseUrl={services.imageBaseUrl}
        cta="Read our take"
      />
    ),
  };
};
