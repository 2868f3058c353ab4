/**
 * Gallery pages (spec 000 §2 "/pictures/{slug}/{pageNumber}?/"): the pictures in position
 * order, split into pages. The page size is not given by the spec (docs/decisions/010-content-pages.md).
 */
import type { Gallery, GalleryItem } from '../../models/gallery';

/** Pictures per gallery page (not shown in the spec; decision 010). */
export const GALLERY_PAGE_SIZE = 10;

/** Items by position (items without one keep their order, after the numbered ones). */
export function orderedItems(gallery: Pick<Gallery, 'items'>): GalleryItem[] {
  return gallery.items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        (a.item.position ?? Number.MAX_SAFE_INTEGER) - (b.item.position ?? Number.MAX_SAFE_INTEGER) ||
        a.index - b.index,
    )
    .map(({ item }) => item);
}

export function pageCount(gallery: Pick<Gallery, 'items'>, pageSize: number = GALLERY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(gallery.items.length / pageSize));
}

/** The items of page `pageNumber` (1-based), or null when there is no such page. */
export function galleryPageItems(
  gallery: Pick<Gallery, 'items'>,
  pageNumber: number,
  pageSize: number = GALLERY_PAGE_SIZE,
): GalleryItem[] | null {
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > pageCount(gallery, pageSize)) return null;
  return orderedItems(gallery).slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
}

/** The path of page `pageNumber` of a gallery whose first page is at `basePath` (ending in '/'). */
export function galleryPagePath(basePath: string, pageNumber: number): string {
  return pageNumber <= 1 ? basePath : `${basePath}${pageNumber}/`;
}
