import { PAGE_DOOR_PAGE_SIZE } from '../../shared/node/doorPages';
import { jsonForScript } from '../escapeJson';
import { collectionJsonLd } from '../render/collectionJsonLd';
import { SITE_NAME } from '../../shared/render/head';
import { PageDoor } from '../pages/pageDoor/PageDoor';
import type { PageView } from './types';

export const pageDoorView: PageView<'page-door'> = (primary, { request, services, path, origin }) => {
  const suffix = primary.pageNumber > 1 ? ` - Page ${primary.pageNumber}` : '';
  const description = primary.description ?? `The latest ${primary.title} from ${SITE_NAME}.`;
  const canonical = `${origin}${path}`;
  return {
    head: { title: `${primary.title}${suffix} - ${SITE_NAME}`, description, canonical },
    jsonLd: jsonForScript(
      collectionJsonLd({
        name: `${primary.title}${suffix}`,
        description,
        url: canonical,
        origin,
        items: primary.items,
        firstPosition: (primary.pageNumber - 1) * PAGE_DOOR_PAGE_SIZE + 1,
        crumbs: [{ name: 'Home', href: '/' }],
      }),
    ),
    body: <PageDoor {...primary} request={request} services={services} />,
  };
};
