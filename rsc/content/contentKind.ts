/**
 * Content kinds in the page head (spec 001 §2): articles (xml article), galleries (gallery), live
 * articles (livearticles, xml updating_story), reviews (review), videos (video), static pages
 * (static), best lists (best), news (news), how-to (how-to). Pages put the kind (and the xml
 * type where the spec gives one) in meta tags named below.
 */
export const CONTENT_KINDS = {
  article: { kind: 'articles', xml: 'article' },
  gallery: { kind: 'gallery' },
  live: { kind: 'livearticles', xml: 'updating_story' },
  review: { kind: 'review' },
  video: { kind: 'video' },
  static: { kind: 'static' },
  best: { kind: 'best' },
  news: { kind: 'news' },
  howTo: { kind: 'how-to' },
} as const satisfies Record<string, { kind: string; xml?: string }>;

export type ContentKindKey = keyof typeof CONTENT_KINDS;

/** Meta tag names for the kind and the xml type (names not given by the spec). */
const CONTENT_KIND_META = 'content-kind';
const CONTENT_XML_META = 'content-xml-type';

/** Article types that are best lists, news or how-to (001 §9 article types). */
export const BEST_LIST_TYPES: readonly string[] = ['Best List', 'Best List - Precap'];
export const NEWS_TYPES: readonly string[] = ['News'];
export const HOW_TO_TYPES: readonly string[] = ['How To', 'How to Buy', 'How to Watch'];
export const HOW_TO_SECTION = 'how_to';

export function articleContentKind(article: { type?: string; section?: string }): ContentKindKey {
  const type = article.type ?? '';
  if (BEST_LIST_TYPES.includes(type)) return 'best';
  if (HOW_TO_TYPES.includes(type) || article.section === HOW_TO_SECTION) return 'howTo';
  if (NEWS_TYPES.includes(type)) return 'news';
  return 'article';
}

export function contentKindMeta(key: ContentKindKey): Record<string, string> {
  const entry: { kind: string; xml?: string } = CONTENT_KINDS[key];
  return entry.xml
    ? { [CONTENT_KIND_META]: entry.kind, [CONTENT_XML_META]: entry.xml }
    : { [CONTENT_KIND_META]: entry.kind };
}
