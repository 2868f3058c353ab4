import { LISTING_PAGE_SIZE } from '../../../shared/constants';
import type { PrimaryLoader } from './types';

/** A listing door: one page of a section, topic, collection or tag listing; an empty page is a 404. */
export const loadListing: PrimaryLoader = async (ctx, { content }) => {
  const { match } = ctx;
  const pageNumber = Number(match.params.pageNumber ?? '1');
  const type = match.meta.listing?.type ?? 'topic';
  const slug = match.meta.listing?.id ?? match.params.slug!;
  const listing = await content.getListing(
    ctx.brand,
    type,
    slug,
    { limit: LISTING_PAGE_SIZE, offset: (pageNumber - 1) * LISTING_PAGE_SIZE },
    ctx.timing,
  );
  if (listing.items.length === 0) return { type: 'not-found' };
  return { type: 'data', data: { kind: 'listing', listing, slug, pageNumber, pageSize: LISTING_PAGE_SIZE } };
};
