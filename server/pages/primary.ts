/**
 * The page's primary content, fetched before the status line is committed
 * (docs/decisions/002-status-before-streaming.md): a missing article is a real 404, a moved one
 * a real 301, a broken upstream a real 5xx.
 */
import { LISTING_PAGE_SIZE } from '../../shared/constants';
import type { PrimaryData } from '../../shared/render/contract';
import { loadAbSummary } from '../ab/summary';
import type { AbDefinitions } from '../ab/definitions';
import type { ContentApi } from '../content/api';
import type { Article } from '../../shared/models/article';
import { routePath } from '../../shared/routes/links';
import { selectArticleRoute } from '../../shared/routes/selection';
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

/** The path of the route the article's content selects, if that route can be linked. */
function selectedPath(article: Article): string | null {
  const selection = selectArticleRoute(article);
  return routePath(selection.name, selection.params);
}

export interface PrimaryDeps {
  content: ContentApi;
  abDefinitions: AbDefinitions;
  /** Whether a path has a page here, so a canonical redirect never leads to a 404. */
  isRoutable: (path: string) => boolean;
}

export async function loadPrimary(ctx: PageContext, deps: PrimaryDeps): Promise<PrimaryOutcome> {
  const { content, isRoutable } = deps;
  const { match, timing } = ctx;
  switch (match.meta.kind) {
    case 'article': {
      const slug = match.params.slug!;
      const article = await content.getArticle(ctx.brand, slug, timing, ctx.preview);
      // The same slug asked for under another section or topic: send readers to the one address —
      // the content's canonical URL, or else the route its content selects (spec 000 §2 selection rules).
      const canonical = canonicalPath(article.canonicalUrl) ?? selectedPath(article);
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
    // The page comes with the page-types issue.
    case 'page-door':
    case 'live':
    case 'replay':
    case 'review':
    case 'gallery':
    case 'video':
    case 'profile':
    case 'landing':
    case 'proof-of-concept':
    case 'utility':
    case 'sitemap':
    case 'demo':
      return { type: 'not-found' };
    case 'ab-summary':
      return { type: 'data', data: { kind: 'ab-summary', tests: await loadAbSummary(deps.abDefinitions, ctx.brand, Date.now(), timing) } };
  }
}
