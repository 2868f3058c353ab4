import { AUTO_BRAND } from '../../../shared/constants';
import type { Article } from '../../../shared/models/article';
import { routePath } from '../../../shared/routes/links';
import { selectArticleRoute } from '../../../shared/routes/selection';
import type { PrimaryLoader } from './types';
import { canonicalPath, canonicalRedirect } from './types';

/** The path of the route the article's content selects (spec 000 §2 selection rules). */
function selectedPath(article: Article): string | null {
  const selection = selectArticleRoute(article);
  return routePath(selection.name, selection.params);
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
  return canonicalRedirect(ctx, canonicalPath(article.canonicalUrl) ?? selectedPath(article), deps) ?? { type: 'data', data: { kind: 'article', article } };
};
