/**
 * From the Sitemaps call's entries to sitemap URLs: canonical absolute URLs on the site's
 * origin only (an entry pointing elsewhere is left out), lastmod the later of published and
 * modified, images at the sharing size on the image service, the video's file and poster.
 */
import { parseContentDate } from '../../shared/format/date';
import { imagePath, imageUrl } from '../../shared/node/images/imageUrl';
import type { ImageBase } from '../../shared/images/imageService';
import type { Image } from '../../shared/models/image';
import type { SitemapEntry } from '../../shared/node/models/sitemap';
import { SHARING_IMAGE } from '../../shared/render/head';
import { NEWS_PUBLICATION, SITEMAP_IMAGES_PER_URL } from '../../shared/node/syndication/constants';
import type { SitemapImage, SitemapUrl } from './sitemapXml';

export interface SitemapUrlContext {
  siteOrigin: string;
  imageBase: ImageBase;
}

/** The absolute URL of a site path on the origin; undefined for anything that would leave the site. */
export function siteUrl(siteOrigin: string, pathOrUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(pathOrUrl, `${siteOrigin}/`);
  } catch {
    return undefined;
  }
  return url.origin === siteOrigin ? url.toString() : undefined;
}

function sharingImageUrl(ctx: SitemapUrlContext, image: Image): string | undefined {
  const path = imagePath(image);
  return path ? imageUrl(ctx.imageBase, path, SHARING_IMAGE.width, SHARING_IMAGE.height, image) : undefined;
}

/** The newer of the entry's publication and modification dates. */
export function entryLastModified(entry: SitemapEntry): Date | undefined {
  const published = parseContentDate(entry.datePublished);
  const modified = parseContentDate(entry.dateModified);
  if (!published) return modified;
  return modified && modified > published ? modified : published;
}

export function sitemapUrlOf(ctx: SitemapUrlContext, entry: SitemapEntry, withNews = false): SitemapUrl | undefined {
  const loc = siteUrl(ctx.siteOrigin, entry.url);
  if (!loc) return undefined;
  const images: SitemapImage[] = [];
  for (const image of entry.images.slice(0, SITEMAP_IMAGES_PER_URL)) {
    const src = sharingImageUrl(ctx, image);
    if (src) images.push({ loc: src, caption: image.caption ?? image.alt, title: image.alt });
  }
  const { video } = entry;
  const thumbnail = video ? sharingImageUrl(ctx, video.image) : undefined;
  const published = parseContentDate(entry.datePublished);
  return {
    loc,
    lastmod: entryLastModified(entry),
    images,
    video:
      video && thumbnail
        ? {
            thumbnailLoc: thumbnail,
            title: video.title,
            description: video.description ?? video.title,
            contentLoc: new URL(video.contentUrl, `${ctx.siteOrigin}/`).toString(),
            duration: video.duration,
            publicationDate: published,
          }
        : undefined,
    news:
      withNews && published && entry.title
        ? {
            publicationName: NEWS_PUBLICATION.name,
            language: NEWS_PUBLICATION.language,
            publicationDate: published,
            title: entry.title,
            keywords: entry.keywords.length ? entry.keywords.join(', ') : undefined,
          }
        : undefined,
  };
}
