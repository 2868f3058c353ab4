import { SITE_NAME } from '../../shared/render/head';
import { jsonForScript } from '../escapeJson';
import { collectionJsonLd } from '../render/collectionJsonLd';
import { sectionDoorPath } from '../../shared/node/routes/sectionDoors';
import { sectionName } from '../sections';
import { feedAlternates } from '../syndication/feedAlternates';
import { ListingPage } from '../pages/listing/ListingPage';
import type { PageView } from './types';

/**
 * Section doors and listings by topic, tag and collection: a CollectionPage whose ItemList is the
 * page's stories. /topics/{section}/ is the first page of the section door's listing, so its
 * canonical address is the door's (/topics/tech/ → /tech/; issue 39 point 9).
 */
export const listingView: PageView<'listing'> = (primary, { request, services, path, origin }) => {
  const title = primary.listing.title ?? sectionName(primary.slug) ?? primary.slug;
  const suffix = primary.pageNumber > 1 ? ` - Page ${primary.pageNumber}` : '';
  const door = path === `/topics/${primary.slug}/` ? sectionDoorPath(primary.slug) : undefined;
  const canonicalPath = door ?? path;
  const canonical = `${origin}${canonicalPath}`;
  const description = primary.listing.description ?? `The latest ${title} stories from ${SITE_NAME}.`;
  return {
    head: {
      title: `${title}${suffix} - ${SITE_NAME}`,
      description,
      canonical,
      alternates: feedAlternates(origin, canonicalPath, `${title} - ${SITE_NAME}`),
    },
    jsonLd: jsonForScript(
      collectionJsonLd({
        name: `${title}${suffix}`,
        description,
        url: canonical,
        origin,
        items: primary.listing.items,
        firstPosition: (primary.pageNumber - 1) * primary.pageSize + 1,
        crumbs: [{ name: 'Home', href: '/' }],
      }),
    ),
    body: (
      <ListingPage
        listing={primary.listing}
        title={title}
        slug={primary.slug}
        pageNumber={primary.pageNumber}
        pageSize={primary.pageSize}
        request={request}
        services={services}
      />
    ),
  };
};
