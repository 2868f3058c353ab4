import type { Article } from '../../shared/models/article';
import type { Author } from '../../shared/models/author';
import type { World } from '../world/world';
import { toTechProduct } from '../world/products';
import { liveFeedFor } from '../live/feed';
import { isVoicesContributor } from '../../shared/models/author';
import { errorBody } from './errors';
import { Memo } from './memo';
import { ok, type Reply, type SiteName } from './reply';

/** Seamless next articles, live items, authors and tech products. */
export const DEFAULT_SEAMLESS_LIMIT = 3;

export function createExtras(world: World) {
  const memo = new Memo<Reply>(10_000);
  const bySection = new Map<string, Article[]>();
  for (const entry of world.catalog.entries) {
    if (entry.kind !== 'article') continue;
    const article = world.articleBySlug.get(entry.slug) as Article;
    const list = bySection.get(entry.section) ?? [];
    list.push(article);
    bySection.set(entry.section, list);
  }
  const articleById = new Map(world.articles.map((article) => [article.id, article]));
  const productById = new Map(world.products.map((record) => [record.product.id, record]));

  /** The next `limit` articles of the same section, older first after this one, wrapping. */
  function seamlessItems(article: Article, limit: number) {
    const list = bySection.get(article.section ?? '') ?? [];
    const at = list.indexOf(article);
    const items = [];
    for (let step = 1; step < list.length && items.length < limit; step++) {
      const next = list[(at + step) % list.length] as Article;
      items.push({
        id: next.id,
        slug: next.slug,
        url: next.canonicalUrl,
        type: 'article',
        source: 'curated',
        title: next.headline,
      });
    }
    return items;
  }

  return {
    seamless(site: SiteName, slug: string, contentId: string | undefined, limit: number): Reply {
      return memo.get(`s\u0000${site}\u0000${slug}\u0000${contentId ?? ''}\u0000${limit}`, () => {
        const article = world.articleBySlug.get(slug) ?? (contentId ? articleById.get(contentId) : undefined);
        return ok({ items: article && article.site === site ? seamlessItems(article, limit) : [] });
      });
    },
    /** Not memoised: the live feed adds, updates and deletes items (upstream/live/feed.ts). */
    liveItems(contentId: string, start: number): Reply {
      return ok({ items: liveFeedFor(world).itemsSince(contentId, start) });
    },
    authors(ids: readonly string[]): Reply {
      const pick = (id: string): Author | undefined =>
        world.authorById.get(id) ?? world.people.authors.find((a) => a.username === id);
      const authors =
        ids.length > 0
          ? ids.map(pick).filter((a): a is Author => a !== undefined)
          : world.people.authors.filter(isVoicesContributor);
      return ok({ authors });
    },
    /**
     * Shortcodes call, commerce (000 §7): the current offer of a product — its first reseller,
     * the one articles are written with. Unknown product or no reseller → 404 error component.
     */
    commerceShortcode(id: string): Reply {
      const record = productById.get(id);
      const offer = record?.product.resellers[0];
      if (!record || !offer?.url)
        return { status: 404, body: errorBody('shortcode', 404, `No commerce offer for ${id}`) };
      return ok({
        shortcode: { id, productName: record.name, url: offer.url, price: `$${offer.price}`, merchant: offer.name },
      });
    },
    products(uuids: readonly string[]): Reply {
      const products = uuids
        .map((id) => productById.get(id))
        .filter((p) => p !== undefined)
        .map(toTechProduct);
      return ok({ products });
    },
  };
}
