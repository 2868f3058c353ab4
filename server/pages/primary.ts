/**
 * The page's primary content, fetched before the status line is committed
 * (docs/decisions/002-status-before-streaming.md): a missing article is a real 404, a moved one
 * a real 301, a broken upstream a real 5xx.
 */
import { LISTING_PAGE_SIZE } from '../../shared/constants';
import type { PrimaryData } from '../../shared/render/contract';
import type { ContentApi } from '../content/api';
import type { PageContext } from '../middleware/types';

export type PrimaryOutcome = { type: 'data'; data: PrimaryData } | { type: 'redirect'; location: string } | { type: 'not-found' };

function samePath(a: string, b: string): boolean {
  return a === b || a === `${b}/` || `${a}/` === b;
}

/** Path of a canonical URL that may be absolute or site-relative; null when unusable. */
export function canonicalPath(canonicalUrl: string | undefined): string | null {
  if (!canonicalUrl) return null;
  try {
    const url = new URL(canonicalUrl, 'http://placeholder.invalid');
    return url.pathname.startsWith('/') && url.pathname.endsWith('/') ? url.pathname : null;
  } catch {
    return null;
  }
}

/** `isRoutable` tells whether a path has a page here, so a canonical redirect never leads to a 404. */
export async function loadPrimary(ctx: PageContext, content: ContentApi, isRoutable: (path: string) => boolean): Promise<PrimaryOutcome> {
  const { match, timing } = ctx;
  switch (match.meta.kind) {
    case 'article': {
      const slug = match.params.slug!;
      const article = await content.getArticle(ctx.brand, slug, timing, ctx.preview);
      const canonical = canonicalPath(article.canonicalUrl);
      // The same slug asked for under another section or topic: send readers to the one address.
      if (canonical && !samePath(canonical, ctx.url.pathname) && isRoutable(canonical)) return { type: 'redirect', location: `${canonical}${ctx.url.search}` };
      return { type: 'data', data: { kind: 'article', article } };
    }
    case 'door': {
      const page = await content.getPage(ctx.brand, 'door', 'frontdoor', timing);
      return { type: 'data', data: { kind: 'door', page } };
    }
    case 'listing': {
      const pageNumber = Number(match.params.pageNumber ?? '1');
      const type = match.meta.listing?.type ?? 'topic';
      const slug = match.meta.listing?.id ?? match.params.slug!;
      const listing = await content.getListing(ctx.brand, type, slug, { limit: LISTING_PAGE_SIZE, offset: (pageNumber - 1) * LISTING_PAGE_SIZE }, timing);
      if (listing.items.length === 0) return { type: 'not-found' };
      return { type: 'data', data: { kind: 'listing', listing, slug, pageNumber, pageSize: LISTING_PAGE_SIZE } };
    }
    case 'static-error':
      return { type: 'data', data: { kind: 'error', status: 500, message: '' } };
  }
}
