/**
 * The Apple News Format (ANF) article document of an article (000 §2 `/apple-news/`). It carries
 * the format's required top-level properties — version, identifier, title, language, layout
 * (columns, width), components, componentTextStyles (with `default`) — and metadata with the
 * canonical URL. The body keeps only the HTML the format's `html` body accepts: paragraphs,
 * links, emphasis and lists; shortcodes (interactive pieces) are left out, h2s become headings.
 */
import { authorName } from '../../shared/authors';
import { parseContentDate } from '../../shared/format/date';
import { imagePath, imageUrl } from '../../shared/node/images/imageUrl';
import type { ImageBase } from '../../shared/images/imageService';
import type { Article } from '../../shared/models/article';
import { SHARING_IMAGE } from '../../shared/render/head';

/** ANF: the format version whose features this document uses. */
export const ANF_VERSION = '1.0';
export const ANF_LAYOUT = { columns: 7, width: 1024, margin: 60, gutter: 20 } as const;

export type AnfComponent =
  | { role: 'title' | 'intro' | 'byline' | 'heading2'; text: string; format?: 'html' }
  | { role: 'body'; text: string; format: 'html' }
  | { role: 'photo'; URL: string; caption?: string; accessibilityCaption?: string };

export interface AnfDocument {
  version: string;
  identifier: string;
  title: string;
  subtitle?: string;
  language: string;
  layout: typeof ANF_LAYOUT;
  components: AnfComponent[];
  componentTextStyles: Record<
    string,
    { fontName?: string; fontSize?: number; lineHeight?: number; textColor?: string }
  >;
  metadata: {
    canonicalURL: string;
    datePublished?: string;
    dateModified?: string;
    authors: string[];
    excerpt?: string;
    keywords: string[];
    thumbnailURL?: string;
  };
}

const SHORTCODE = /<shortcode\b[^>]*>[\s\S]*?<\/shortcode>/g;
const HEADING = /<h2[^>]*>([\s\S]*?)<\/h2>/g;
const TAG = /<[^>]+>/g;

/** Text of an HTML fragment (headings are plain text in ANF). */
function plain(html: string): string {
  return html
    .replace(TAG, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

const SITE_HREF = /\bhref="(\/[^"]*)"/g;

/** Site-relative links made absolute on `origin`: Apple News has no page to resolve them against. */
function absoluteLinks(html: string, origin: string | undefined): string {
  if (!origin) return html;
  return html.replace(SITE_HREF, (whole, path: string) => {
    try {
      return `href="${new URL(path, `${origin}/`).toString()}"`;
    } catch {
      return whole;
    }
  });
}

/** Body and heading components from the article's HTML, in order; links absolute on `origin`. */
export function bodyComponents(html: string, origin?: string): AnfComponent[] {
  const components: AnfComponent[] = [];
  const clean = absoluteLinks(html.replace(SHORTCODE, ''), origin);
  let at = 0;
  const pushBody = (fragment: string) => {
    const text = fragment.trim();
    if (text && plain(text)) components.push({ role: 'body', text, format: 'html' });
  };
  for (const match of clean.matchAll(HEADING)) {
    pushBody(clean.slice(at, match.index));
    const heading = plain(match[1] ?? '');
    if (heading) components.push({ role: 'heading2', text: heading });
    at = (match.index ?? 0) + match[0].length;
  }
  pushBody(clean.slice(at));
  return components;
}

export interface AnfContext {
  canonicalUrl: string;
  imageBase: ImageBase;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export function articleDocument(article: Article, ctx: AnfContext): AnfDocument {
  const authors = [article.author, ...article.moreAuthors].filter((a) => a !== undefined).map(authorName);
  const image = article.image ? imagePath(article.image) : undefined;
  const photo =
    image && article.image
      ? imageUrl(ctx.imageBase, image, SHARING_IMAGE.width, SHARING_IMAGE.height, article.image)
      : undefined;
  const published = parseContentDate(article.datePublished);
  const modified = parseContentDate(article.dateUpdated);
  const components: AnfComponent[] = [{ role: 'title', text: article.headline }];
  if (article.dek) components.push({ role: 'intro', text: article.dek });
  if (authors.length) components.push({ role: 'byline', text: `By ${authors.join(', ')}` });
  if (photo)
    components.push({
      role: 'photo',
      URL: photo,
      caption: article.image?.caption,
      accessibilityCaption: article.image?.alt,
    });
  components.push(...bodyComponents(article.body ?? '', originOf(ctx.canonicalUrl)));
  return {
    version: ANF_VERSION,
    identifier: article.id,
    title: article.headline,
    subtitle: article.dek,
    language: 'en',
    layout: ANF_LAYOUT,
    components,
    componentTextStyles: { default: { fontName: 'Helvetica', fontSize: 17, lineHeight: 25, textColor: '#111111' } },
    metadata: {
      canonicalURL: ctx.canonicalUrl,
      datePublished: published?.toISOString(),
      dateModified: modified?.toISOString(),
      authors,
      excerpt: article.dek ?? article.seoMetaDescription,
      keywords: article.seoNewsKeywords.slice(0, 50),
      thumbnailURL: photo,
    },
  };
}
