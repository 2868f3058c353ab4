import { GALLERY_PAGE_SIZE, galleryPageItems, galleryPagePath } from '../../../shared/node/render/galleryPaging';
import { composerItem } from './composerItem';
import type { PrimaryLoader } from './types';
import { canonicalPath } from '../../content/canonicalPath';
import { samePath } from './types';

/**
 * Galleries (/pictures/{slug}/{pageNumber}?/ and roadshow): the composer's gallery page. A page
 * number past the last page is a 404; a page asked for at another address than the gallery's
 * own (page 1 written out, the other brand's path) redirects to it.
 */
export const loadGallery: PrimaryLoader = async (ctx, deps) => {
  const { slug, pageNumber: pageParam } = ctx.match.params;
  const pageNumber = pageParam === undefined ? 1 : Number(pageParam);
  const gallery = await composerItem(ctx, deps, 'gallery', slug!, 'Gallery');
  if (galleryPageItems(gallery, pageNumber, GALLERY_PAGE_SIZE) === null) return { type: 'not-found' };
  const canonical = canonicalPath(gallery.canonicalUrl);
  const wanted = canonical ? galleryPagePath(canonical, pageNumber) : null;
  if (wanted && !samePath(wanted, ctx.url.pathname) && deps.isRoutable(wanted))
    return { type: 'redirect', location: `${wanted}${ctx.url.search}` };
  return { type: 'data', data: { kind: 'gallery', gallery, pageNumber, pageSize: GALLERY_PAGE_SIZE } };
};
