import type { ContentLink } from '../../../shared/models/contentLink';
import type { PageRequest, RscServices } from '../../../shared/render/contract';
import { AdPageScope } from '../../components/ads/AdSlot';
import { AdSlots } from '../../components/ads/AdSlots';
import { pageAds } from '../../components/ads/pageAds';
import { ListWithAds } from '../listing/ListWithAds';
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

/** A composer door (/reviews/, /videos/...): one page of its content, with pagination; ad boxes through the list (ListWithAds). */
export function PageDoor({ title, description, items, basePath, pageNumber, pages, request, services }: PageDoorProps) {
  const ads = pageAds(request, services, 'page-door');
  return (
    <AdPageScope ads={ads}>
      <div className="page-door">
        <AdSlots ads={ads} placement="top" />
        <ListWithAds
          ads={ads}
          device={request.state.device}
          title={pageNumber > 1 ? `${title} - Page ${pageNumber}` : title}
          items={items}
          imageBaseUrl={services.imageBaseUrl}
          now={request.now}
        >
          {description && pageNumber === 1 ? <p className="door-description">{description}</p> : null}
          <Pagination basePath={basePath} pageNumber={pageNumber} pages={pages} />
        </ListWithAds>
      </div>
    </AdPageScope>
  );
}
