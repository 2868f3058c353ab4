import { BRAND_NAMES, SITE_NAME } from '../../shared/render/head';
import { componentsOfType } from '../../shared/models/page';
import { jsonForScript } from '../escapeJson';
import { collectionJsonLd } from '../render/collectionJsonLd';
import { feedAlternates } from '../syndication/feedAlternates';
import { FrontDoor } from '../pages/door/FrontDoor';
import type { PageView } from './types';

/** Most stories the door's ItemList names (the lead block, the rails and the river show about this many). */
export const DOOR_JSON_LD_MAX_ITEMS = 40;

/** The front door and the roadshow door: a CollectionPage whose ItemList is the stories shown, each once, in list order. */
export const doorView: PageView<'door'> = ({ page }, { request, services, path, origin }) => {
  // A door's title leads with its brand ("CNET: …", "Roadshow: …"), as publishers' home pages do.
  const brand = BRAND_NAMES[request.brand];
  const headline = page.meta?.title ?? 'Product reviews, advice, how-tos and the latest news';
  const title = headline.startsWith(brand) ? headline : `${brand}: ${headline}`;
  const description = page.meta?.description ?? 'Tech news, reviews, deals and advice.';
  const canonical = `${origin}${path}`;
  const seen = new Set<string>();
  const items = componentsOfType(page, 'ContentList')
    .flatMap((list) => list.items)
    .filter((item) => !seen.has(item.url) && seen.add(item.url))
    .slice(0, DOOR_JSON_LD_MAX_ITEMS);
  return {
    head: { title, description, canonical, alternates: feedAlternates(origin, path, SITE_NAME) },
    jsonLd: jsonForScript(
      collectionJsonLd({
        name: title,
        description,
        url: canonical,
        origin,
        items,
        crumbs: path === '/' ? [] : [{ name: 'Home', href: '/' }],
      }),
    ),
    body: <FrontDoor page={page} request={request} services={services} />,
  };
};
