/**
 * Flags derived from an article (spec 001 §3 "Article", derived flags). The branded section
 * values and the author marker are not given by the spec; see
 * docs/decisions/013-images-and-body.md.
 */
import type { Article } from '../models/article';
import { hasHighValueCollection } from '../models/collection';
import { isValidImage } from '../models/image';

/** Sections whose content is branded (sponsored). */
export const BRANDED_SECTIONS: readonly string[] = ['commercial', 'sponsored', 'paid-content'];
/** An author username containing this marks branded content. */
export const BRANDED_AUTHOR_MARKER = 'brand-studio';
/** Spec 001 §3: longform types start with 'longform'. */
export const LONGFORM_TYPE_PREFIX = 'longform';
/** Spec 001 §3: article types that are center-justified. */
export const CENTER_JUSTIFIED_TYPES: readonly string[] = ['Explainer', 'Commentary', 'Analysis', 'Exclusive', 'Feature'];
/** Spec 001 §3: a non-Precap type with a lead image is center-justified. */
export const PRECAP_MARKER = 'Precap';

type ArticleFlagsInput = Pick<Article, 'section' | 'author' | 'collections' | 'type' | 'image'>;

export function isBrandedContent(article: Pick<Article, 'section' | 'author'>): boolean {
  if (article.section && BRANDED_SECTIONS.includes(article.section)) return true;
  return Boolean(article.author?.username.toLowerCase().includes(BRANDED_AUTHOR_MARKER));
}

export function isHighValue(article: Pick<Article, 'collections'>): boolean {
  return hasHighValueCollection(article.collections);
}

export function isLongform(type: string | undefined): boolean {
  return Boolean(type?.toLowerCase().startsWith(LONGFORM_TYPE_PREFIX));
}

export function isCenterJustified(article: Pick<Article, 'type' | 'image'>): boolean {
  const type = article.type ?? '';
  if (CENTER_JUSTIFIED_TYPES.includes(type)) return true;
  return !type.includes(PRECAP_MARKER) && isValidImage(article.image);
}

export interface ArticleFlags {
  brandedContent: boolean;
  highValue: boolean;
  longform: boolean;
  centerJustified: boolean;
}

export function articleFlags(article: ArticleFlagsInput): ArticleFlags {
  return {
    brandedContent: isBrandedContent(article),
    highValue: isHighValue(article),
    longform: isLongform(article.type),
    centerJustified: isCenterJustified(article),
  };
}
