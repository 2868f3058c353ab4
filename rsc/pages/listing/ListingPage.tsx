import type { ContentListComponent } from '../../../shared/models/component';
import type { PageRequest, RscServices } from '../../../shared/render/contract';
import { listingPagePath } from '../../../shared/routes/topicLinks';
import { ContentList } from '../../components/ContentList';
import { PageAdSlots } from '../../components/ads/AdSlots';
import { LISTING_LEAD_SIZES } from './listingLead';

interface ListingPageProps {
  listing: ContentListComponent;
  title: string;
  slug: string;
  pageNumber: number;
  pageSize: number;
  request: PageRequest;
  services: RscServices;
}

/** A listing door (/topics/{slug}/{pageNumber}?/): one page of the listing, with pagination. */
export function ListingPage({ listing, title, slug, pageNumber, pageSize, request, services }: ListingPageProps) {
  const total = listing.paging?.total ?? listing.items.length;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pageHref = (n: number) => listingPagePath(request.match, slug, n);
  return (
    <>
      <PageAdSlots request={request} services={services} kind="listing" placement="top" />
      <ContentList title={title} items={listing.items} imageBaseUrl={services.imageBaseUrl} now={request.now} headingLevel="h1" segments={services.segments} owner={listing} className="section-list listing" leads leadSizes={LISTING_LEAD_SIZES} />
      {pages > 1 ? (
        <nav className="pagination" aria-label="Pagination">
          {pageNumber > 1 ? <a href={pageHref(pageNumber - 1)} rel="prev">Previous</a> : null}
          <span>Page {pageNumber} of {pages}</span>
          {pageNumber < pages ? <a href={pageHref(pageNumber + 1)} rel="next">Next</a> : null}
        </nav>
      ) : null}
      <PageAdSlots request={request} services={services} kind="listing" placement={['side', 'bottom']} />
    </>
  );
}
