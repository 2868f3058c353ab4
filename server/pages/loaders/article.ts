import { AUTO_BRAND } from '../../../shared/constants';
import type { Article } from '../../../shared/models/article';
import { routePath } from '../../../shared/node/routes/links';
import { selectArticleRoute } from '../../routes/selection';
import type { PageContext } from '../../middleware/types';
import { composerItem } from './composerItem';
import { articleWithCurrentOffers } from './currentOffers';
import type { PrimaryLoader } from './types';
import { canonicalPath } from '../../content/canonicalPath';
import { canonicalRedirect, type PrimaryDeps, type PrimaryOutcome } from './types';
import { NotFoundError, RedirectError } from '../../content/errors';

/** The path of the route the article's content selects (spec 000 §2 selection rules). */
function selectedPath(article: Article, bridge = false): string | null {
  const selection = selectArticleRoute(article, { bridge });
  return routePath(selection.name, selection.params);
}

/**
 * Money routes (shared/routes/moneyRoutes.ts) are pages of the content bridge: 000 §7 "money type
 * uses /api/bridge/composer/{site}/pages/article/{slug}/{experience}". A topic's or subtopic's
 * own page (the -alt routes) has no slug: the bridge is asked for the topic or subtopic.
 */
const isMoneyRoute = (ctx: PageContext) => ctx.match.baseName.startsWith('money-');
const moneySlug = ({ slug, subtopic, topic }: PageContext['match']['params']) => slug ?? subtopic ?? topic ?? '';

/**
 * An article by slug. The same slug asked for under another section or topic sends readers to
 * the one address: the content's canonical URL, or else the route its content selects.
 */
export const loadArticle: PrimaryLoader = async (ctx, deps) => {
  const bridge = isMoneyRoute(ctx);
  let article: Article;
  try {
    article = bridge
      ? await composerItem(ctx, deps, 'money', moneySlug(ctx.match.params), 'Article')
      : await deps.content.getArticle(ctx.brand, ctx.match.params.slug!, ctx.timing, ctx.preview);
  } catch (error) {
    if (bridge || !(error instanceof RedirectError)) throw error;
    return movedArticle(ctx, deps, error);
  }
  // Automotive content renders with the automotive brand wherever its route lives (spec 000 §2:
  // "Content with an automotive flag uses the auto variant"), e.g. /home/electric-vehicles/...
  if (article.automotive) ctx.brand = AUTO_BRAND;
  const redirect = canonicalRedirect(ctx, canonicalPath(article.canonicalUrl) ?? selectedPath(article, bridge), deps);
  if (redirect) return redirect;
  return {
    type: 'data',
    data: { kind: 'article', article: await articleWithCurrentOffers(deps.content, article, ctx.timing) },
  };
};

/**
 * A moved slug (000 §8 "redirect to the slug listed for the current edition") goes in one 301
 * straight to the moved article's own address, not to the old address with the new slug (whose
 * topic may be wrong, a second hop). When the new slug has no page here either, the route's own
 * pattern with the new slug is the answer, as before.
 */
async function movedArticle(ctx: PageContext, deps: PrimaryDeps, moved: RedirectError): Promise<PrimaryOutcome> {
  let article: Article;
  try {
    article = await deps.content.getArticle(ctx.brand, moved.slug, ctx.timing, ctx.preview);
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof RedirectError) throw moved;
    throw error;
  }
  const target = canonicalPath(article.canonicalUrl) ?? selectedPath(article);
  if (target === null || !deps.isRoutable(target)) throw moved;
  return { type: 'redirect', location: `${target}${ctx.url.search}` };
}
