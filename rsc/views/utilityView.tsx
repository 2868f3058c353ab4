import { jsonForScript } from '../escapeJson';
import { UTILITY_PAGE_TEXTS } from '../../shared/node/forms/utilityPages';
import { SITE_NAME } from '../../shared/render/head';
import { UtilityPage, utilityTitle } from '../pages/utility/UtilityPage';
import type { PageView } from './types';

/** Pages about one reader (their settings, their email) are not for search engines. */
const NOINDEX_PAGES = new Set(['user-settings', 'email-forward', 'internet-interstitial']);

export const utilityView: PageView<'utility'> = ({ utility }, { request, services, path, origin }) => {
  const title = utilityTitle(utility);
  const description = UTILITY_PAGE_TEXTS[utility.page]?.description;
  const canonical = `${origin}${path}`;
  return {
    head: {
      title: `${title} - ${SITE_NAME}`,
      description,
      canonical,
      robots: NOINDEX_PAGES.has(utility.page) ? 'noindex' : undefined,
      og: { title, description, url: canonical, type: 'website', site_name: SITE_NAME },
    },
    jsonLd: jsonForScript({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: title,
      description,
      url: canonical,
      isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: `${origin}/` },
    }),
    body: <UtilityPage data={utility} request={request} services={services} path={path} />,
  };
};
