import { jsonForScript } from '../escapeJson';
import { collectionJsonLd } from '../render/collectionJsonLd';
import { SITE_NAME } from '../../shared/render/head';
import { HiddenPage } from '../pages/hidden/HiddenPage';
import type { PageView } from './types';

/** 000 §2 hidden pages are proofs of concept: never indexed. */
export const HIDDEN_ROBOTS = 'noindex, nofollow';

export const proofOfConceptView: PageView<'proof-of-concept'> = (
  { heading, intro, items },
  { services, path, origin },
) => {
  const canonical = `${origin}${path}`;
  const crumbs = [
    { name: 'Home', href: '/' },
    { name: 'Personal Finance', href: '/personal-finance/' },
  ];
  return {
    head: { title: `${heading} - ${SITE_NAME}`, description: intro, canonical, robots: HIDDEN_ROBOTS },
    jsonLd: jsonForScript(
      collectionJsonLd({ name: heading, description: intro, url: canonical, origin, items, crumbs }),
    ),
    body: <HiddenPage heading={heading} intro={intro} items={items} imageBaseUrl={services.imageBaseUrl} />,
  };
};
