/**
 * Flags derived from an article (spec 001 §3 "Article", derived flags) and the site state the
 * page hands the client (000 §3 / 001 §3 "Site state"). What each flag changes on the page is
 * decision 118.
 *
 * Branded content is the sponsored content of route selection (000 §2): both documents describe
 * one rule ("section is commercial … or author username contains the studio label" / "section
 * matches a branded value, or author username contains a branded marker"), so it is one function
 * with one marker (`STUDIO_LABEL`).
 */
import type { Article } from '../../models/article';
import { hasHighValueCollection } from '../../models/collection';
import { isValidImage } from '../../models/image';
import { isLongform, isSponsored } from '../routes/contentFacts';

/** Spec 001 §3: article types that are center-justified. */
export const CENTER_JUSTIFIED_TYPES: readonly string[] = [
  'Explainer',
  'Commentary',
  'Analysis',
  'Exclusive',
  'Feature',
];
/** Spec 001 §3: "a non-Precap type has a lead image". */
export const PRECAP_MARKER = 'Precap';

/** Sponsored (branded) content: section commercial, an id on the fixed list, or a studio author. */
export function isBrandedContent(article: Pick<Article, 'id' | 'section' | 'author'>): boolean {
  return isSponsored(article);
}

/** Spec 001 §3: "high value: a collection has slug hv". */
export function isHighValue(article: Pick<Article, 'collections'>): boolean {
  return hasHighValueCollection(article.collections);
}

/** The lead image is the article's own image (`image`), when it is a usable one (001 §3 "Image"). */
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

export function articleFlags(
  article: Pick<Article, 'id' | 'section' | 'author' | 'collections' | 'type' | 'image'>,
): ArticleFlags {
  return {
    brandedContent: isBrandedContent(article),
    highValue: isHighValue(article),
    longform: isLongform(article.type),
    centerJustified: isCenterJustified(article),
  };
}
