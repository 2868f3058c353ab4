import { SITE_NAME } from '../../shared/render/head';
import { sectionName } from '../sections';
import { feedAlternates } from '../syndication/feedAlternates';
import { ListingPage } from '../pages/listing/ListingPage';
import type { PageView } from './types';

export const listingView: PageView<'listing'> = (primary, { request, services, path, origin }) => {
  const title = primary.listing.title ?? sectionName(primary.slug) ?? primary.slug;
  const suffix = primary.pageNumber > 1 ? ` - Page ${primary.pageNumber}` : '';
  return {
    head: {
      title: `${title}${suffix} - ${SITE_NAME}`,
      description: primary.listing.description ?? `The latest ${title} stories from ${SITE_NAME}.`,
      canonical: `${origin}${path}`,
      alternates: feedAlternates(origin, path, `${title} - ${SITE_NAME}`),
    },
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
