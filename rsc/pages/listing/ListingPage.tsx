import type { ContentListComponent } from '../../../shared/models/component';
import type { PageRequest, RscServices } from '../../../shared/render/contract';
import { listingPagePath } from '../../routes/topicLinks';
import { AdPageScope } from '../../components/ads/AdSlot';
import { AdSlots } from '../../components/ads/AdSlots';
import { pageAds } from '../../components/ads/pageAds';
import { ListWithAds } from './ListWithAds';

interface ListingPageProps {
  listing: ContentListComponent;
  title: string;
  slug: string;
  pageNumber: number;
  pageSize: number;
  request: PageRequest;
  services: RscServices;
}

/** A listing door (/topics/{slug}/{pageNumber}?/): one page of the listing, with pagination; ad boxes through the list (ListWithAds). */
export function ListingPage({ listing, title, slug, pageNumber, pageSize, request, services }: ListingPageProps) {
  const total = listing.paging?.total ?? listing.items.length;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pageHref = (n: number) => listingPagePath(request.match, slug, n);
  const ads = pageAds(request, services, 'listing');
  return (
    <AdPageScope ads={ads}>
      <>
        <AdSlots ads={ads} placement="top" />
        <ListWithAds
          ads={ads}
          device={request.state.device}
          title={title}
          items={listing.items}
          imageBaseUrl={services.imageBaseUrl}
          now={request.now}
          segments={services.segments}
          owner={listing}
        >
          {pages > 1 ? (
            <nav className="pagination" aria-label="Pagination">
              {pageNumber > 1 ? (
                <a href={pageHref(pageNumber - 1)} rel="prev">
                  Previous
                </a>
              ) : null}
              <span>
                Page {pageNumber} of {pages}
              </span>
              {pageNumber < pages ? (
                <a href={pageHref(pageNumber + 1)} rel="next">
                  Next
                </a>
              ) : null}
            </nav>
          ) : null}
        </ListWithAds>
      </>
    </AdPageScope>
  );
}
