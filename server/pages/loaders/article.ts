import { AUTO_BRAND } from '../../../shared/constants';
import type { Article } from '../../../shared/models/article';
import { routePath } from '../../../shared/routes/links';
import { selectArticleRoute } from '../../../shared/routes/selection';
import { commerceIds, withCurrentOffers } from '../../../shared/body/commerceRefresh';
import type { CommerceShortcode } from '../../../shared/models/commerceShortcode';
import type { ContentApi } from '../../content/api';
import type { ServerTimingSink } from '../../ops/timing';
import type { PrimaryLoader } from './types';
import { canonicalPath, canonicalRedirect } from './types';

/** The path of the route the article's content selects (spec 000 §2 selection rules). */
function selectedPath(article: Article): string | null {
  const selection = selectArticleRoute(article);
  return routePath(selection.name, selection.params);
}

/**
 * Refreshed articles by the cached article they came from, with the (cached) offers used: while
 * neither changes, the same object is handed on, so the render cache and everything else
 * versioned by content identity (server/render/renderCache.ts versionOf) keep hitting.
 */
const refreshed = new WeakMap<Article, { offers: readonly (CommerceShortcode | undefined)[]; article: Article }>();

/**
 * The article with its commerce shortcodes' offers brought up to date by the Shortcodes call
 * (000 §7), all asked at once; an offer whose call fails keeps the one saved in the body.
 */
async function withCurrentCommerce(content: ContentApi, article: Article, timing: ServerTimingSink): Promise<Article> {
  const ids = article.body ? commerceIds(article.body) : [];
  if (ids.length === 0 || !article.body) return article;
  const site = article.site === 'roadshow' ? 'roadshow' : 'cnet';
  const answers = await Promise.allSettled(ids.map((id) => content.getCommerceShortcode(site, id, timing)));
  const offers = answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : undefined));
  if (offers.every((offer) => offer === undefined)) return article;
  const previous = refreshed.get(article);
  if (previous && previous.offers.length === offers.length && previous.offers.every((offer, i) => offer === offers[i])) return previous.article;
  const byId = new Map<string, CommerceShortcode>();
  offers.forEach((offer, i) => {
    if (offer) byId.set(ids[i]!, offer);
  });
  const next = { ...article, body: withCurrentOffers(article.body, byId) };
  refreshed.set(article, { offers, article: next });
  return next;
}

/**
 * An article by slug. The same slug asked for under another section or topic sends readers to
 * the one address: the content's canonical URL, or else the route its content selects.
 */
export const loadArticle: PrimaryLoader = async (ctx, deps) => {
  const article = await deps.content.getArticle(ctx.brand, ctx.match.params.slug!, ctx.timing, ctx.preview);
  // Automotive content renders with the automotive brand wherever its route lives (spec 000 §2:
  // "Content with an automotive flag uses the auto variant"), e.g. /home/electric-vehicles/...
  if (article.automotive) ctx.brand = AUTO_BRAND;
  const redirect = canonicalRedirect(ctx, canonicalPath(article.canonicalUrl) ?? selectedPath(article), deps);
  if (redirect) return redirect;
  return { type: 'data', data: { kind: 'article', article: await withCurrentCommerce(deps.content, article, ctx.timing) } };
};
