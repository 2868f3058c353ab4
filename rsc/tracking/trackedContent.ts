/**
 * What tracking reads from a page's primary data (spec 001 §3 "Tracking variables per content"),
 * in one shape for every kind: article, review, gallery, video, live article, door, listing,
 * profile, utility, error and the rest. The variables builder (variables.ts) turns it into the
 * named tracking variables.
 */
import type { Author } from '../../shared/models/author';
import type { Collection } from '../../shared/models/collection';
import type { Tag } from '../../shared/models/tag';
import type { Topic } from '../../shared/models/topic';
import type { RelatedProduct } from '../../shared/models/product';
import type { PrimaryData } from '../../shared/render/contract';

export interface TrackedContent {
  /** Kind of the primary data; a replay gives its original's kind. */
  kind: PrimaryData['kind'];
  id?: string;
  title?: string;
  author?: Author;
  /** ISO date of first publication. */
  datePublished?: string;
  collections: readonly Collection[];
  section?: string;
  edition?: string;
  tags: readonly Tag[];
  topics: readonly Topic[];
  articleType?: string;
  articleSubType?: string;
  pageLayout?: string;
  productIds: readonly string[];
  /** The publishing system's post id, when the content carries one. */
  postId?: string;
  /** A product page whose product is a series. */
  productSeries?: boolean;
  /** The error page's status. */
  errorStatus?: number;
}

/** Our choice: article types for content kinds without one (001 §9 lists Review among article types). */
export const KIND_ARTICLE_TYPES = { review: 'Review', gallery: 'Gallery', video: 'Video', live: 'Live' } as const;

/** Our choice: a type "A - B" (Best List - Precap, Explainer - Demand) is type A, subtype B. */
export function splitArticleType(type: string | undefined): { articleType?: string; articleSubType?: string } {
  const trimmed = type?.trim();
  if (!trimmed) return {};
  const at = trimmed.indexOf(' - ');
  if (at < 0) return { articleType: trimmed };
  return { articleType: trimmed.slice(0, at).trim(), articleSubType: trimmed.slice(at + 3).trim() || undefined };
}

function idOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (value && typeof value === 'object' && 'id' in value) return idOf((value as { id: unknown }).id);
  return undefined;
}

function unique(values: readonly (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== undefined && value !== ''))];
}

function productIdsOf(products: readonly (RelatedProduct | undefined)[]): string[] {
  return unique(products.map((product) => product?.id));
}

const EMPTY = { collections: [], tags: [], topics: [], productIds: [] } as const;

export function trackedContent(primary: PrimaryData): TrackedContent {
  switch (primary.kind) {
    case 'article': {
      const { article } = primary;
      const wp = article.wpArticleFields ?? {};
      return {
        kind: 'article',
        id: article.id,
        title: article.headline,
        author: article.author,
        datePublished: article.datePublished?.date,
        collections: article.collections,
        section: article.section,
        edition: article.edition,
        tags: article.tags,
        topics: article.topics,
        ...splitArticleType(article.type),
        pageLayout: article.pageLayout ?? article.layoutName,
        productIds: unique(article.listicles.flatMap((entry) => [idOf(entry.techProd), idOf(entry.tapiProduct)])),
        postId: idOf(wp.postId) ?? idOf(wp.post_id),
      };
    }
    case 'review': {
      const { review } = primary;
      return {
        kind: 'review',
        id: review.id,
        title: review.title,
        author: review.author,
        datePublished: review.datePublished?.date,
        collections: review.collections,
        section: review.section,
        edition: review.edition,
        tags: review.tags,
        topics: review.topics,
        articleType: KIND_ARTICLE_TYPES.review,
        articleSubType: review.reviewType,
        productIds: productIdsOf([review.relatedProduct]),
        productSeries: review.relatedProduct?.seoUrl?.slugType === 'series',
      };
    }
    case 'gallery': {
      const { gallery } = primary;
      return {
        kind: 'gallery',
        id: gallery.id,
        title: gallery.title,
        author: gallery.author,
        datePublished: gallery.datePublished?.date,
        collections: gallery.collections,
        section: gallery.section,
        edition: gallery.edition,
        tags: gallery.tags,
        topics: gallery.topics,
        articleType: KIND_ARTICLE_TYPES.gallery,
        articleSubType: gallery.type,
        productIds: productIdsOf([gallery.relatedProduct, ...gallery.items.map((item) => item.relatedProduct)]),
      };
    }
    case 'video': {
      const { video } = primary;
      return {
        ...EMPTY,
        kind: 'video',
        id: video.id,
        title: video.title,
        author: video.author,
        datePublished: video.datePublished?.date,
        collections: video.collections,
        section: video.section ?? video.metaData?.section,
        topics: video.topics,
        articleType: KIND_ARTICLE_TYPES.video,
      };
    }
    case 'live': {
      const { live } = primary;
      return {
        kind: 'live',
        id: live.id,
        title: live.headline,
        author: live.author,
        datePublished: live.datePublished?.date,
        collections: live.collections,
        section: live.section,
        edition: live.edition,
        tags: live.tags,
        topics: live.topics,
        articleType: KIND_ARTICLE_TYPES.live,
        articleSubType: live.type,
        pageLayout: live.layoutName,
        productIds: [],
      };
    }
    case 'replay':
      return trackedContent(primary.original);
    case 'door':
      return { ...EMPTY, kind: 'door', id: primary.page.id, title: primary.page.meta?.title };
    case 'listing':
      return { ...EMPTY, kind: 'listing', id: primary.slug, title: primary.listing.title };
    case 'page-door':
      return { ...EMPTY, kind: 'page-door', title: primary.title };
    case 'profile':
      return { ...EMPTY, kind: 'profile', id: primary.author.id, author: primary.author };
    case 'utility':
      return { ...EMPTY, kind: 'utility', id: primary.utility.page, title: primary.utility.newsletter?.name };
    case 'landing':
    case 'proof-of-concept':
      return { ...EMPTY, kind: primary.kind, title: primary.heading };
    case 'error':
      return { ...EMPTY, kind: 'error', errorStatus: primary.status };
    case 'sitemap':
    case 'demo':
    case 'ab-summary':
    // Nothing of a hidden health article is tracked (decision 071).
    case 'health-privacy':
      return { ...EMPTY, kind: primary.kind };
    default: {
      const unknown: never = primary;
      return { ...EMPTY, kind: (unknown as PrimaryData).kind };
    }
  }
}
