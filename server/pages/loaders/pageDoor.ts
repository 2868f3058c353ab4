import { PAGE_DOOR_PAGE_SIZE } from '../../../shared/node/doorPages';
import type { ContentLink } from '../../../shared/models/contentLink';
import { componentsOfType, findErrorComponent } from '../../../shared/models/page';
import { buildPath, type Params } from '../../../shared/routes/pattern';
import { assertComponentOk } from '../../content/errorComponent';
import type { PrimaryLoader } from './types';

/** Each piece of content once, in the composer's order. */
function uniqueItems(lists: readonly { items: readonly ContentLink[] }[]): ContentLink[] {
  const seen = new Set<string>();
  const items: ContentLink[] = [];
  for (const item of lists.flatMap((list) => list.items)) {
    if (seen.has(item.url)) continue;
    seen.add(item.url);
    items.push(item);
  }
  return items;
}

function withoutPageNumber(params: Params): Params {
  return Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'pageNumber'));
}

/**
 * A composer door (/features/, /pictures/, /reviews/, /videos/, /feature/{slug}/): the composer
 * page named by the route's `meta.page`, its content lists as one list, PAGE_DOOR_PAGE_SIZE
 * cards a page. A page number past the last page, or a door without content, is the 404 page.
 */
export const loadPageDoor: PrimaryLoader = async (ctx, { content }) => {
  const { match } = ctx;
  const type = match.meta.page?.type ?? 'door';
  const slug = match.meta.page?.slug ?? match.params.slug;
  if (!slug) return { type: 'not-found' };
  const page = await content.getPage(ctx.brand, type, slug, ctx.timing);
  const failed = findErrorComponent(page);
  if (failed) assertComponentOk(failed, type, ctx.edition);

  const items = uniqueItems(componentsOfType(page, 'ContentList'));
  const pages = Math.ceil(items.length / PAGE_DOOR_PAGE_SIZE);
  const pageNumber = Number(match.params.pageNumber ?? '1');
  if (pages === 0 || !Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > pages)
    return { type: 'not-found' };

  const start = (pageNumber - 1) * PAGE_DOOR_PAGE_SIZE;
  const lists = componentsOfType(page, 'ContentList');
  return {
    type: 'data',
    data: {
      kind: 'page-door',
      title: page.meta?.title ?? lists[0]?.title ?? slug,
      description: page.meta?.description ?? lists[0]?.description,
      items: items.slice(start, start + PAGE_DOOR_PAGE_SIZE),
      basePath: buildPath(match.pattern, withoutPageNumber(match.params)),
      pageNumber,
      pages,
    },
  };
};
