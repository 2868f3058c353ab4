/**
 * The site state the client sees (spec 000 §3 / 001 §3 "Site state": brand, edition, guid,
 * hasStaticMyFiWidget, isCenterJustified, bodyTocItems), carried in the page data. Only an
 * article sets its page values; every other page has the defaults. `guid` is the page view's,
 * made in the browser (client/tracking), so it is not part of the server's state. `bodyTocItems`
 * are the table of contents the page shows (`nav.toc`: each link's anchor id and text, in order),
 * not written a second time into the page data: an article's HTML stays within its byte budget
 * (decision 118).
 */
import type { FinanceProduct } from '../../shared/finance/feed';
import { financeProductOfPath } from '../../shared/finance/feed';
import type { Article } from '../../shared/models/article';
import { isCenterJustified } from '../../shared/node/content/derived';
import type { PageRequest } from '../../shared/render/contract';

export interface SiteState {
  brand: PageRequest['brand'];
  edition: string;
  /** The page shows the partner feed's server-rendered rate table (decision 077). */
  hasStaticMyFiWidget: boolean;
  isCenterJustified: boolean;
}

/** What an article page adds to the site state; the rest comes from the request. */
export type PageSiteState = Pick<SiteState, 'hasStaticMyFiWidget' | 'isCenterJustified'>;

export const DEFAULT_PAGE_SITE_STATE: PageSiteState = Object.freeze({
  hasStaticMyFiWidget: false,
  isCenterJustified: false,
});

/**
 * The "static MyFi widget": the rate table the personal-finance pages readers look for rates on
 * show above the body. Not in a seamless next article (it would ask the feed once per article).
 */
export function staticMyFiProduct(request: Pick<PageRequest, 'url' | 'seamless'>): FinanceProduct | undefined {
  if (request.seamless) return undefined;
  // Only the finance pages need the URL parsed (its path is read from the raw URL: most articles).
  const query = request.url.search(/[?#]/);
  return financeProductOfPath(query < 0 ? request.url : request.url.slice(0, query));
}

export function articleSiteState(article: Article, request: Pick<PageRequest, 'url' | 'seamless'>): PageSiteState {
  return {
    hasStaticMyFiWidget: staticMyFiProduct(request) !== undefined,
    isCenterJustified: isCenterJustified(article),
  };
}

export function siteState(
  request: Pick<PageRequest, 'brand' | 'edition'>,
  page: PageSiteState = DEFAULT_PAGE_SITE_STATE,
): SiteState {
  return {
    brand: request.brand,
    edition: request.edition,
    hasStaticMyFiWidget: page.hasStaticMyFiWidget,
    isCenterJustified: page.isCenterJustified,
  };
}
