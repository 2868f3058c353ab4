/**
 * A small HTML fragment (FAQ answer, listicle description) as safe HTML; shortcodes inside are
 * dropped. Both run on every render of an article that has such fragments, over texts that come
 * from the article in the content cache, so their results are kept: the HTML per pair of link
 * functions (an article's body model has one pair per article and device, held weakly here, so
 * it goes when the model goes), the text in a bounded map.
 */
import { bodySegments } from '../../shared/body/bodyHtml';
import { parseBody, textOf } from '../../shared/body/parseBody';

/** How the fragment's links are written: their rel, and their href (affiliate links rewritten). */
export interface FragmentLinks {
  linkRel: (href: string) => string | undefined;
  rewriteHref: (href: string) => string;
}

const htmlByLinks = new WeakMap<FragmentLinks['linkRel'], WeakMap<FragmentLinks['rewriteHref'], Map<string, string>>>();
/** Fragments kept per pair of link functions (an article has a handful). */
const MAX_PER_LINKS = 256;

export function fragmentHtml(html: string, links: FragmentLinks): string {
  let byRewrite = htmlByLinks.get(links.linkRel);
  if (!byRewrite) htmlByLinks.set(links.linkRel, (byRewrite = new WeakMap()));
  let known = byRewrite.get(links.rewriteHref);
  if (!known) byRewrite.set(links.rewriteHref, (known = new Map()));
  let out = known.get(html);
  if (out === undefined) {
    out = bodySegments(parseBody(html), {
      isInternalHref: (href) => links.linkRel(href) === undefined,
      linkRel: links.linkRel,
      rewriteHref: links.rewriteHref,
    })
      .map((segment) => (segment.type === 'html' ? segment.html : ''))
      .join('');
    if (known.size >= MAX_PER_LINKS) known.clear();
    known.set(html, out);
  }
  return out;
}

const texts = new Map<string, string>();
const MAX_TEXTS = 4_096;

export function fragmentText(html: string): string {
  let text = texts.get(html);
  if (text === undefined) {
    text = textOf(parseBody(html)).replace(/\s+/g, ' ').trim();
    if (texts.size >= MAX_TEXTS) texts.clear();
    texts.set(html, text);
  }
  return text;
}
