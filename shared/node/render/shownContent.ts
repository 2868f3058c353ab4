/**
 * Which content object a page shows: the one answer the render cache (its key's content
 * version), the tracking variables (made once per content object) and health privacy mode (what
 * it may hide) all start from.
 */
import type { Article } from '../../models/article';
import type { ContentListComponent } from '../../models/component';
import type { Gallery } from '../../models/gallery';
import type { LiveArticle } from '../../models/liveArticle';
import type { Page } from '../../models/page';
import type { Review } from '../../models/review';
import type { Video } from '../../models/video';
import type { PrimaryData } from '../../render/contract';

export type ShownContent = Article | Page | ContentListComponent | Review | Gallery | Video | LiveArticle;

/**
 * The content object a page shows, whose identity stands for the page's content version (a
 * content-cache refresh brings a new object), or null for a page made from other data (errors,
 * sitemaps, landing pages, forms…). A replay page shows its original's content.
 */
export function shownContent(primary: PrimaryData): ShownContent | null {
  switch (primary.kind) {
    case 'article':
      return primary.article;
    case 'door':
      return primary.page;
    case 'listing':
      return primary.listing;
    case 'review':
      return primary.review;
    case 'gallery':
      return primary.gallery;
    case 'video':
      return primary.video;
    case 'live':
      return primary.live;
    case 'replay':
      return shownContent(primary.original);
    default:
      return null;
  }
}

/** The kind of page whose content `shownContent` answers with: a replay's is its original's. */
export function shownKind(primary: PrimaryData): PrimaryData['kind'] {
  return primary.kind === 'replay' ? shownKind(primary.original) : primary.kind;
}
