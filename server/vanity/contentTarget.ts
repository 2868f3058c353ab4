/**
 * The site path of a vanity target object (spec 000 §3: "target with slug and availableOn
 * editions"). The object names content by slug only, so its page is found through the content
 * API: the article's canonical URL (decision 008). The article call is cached, and the page
 * served for a mask then finds it in the cache.
 */
import type { Brand } from '../../shared/routes/types';
import type { ContentApi } from '../content/api';
import { NotFoundError, RedirectError } from '../content/errors';
import type { ServerTimingSink } from '../ops/timing';
import { canonicalPath } from '../content/canonicalPath';

/** The site path of a content target, or null when it has no page here. */
export type ContentTargetPaths = (
  site: Brand,
  targetType: string | undefined,
  slug: string,
  timing?: ServerTimingSink,
) => Promise<string | null>;

/** targetType values read as articles; an absent targetType too. Other content has no vanity page yet. */
export const ARTICLE_TARGET_TYPES: readonly string[] = ['article', 'content_article'];

export function createContentTargetPaths(content: Pick<ContentApi, 'getArticle'>): ContentTargetPaths {
  return async (site, targetType, slug, timing) => {
    if (targetType !== undefined && !ARTICLE_TARGET_TYPES.includes(targetType.toLowerCase())) return null;
    try {
      const article = await content.getArticle(site, slug, timing);
      return canonicalPath(article.canonicalUrl);
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      // The article changed slug: its new one, once.
      if (error instanceof RedirectError)
        return canonicalPath((await content.getArticle(site, error.slug, timing)).canonicalUrl);
      throw error;
    }
  };
}
