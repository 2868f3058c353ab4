/**
 * Structured data of a gallery page (spec 001 §5): an ImageGallery with the pictures of this
 * page as ImageObjects, Person authors and the publisher; plus the BreadcrumbList.
 */
import { preferredDate } from '../../shared/format/date';
import { imagePath, imageUrl } from '../../shared/node/images/imageUrl';
import type { Gallery, GalleryItem } from '../../shared/models/gallery';
import { isValidImage } from '../../shared/models/image';
import { isAutomotive } from '../../shared/node/routes/contentFacts';
import type { Crumb } from './articleCrumbs';
import type { JsonLd, JsonLdSite } from './contentJsonLd';
import { breadcrumbList, doorCrumbs, imageObject, personAuthors, publisher, SCHEMA_CONTEXT } from './contentJsonLd';

export const PICTURES_DOOR = { name: 'Pictures', path: '/pictures/', roadshowPath: '/roadshow/pictures/' } as const;
/** Size of a gallery picture: the width of seo_image_full (1200), at the picture's own aspect ratio. */
export const GALLERY_IMAGE_WIDTH = 1200;
/** Aspect ratio when the record gives no size (seo_image_full, 1200 × 900). */
const FALLBACK_RATIO = 900 / 1200;

export function galleryCrumbs(gallery: Pick<Gallery, 'section'>): Crumb[] {
  return doorCrumbs(PICTURES_DOOR, isAutomotive(gallery));
}

/** The picture's display size: GALLERY_IMAGE_WIDTH wide, the record's aspect ratio. */
export function pictureSize(item: Pick<GalleryItem, 'image'>): { width: number; height: number } {
  const { width, height } = item.image ?? {};
  const ratio = width && height && width > 0 && height > 0 ? height / width : FALLBACK_RATIO;
  return { width: GALLERY_IMAGE_WIDTH, height: Math.round(GALLERY_IMAGE_WIDTH * ratio) };
}

function picture(item: GalleryItem, site: JsonLdSite): JsonLd | undefined {
  const image = item.image;
  if (!isValidImage(image)) return undefined;
  const path = imagePath(image);
  if (!path) return undefined;
  const size = pictureSize(item);
  const caption = image.caption ?? item.title;
  const credit = item.photoCredit ?? image.credits;
  return {
    '@type': 'ImageObject',
    contentUrl: imageUrl(site.imageBaseUrl, path, size.width, size.height),
    width: size.width,
    height: size.height,
    ...(caption ? { caption } : {}),
    ...(credit ? { creditText: credit } : {}),
  };
}

export function galleryJsonLd(
  gallery: Gallery,
  items: readonly GalleryItem[],
  canonical: string,
  site: JsonLdSite,
): JsonLd {
  const image = imageObject(gallery.image ?? items[0]?.image, site);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ImageGallery',
    name: gallery.title,
    headline: gallery.title,
    url: canonical,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    ...(gallery.dek ? { description: gallery.dek } : {}),
    datePublished: preferredDate(gallery, 'created', site.now).toISOString(),
    dateModified: preferredDate(gallery, 'updated', site.now).toISOString(),
    ...(image ? { thumbnailUrl: image.url } : {}),
    author: personAuthors([gallery.author, ...gallery.moreAuthors], site),
    publisher: publisher(site),
    image: items.map((item) => picture(item, site)).filter((value) => value !== undefined),
  };
}

export function galleryPageJsonLd(
  gallery: Gallery,
  items: readonly GalleryItem[],
  canonical: string,
  site: JsonLdSite,
): JsonLd[] {
  return [
    galleryJsonLd(gallery, items, canonical, site),
    breadcrumbList(galleryCrumbs(gallery), { name: gallery.title, url: canonical }, site),
  ];
}
