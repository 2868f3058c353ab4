import type { Article } from '../../shared/models/article';
import type { World } from '../world/world';
import { movedComponent, notFoundComponent } from './errors';
import { ok, type Reply, type SiteName } from './reply';

/**
 * `GET /api/neutron/articles/{site}/{slug}/{experience}` → `{ data: { article } }`. A moved slug
 * answers HTTP 404 with code '404' and `context.availableOn`; an unknown one a plain 404.
 * Every answer for the world's articles is serialised once, up front.
 */
export function createArticleReplies(world: World) {
  const replies = new Map<string, Reply>();
  const key = (site: string, slug: string) => `${site}/${slug}`;

  function build(site: SiteName, slug: string): Reply {
    const article = world.articleBySlug.get(slug);
    if (article && article.site === site) return ok({ article });
    const moved = world.movedBySlug.get(slug);
    if (moved && moved.site === site)
      return { status: 404, body: JSON.stringify(movedComponent('article', moved.newSlug, 404)) };
    return { status: 404, body: JSON.stringify(notFoundComponent('article', `No article with slug ${slug}`)) };
  }

  return {
    article(site: SiteName, slug: string): Reply {
      return replies.get(key(site, slug)) ?? build(site, slug);
    },
    /** A preview (PREVIEW header, 000 §7): the draft of the article, marked as such. */
    preview(site: SiteName, slug: string, version: string): Reply {
      const article = world.articleBySlug.get(slug);
      if (!article || article.site !== site) return build(site, slug);
      return ok({ article: { ...article, headline: `[Preview ${version}] ${article.headline}` } });
    },
    /** An article the control API edited (upstream/content/edits.ts): its answer is built again. */
    replace(site: SiteName, article: Article): void {
      world.articleBySlug.set(article.slug, article);
      replies.set(key(site, article.slug), build(site, article.slug));
    },
    warm(): void {
      for (const article of world.articles) {
        const site = article.site === 'roadshow' ? 'roadshow' : 'cnet';
        replies.set(key(site, article.slug), build(site, article.slug));
      }
      for (const moved of world.moved) replies.set(key(moved.site, moved.oldSlug), build(moved.site, moved.oldSlug));
    },
  };
}
