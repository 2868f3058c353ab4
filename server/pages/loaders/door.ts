import { LISTING_PAGE_SIZE } from '../../../shared/constants';
import type { ContentListComponent } from '../../../shared/models/component';
import type { Feed } from '../../../shared/node/models/feed';
import type { PrimaryLoader } from './types';

/** The Feeds call's front-door endpoint (000 §7): all of the site's content, newest first. */
const FRONT_DOOR_FEED = 'frontdoor';

/** A page of the front door's feed as the listing a section door shows. */
function feedAsListing(feed: Feed): ContentListComponent {
  return {
    meta: {
      componentName: `listing-${FRONT_DOOR_FEED}`,
      componentDisplayName: feed.title,
      componentType: 'ContentList',
    },
    title: 'The latest',
    description: feed.description,
    items: feed.items.map((item) => ({
      title: item.title,
      url: item.url,
      id: item.id,
      description: item.description,
      image: item.image,
      datePublished: item.datePublished,
      children: [],
      topics: [],
      files: [],
    })),
    paging: feed.paging,
  };
}

/**
 * The front door (000 §2 "/ (front door)" among the listing doors with an optional page number).
 * Page 1 is the page composer's door page. Page N ≥ 2 pages on the way a section door does: page
 * N of the site's latest content (the Feeds call's `frontdoor` endpoint, LISTING_PAGE_SIZE a page),
 * shown as a listing; a page past the last is the 404 page (decision 110).
 */
export const loadDoor: PrimaryLoader = async (ctx, { content }) => {
  const pageNumber = Number(ctx.match.params.pageNumber ?? '1');
  if (!Number.isInteger(pageNumber) || pageNumber < 1) return { type: 'not-found' };
  if (pageNumber === 1) {
    const page = await content.getPage(ctx.brand, 'door', 'frontdoor', ctx.timing);
    return { type: 'data', data: { kind: 'door', page } };
  }
  const query = { offset: (pageNumber - 1) * LISTING_PAGE_SIZE, limit: LISTING_PAGE_SIZE };
  const feed = await content.getFeed(ctx.brand, FRONT_DOOR_FEED, query, ctx.timing);
  if (feed.items.length === 0) return { type: 'not-found' };
  return {
    type: 'data',
    data: {
      kind: 'listing',
      listing: feedAsListing(feed),
      slug: FRONT_DOOR_FEED,
      pageNumber,
      pageSize: LISTING_PAGE_SIZE,
    },
  };
};
