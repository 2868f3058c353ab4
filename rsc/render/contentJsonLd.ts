/**
 * Pieces every content page's structured data shares (spec 001 §5, §9): Person authors with a
 * seo_image_square image, the publisher with its 310 × 310 logo, ImageObjects, and the
 * BreadcrumbList. Reviews, galleries, videos and live coverage build on these.
 */
import { authorName, profilePath } from '../../shared/authors';
import { imagePath, imageUrl } from '../../shared/node/images/imageUrl';
import type { Author } from '../../shared/models/author';
import type { Image } from '../../shared/models/image';
import { isValidImage } from '../../shared/models/image';
import type { Crumb } from './articleCrumbs';
import { PUBLISHER_LOGO, SHARING_IMAGE, SITE_NAME } from '../../shared/render/head';

export const SCHEMA_CONTEXT = 'https://schema.org';
/** 001 §9: structured data author image seo_image_square (1200 × 1200). */
export const AUTHOR_IMAGE = { width: 1200, height: 1200 } as const;

export interface JsonLdSite {
  origin: string;
  /** Absolute URL of the 310 × 310 publisher logo. */
  publisherLogo: string;
  imageBaseUrl: Parameters<typeof imageUrl>[0];
  now: number;
}

export type JsonLd = Record<string, unknown>;

/** An ImageObject at a fixed size, only for a valid image (001 §5: an image is used only if valid). */
export function imageObject(
  image: Image | undefined,
  site: JsonLdSite,
  size: { width: number; height: number } = SHARING_IMAGE,
): JsonLd | undefined {
  if (!isValidImage(image)) return undefined;
  const path = imagePath(image);
  if (!path) return undefined;
  return {
    '@type': 'ImageObject',
    url: imageUrl(site.imageBaseUrl, path, size.width, size.height),
    width: size.width,
    height: size.height,
  };
}

/** Person authors; each with its seo_image_square image when the author has a valid one. */
export function personAuthors(authors: ReadonlyArray<Author | undefined>, site: JsonLdSite): JsonLd[] {
  return authors
    .filter((author): author is Author => author !== undefined)
    .map((author) => {
      const image = imageObject(author.image, site, AUTHOR_IMAGE);
      return {
        '@type': 'Person',
        name: authorName(author),
        url: `${site.origin}${profilePath(author.username)}`,
        ...(image ? { image } : {}),
      };
    });
}

export function publisher(site: JsonLdSite): JsonLd {
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    logo: {
      '@type': 'ImageObject',
      url: site.publisherLogo,
      width: PUBLISHER_LOGO.width,
      height: PUBLISHER_LOGO.height,
    },
  };
}

/** BreadcrumbList of the crumbs (site paths) and the page itself last. */
export function breadcrumbList(
  crumbs: readonly Crumb[],
  current: { name: string; url: string } | null,
  site: Pick<JsonLdSite, 'origin'>,
): JsonLd {
  const items = crumbs.map((crumb) => ({ name: crumb.name, url: `${site.origin}${crumb.href}` }));
  if (current) items.push(current);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** ISO dates, leaving a field out rather than inventing a value. */
export function isoDate(date: Date | undefined): string | undefined {
  return date ? date.toISOString() : undefined;
}

/** Crumbs of a review, gallery or video: home, then the door of its kind (roadshow's for automotive content). */
export function doorCrumbs(door: { name: string; path: string; roadshowPath: string }, automotive: boolean): Crumb[] {
  const crumbs: Crumb[] = [{ name: 'Home', href: '/' }];
  if (automotive) crumbs.push({ name: 'Roadshow', href: '/roadshow/' });
  crumbs.push({ name: door.name, href: automotive ? door.roadshowPath : door.path });
  return crumbs;
}
