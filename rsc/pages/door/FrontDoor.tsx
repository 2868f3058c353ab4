import type { Page } from '../../../shared/models/page';
import { componentsOfType } from '../../../shared/models/page';
import type { PageRequest, RscServices } from '../../../shared/render/contract';
import { ContentList } from '../../components/ContentList';
import { PageAdSlots } from '../../components/ads/AdSlots';

interface FrontDoorProps {
  page: Page;
  request: PageRequest;
  services: RscServices;
}

/** The front door: the page composer's content lists, one section each, newest first. */
export function FrontDoor({ page, request, services }: FrontDoorProps) {
  const lists = componentsOfType(page, 'ContentList').filter((list) => list.items.length > 0);
  return (
    <div className="door">
      <h1 className="visually-hidden">{page.meta?.title ?? 'Latest news, reviews and advice'}</h1>
      <PageAdSlots request={request} services={services} kind="door" content={page} placement="top" />
      {lists.map((list, index) => {
        const title = list.meta.componentDisplayName ?? list.title ?? 'Latest';
        return (
          <ContentList
            key={list.meta.componentName ?? index}
            title={title}
            items={list.items}
            imageBaseUrl={services.imageBaseUrl}
            now={request.now}
            moreHref={list.links?.next?.href}
            moreText={list.viewMoreText ?? `More ${title}`}
            segments={services.segments}
            owner={list}
            leads={index === 0}
          />
        );
      })}
      <PageAdSlots request={request} services={services} kind="door" content={page} placement={['side', 'bottom']} />
    </div>
  );
}
