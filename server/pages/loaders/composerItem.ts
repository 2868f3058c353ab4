/**
 * The one content object of a composer page (review, gallery, video, live article, the bridge's
 * money article): the page's
 * error component decides 404 / 301 / 500 (001 §8, `assertComponentOk`); a page without the
 * component (or with a malformed one, which the model drops) is not found.
 */
import type {
  ArticleComponent,
  GalleryComponent,
  LiveArticleComponent,
  ReviewComponent,
  VideoComponent,
} from '../../../shared/models/page';
import { findComponent, findErrorComponent } from '../../../shared/models/page';
import { assertComponentOk } from '../../content/errorComponent';
import { NotFoundError } from '../../content/errors';
import type { PageContext } from '../../middleware/types';
import type { PrimaryDeps } from './types';

interface ItemOf {
  Article: ArticleComponent['item'];
  Review: ReviewComponent['item'];
  Gallery: GalleryComponent['item'];
  Video: VideoComponent['item'];
  LiveArticle: LiveArticleComponent['item'];
}

export async function composerItem<K extends keyof ItemOf>(
  ctx: PageContext,
  deps: PrimaryDeps,
  pageType: string,
  slug: string,
  componentType: K,
): Promise<ItemOf[K]> {
  const page = await deps.content.getPage(ctx.brand, pageType, slug, ctx.timing);
  const component = findComponent(page, componentType);
  if (component) return component.item as ItemOf[K];
  const failed = findErrorComponent(page);
  if (failed) assertComponentOk(failed, pageType, ctx.edition);
  throw new NotFoundError();
}
