import type { World } from '../world/world';
import { errorBody } from './errors';
import { ok, type Reply, type SiteName } from './reply';

export function createUrlGenerator(world: World) {
  const siteOf = (section: string | undefined): SiteName => (section === 'cars' ? 'roadshow' : 'cnet');
  function find(contentType: string, slug: string): { url?: string; section?: string; slug: string } | undefined {
    switch (contentType) {
      case 'article': {
        const moved = world.movedBySlug.get(slug);
        const article = world.articleBySlug.get(moved?.newSlug ?? slug) ?? world.liveBySlug.get(slug);
        return article ? { url: article.canonicalUrl, section: article.section, slug: article.slug } : undefined;
      }
      case 'review': {
        const review = world.reviewBySlug.get(slug);
        return review ? { url: review.canonicalUrl, section: review.section, slug } : undefined;
      }
      case 'gallery': {
        const gallery = world.galleryBySlug.get(slug);
        return gallery ? { url: gallery.canonicalUrl, section: gallery.section, slug } : undefined;
      }
      case 'video': {
        const video = world.videoBySlug.get(slug);
        return video ? { url: video.canonicalUrl, section: video.section, slug } : undefined;
      }
      default:
        return undefined;
    }
  }
  return {
    url(site: SiteName, contentType: string, slug: string): Reply {
      const found = find(contentType, slug);
      if (!found?.url || siteOf(found.section) !== site)
        return { status: 404, body: errorBody('url-generator', 404, `No ${contentType} ${slug}`) };
      return ok({ url: { url: found.url, contentType, slug: found.slug, edition: 'us' } });
    },
  };
}
