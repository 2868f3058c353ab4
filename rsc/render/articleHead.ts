/**
 * The head and the NewsArticle structured data of an article page (spec 001 §5, §9): title,
 * description, canonical, Open Graph and Twitter tags with the seo_image_wide sharing image,
 * robots noindex when the content says so.
 */
import { authorName, profilePath } from '../../shared/authors';
import { preferredDate } from '../../shared/format/date';
import { articleContentKind, contentKindMeta } from '../content/contentKind';
import { isValidAuthor, twitterHandle } from '../content/authorDisplay';
import type { ImageBase } from '../../shared/images/imageService';
import { namedImageUrl } from '../../shared/node/images/imageUrl';
import { SHARING_IMAGE_SIZE } from '../../shared/images/imageSizes';
import type { Article } from '../../shared/models/article';
import { isValidImage } from '../../shared/models/image';
import { sectionName } from '../sections';
import type { HeadData } from '../../shared/render/head';
import { PUBLISHER_LOGO, SHARING_IMAGE, SITE_NAME, SPEAKABLE_SELECTORS } from '../../shared/render/head';

interface Site {
  origin: string;
  publisherLogo: string;
  imageBaseUrl: ImageBase;
  now: number;
}

function sharingImage(article: Article, site: Site): string | undefined {
  // Spec 001 §5: an image is used for sharing only if valid; 001 §9: at seo_image_wide.
  return isValidImage(article.image) ? namedImageUrl(site.imageBaseUrl, article.image, SHARING_IMAGE_SIZE) : undefined;
}

export function articleCanonical(article: Article, requestPath: string, origin: string): string {
  const path = article.canonicalUrl && article.canonicalUrl.startsWith('/') ? article.canonicalUrl : requestPath;
  return `${origin}${path}`;
}

/** HeadData plus the content-kind meta tags of spec 001 §2 (`<meta name content>`). */
export type ArticleHeadData = HeadData & { meta: Record<string, string> };

export function articleHead(article: Article, canonical: string, site: Site): ArticleHeadData {
  const title = article.titleTag ?? article.headline;
  const description = article.seoMetaDescription ?? article.dek;
  const image = sharingImage(article, site);
  const creator = isValidAuthor(article.author) ? twitterHandle(article.author?.socialProfileIds?.twitter) : undefined;
  return {
    title: `${title} - ${SITE_NAME}`,
    description,
    canonical,
    robots: article.noIndex ? 'noindex' : undefined,
    og: {
      type: 'article',
      site_name: SITE_NAME,
      title: article.seoOgTitle ?? article.headline,
      description: article.seoOgDescription ?? description,
      url: canonical,
      image,
      'image:width': image ? String(SHARING_IMAGE.width) : undefined,
      'image:height': image ? String(SHARING_IMAGE.height) : undefined,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: article.seoOgTitle ?? article.headline,
      description: article.seoOgDescription ?? description,
      image,
      creator,
    },
    meta: contentKindMeta(articleContentKind(article)),
  };
}

export function newsArticleJsonLd(article: Article, canonical: string, site: Site): Record<string, unknown> {
  const authors = [article.author, ...article.moreAuthors].filter(
    (a): a is NonNullable<typeof a> => a !== undefined && isValidAuthor(a),
  );
  const image = sharingImage(article, site);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.headline,
    description: article.seoMetaDescription ?? article.dek,
    url: canonical,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    datePublished: preferredDate(article, 'created', site.now).toISOString(),
    dateModified: preferredDate(article, 'updated', site.now).toISOString(),
    ...(image
      ? { image: [{ '@type': 'ImageObject', url: image, width: SHARING_IMAGE.width, height: SHARING_IMAGE.height }] }
      : {}),
    author: authors.map((author) => ({
      '@type': 'Person',
      name: authorName(author),
      url: `${site.origin}${profilePath(author.username)}`,
    })),
    publisher: {
      '@type': 'Organization',
      name: SITE_NAME,
      logo: {
        '@type': 'ImageObject',
        url: site.publisherLogo,
        width: PUBLISHER_LOGO.width,
        height: PUBLISHER_LOGO.height,
      },
    },
    speakable: { '@type': 'SpeakableSpecification', cssSelector: [...SPEAKABLE_SELECTORS] },
    ...(article.section ? { articleSection: sectionName(article.section) } : {}),
    ...(article.seoNewsKeywords.length > 0 ? { keywords: article.seoNewsKeywords.join(', ') } : {}),
  };
}
