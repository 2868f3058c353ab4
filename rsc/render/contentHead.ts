/**
 * The head of a review, gallery, video or live page (spec 001 §9): title, description,
 * canonical, Open Graph and Twitter tags with the seo_image_wide (1200 × 675) sharing image when
 * the content has a valid image.
 */
import type { ContentKindKey } from '../content/contentKind';
import { contentKindMeta } from '../content/contentKind';
import type { Author } from '../../shared/models/author';
import type { Image } from '../../shared/models/image';
import type { JsonLdSite } from './contentJsonLd';
import { imageObject } from './contentJsonLd';
import type { HeadData } from '../../shared/render/head';
import { SHARING_IMAGE, SITE_NAME } from '../../shared/render/head';

export interface HeadSource {
  title: string;
  description?: string;
  ogTitle?: string;
  ogDescription?: string;
  image?: Image;
  author?: Author;
  /** Open Graph type: article for reviews, galleries and live coverage, video.other for videos. */
  ogType: string;
  /** The content kind for the head's content-kind entries (spec 001 §2). */
  kind?: ContentKindKey;
}

/** The canonical URL: the content's site path when it has one, else the request path. */
export function canonicalUrl(contentPath: string | undefined, requestPath: string, origin: string): string {
  return `${origin}${contentPath && contentPath.startsWith('/') && !contentPath.startsWith('//') ? contentPath : requestPath}`;
}

export function contentHead(source: HeadSource, canonical: string, site: JsonLdSite): HeadData {
  const image = imageObject(source.image, site, SHARING_IMAGE)?.url as string | undefined;
  const twitter = source.author?.socialProfileIds?.twitter;
  const title = source.ogTitle ?? source.title;
  const description = source.ogDescription ?? source.description;
  return {
    title: `${source.title} - ${SITE_NAME}`,
    description: source.description,
    canonical,
    og: {
      type: source.ogType,
      site_name: SITE_NAME,
      title,
      description,
      url: canonical,
      image,
      'image:width': image ? String(SHARING_IMAGE.width) : undefined,
      'image:height': image ? String(SHARING_IMAGE.height) : undefined,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description,
      image,
      creator: twitter ? (twitter.startsWith('@') ? twitter : `@${twitter}`) : undefined,
    },
    ...(source.kind ? { meta: contentKindMeta(source.kind) } : {}),
  };
}
