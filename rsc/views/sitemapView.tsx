import { SITEMAP_PAGE_SIZE, SITEMAP_SECTIONS } from '../../shared/node/doorPages';
import { jsonForScript } from '../escapeJson';
import { collectionJsonLd } from '../render/collectionJsonLd';
import { SITE_NAME } from '../../shared/render/head';
import { sectionName } from '../sections';
import { SitemapIndex, SitemapSection, sitemapPath } from '../pages/sitemap/SitemapPage';
import type { PageView } from './types';

const INDEX_CRUMBS = [{ name: 'Home', href: '/' }];

export const sitemapView: PageView<'sitemap'> = (primary, { path, origin }) => {
  const { section, year, pageNumber } = primary;
  const canonical = `${origin}${path}`;
  if (section === null) {
    const sections = SITEMAP_SECTIONS.map((slug) => ({ title: sectionName(slug) ?? slug, url: sitemapPath(slug) }));
    return {
      head: { title: `Sitemap - ${SITE_NAME}`, description: `Every section of ${SITE_NAME}.`, canonical },
      jsonLd: jsonForScript(
        collectionJsonLd({ name: 'Sitemap', url: canonical, origin, items: sections, crumbs: INDEX_CRUMBS }),
      ),
      body: <SitemapIndex />,
    };
  }
  const name = sectionName(section) ?? section;
  const label = `${name} sitemap${year === null ? '' : ` ${year}`}${pageNumber > 1 ? ` - Page ${pageNumber}` : ''}`;
  const description = `Links to ${name} stories${year === null ? '' : ` from ${year}`} on ${SITE_NAME}.`;
  return {
    head: { title: `${label} - ${SITE_NAME}`, description, canonical },
    jsonLd: jsonForScript(
      collectionJsonLd({
        name: label,
        description,
        url: canonical,
        origin,
        items: primary.items,
        firstPosition: (pageNumber - 1) * SITEMAP_PAGE_SIZE + 1,
        crumbs: [...INDEX_CRUMBS, { name: 'Sitemap', href: '/sitemaps/' }],
      }),
    ),
    body: <SitemapSection {...primary} section={section} />,
  };
};
