import type { Review } from '../../../shared/models/review';
import { routePath } from '../../../shared/node/routes/links';
import { selectReviewRoute } from '../../routes/selection';
import { composerItem } from './composerItem';
import { reviewWithCurrentOffers } from './currentOffers';
import type { PrimaryLoader } from './types';
import { canonicalPath } from '../../content/canonicalPath';
import { canonicalRedirect } from './types';

/** The path of the route the review selects (000 §2: review with a type, product without one). */
function selectedPath(review: Review): string | null {
  const selection = selectReviewRoute(review);
  return routePath(selection.name, selection.params);
}

/**
 * Reviews (/reviews/{slug}-{type}/) and products (/reviews/{slug}/), with the roadshow
 * equivalents: the composer's review page, asked for `{slug}-{type}` as one slug. A review
 * asked for at another address (a product URL of a typed review, the wrong brand's path) goes
 * to its one address. The product's offers are the Products call's current ones.
 */
export const loadReview: PrimaryLoader = async (ctx, deps) => {
  const { slug, type } = ctx.match.params;
  const review = await composerItem(ctx, deps, 'review', type ? `${slug!}-${type}` : slug!, 'Review');
  const redirect = canonicalRedirect(ctx, canonicalPath(review.canonicalUrl) ?? selectedPath(review), deps);
  if (redirect) return redirect;
  // The related product's resellers as the Products call gives them now (000 §7 Products).
  return {
    type: 'data',
    data: { kind: 'review', review: await reviewWithCurrentOffers(deps.content, review, ctx.brand, ctx.timing) },
  };
};
