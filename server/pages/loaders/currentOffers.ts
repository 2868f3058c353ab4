/**
 * Offers shown on a page are brought up to date before it renders: an article's commerce
 * shortcodes by the Shortcodes call, its best-list entries and a review's related product by the
 * Products call (000 §7). Every call has its own short deadline (it runs before the status line);
 * whatever fails or is late keeps the offer saved with the content.
 *
 * The refreshed object is remembered against the cached content object and the (cached) answers
 * it used: while none of them changes, the same object is handed on, so the render cache and
 * everything else versioned by content identity (server/render/renderCache.ts versionOf) keep
 * hitting.
 */
import { commerceIds, withCurrentOffers } from '../../body/commerceRefresh';
import {
  listicleProductIds,
  productUuid,
  withCurrentListicleOffers,
  withCurrentRelatedProduct,
} from '../../body/productRefresh';
import type { Article } from '../../../shared/models/article';
import type { CommerceShortcode } from '../../models/commerceShortcode';
import type { TechProduct } from '../../../shared/models/product';
import type { Review } from '../../../shared/models/review';
import type { Brand } from '../../../shared/routes/types';
import { PRODUCT_REFRESH_TIMEOUT_MS, type ContentApi } from '../../content/api';
import type { ServerTimingSink } from '../../ops/timing';

type Inputs = readonly unknown[];
const remembered = new WeakMap<object, { inputs: Inputs; value: object }>();

/** `make()` again only when one of `inputs` differs (by identity) from last time for `source`. */
function rememberFor<T extends object>(source: T, inputs: Inputs, make: () => T): T {
  const previous = remembered.get(source);
  if (previous && previous.inputs.length === inputs.length && previous.inputs.every((input, i) => input === inputs[i]))
    return previous.value as T;
  const value = make();
  remembered.set(source, { inputs, value });
  return value;
}

const siteOf = (site: string | undefined): Brand => (site === 'roadshow' ? 'roadshow' : 'cnet');

/** One Products call for `uuids`; undefined when it fails or is late. */
async function currentProducts(
  content: ContentApi,
  site: Brand,
  uuids: readonly string[],
  timing: ServerTimingSink,
): Promise<readonly TechProduct[] | undefined> {
  if (uuids.length === 0) return undefined;
  try {
    return await content.getProducts(site, uuids, timing, PRODUCT_REFRESH_TIMEOUT_MS);
  } catch {
    return undefined;
  }
}

const byId = (products: readonly TechProduct[]) =>
  new Map(products.map((product) => [String(product.id).toLowerCase(), product]));

/** The ids an article's offers are refreshed by, found once per content object (a scan of the whole body). */
const offerIds = new WeakMap<Article, { commerce: string[]; products: string[] }>();

function offerIdsOf(article: Article): { commerce: string[]; products: string[] } {
  let ids = offerIds.get(article);
  if (!ids) {
    ids = { commerce: article.body ? commerceIds(article.body) : [], products: listicleProductIds(article.listicles) };
    offerIds.set(article, ids);
  }
  return ids;
}

/** The article with its commerce shortcodes' and best-list entries' current offers. */
export async function articleWithCurrentOffers(
  content: ContentApi,
  article: Article,
  timing: ServerTimingSink,
): Promise<Article> {
  const { commerce: ids, products: productIds } = offerIdsOf(article);
  // Nothing to refresh: no calls, and none of the promises they would cost (decision 026).
  if (ids.length === 0 && productIds.length === 0) return article;
  const site = siteOf(article.site);
  const [answers, products] = await Promise.all([
    Promise.allSettled(ids.map((id) => content.getCommerceShortcode(site, id, timing))),
    currentProducts(content, site, productIds, timing),
  ]);
  const offers = answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : undefined));
  if (offers.every((offer) => offer === undefined) && !products) return article;
  return rememberFor(article, [...offers, products], () => {
    const shortcodes = new Map<string, CommerceShortcode>();
    offers.forEach((offer, i) => {
      if (offer) shortcodes.set(ids[i]!, offer);
    });
    return {
      ...article,
      body: article.body ? withCurrentOffers(article.body, shortcodes) : article.body,
      listicles: products ? withCurrentListicleOffers(article.listicles, byId(products)) : article.listicles,
    };
  });
}

/** The review with its related product's current resellers. */
export async function reviewWithCurrentOffers(
  content: ContentApi,
  review: Review,
  site: Brand,
  timing: ServerTimingSink,
): Promise<Review> {
  const related = review.relatedProduct;
  const uuid = related ? productUuid(related.id) : undefined;
  if (!related || !uuid) return review;
  const products = await currentProducts(content, site, [uuid], timing);
  if (!products) return review;
  return rememberFor(review, [products], () => ({
    ...review,
    relatedProduct: withCurrentRelatedProduct(related, byId(products).get(uuid)),
  }));
}
