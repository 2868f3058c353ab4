import type { ContentLink } from '../../../shared/models/contentLink';
import type { PageRequest, RscServices } from '../../../shared/render/contract';
import { ContentList } from '../../components/ContentList';
import { PageAdSlots } from '../../components/ads/AdSlots';
import { LISTING_LEAD_SIZES } from '../listing/listingLead';
import { Pagination } from './Pagination';

interface PageDoorProps {
  title: string;
  description?: string;
  items: readonly ContentLink[];
  basePath: string;
  pageNumber: number;
  pages: number;
  request: PageRequest;
  services: RscServices;
}

/** A composer door (/reviews/, /videos/...): one page of its content, with pagination. */
export function PageDoor({ title, description, items, basePath, pageNumber, pages, request, services }: PageDoorProps) {
  return (
    <div className="page-door">
      <PageAdSlots request={request} services={services} kind="page-door" placement="top" />
      <ContentList title={pageNumber > 1 ? `${title} - Page ${pageNumber}` : title} items={items} imageBaseUrl={services.imageBaseUrl} now={request.now} headingLevel="h1" className="section-list listing" leads leadSizes={LISTING_LEAD_SIZES} />
      {description && pageNumber === 1 ? <p className="door-description">{description}</p> : null}
      <Pagination basePath={basePath} pageNumber={pageNumber} pages={pages} />
      <PageAdSlots request={request} services={services} kind="page-door" placement={['side', 'bottom']} />
    </div>
  );
}
