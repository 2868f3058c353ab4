/**
 * The page's metadata tags in the head — description, canonical, robots, feed alternates, Open
 * Graph, content kind, Twitter card — as one list, for two renderings (decision 025):
 *
 * - an HTML page writes them as a ready string beside React (`headTagsHtml`, inserted before
 *   `</head>` by server/render/FlightInliner.ts): no reader-side code uses them, React 19 skips
 *   head elements it did not render while hydrating, so neither the inline payload nor React's
 *   two passes carry ~20 elements per page;
 * - an RSC payload (a client navigation) renders them as elements, which React keeps in the
 *   head from then on; the router drops the server-written ones at the first navigation
 *   (client/runtime/serverHead.ts, which finds them with `PAGE_META_SELECTOR`).
 */
import type { HeadData } from './head';
import { twitterEntries } from './head';

export interface HeadTag {
  tag: 'meta' | 'link';
  /** A stable React key. */
  key: string;
  attributes: Readonly<Record<string, string>>;
}

export function pageMetaTags(head: HeadData): HeadTag[] {
  const tags: HeadTag[] = [];
  const meta = (key: string, attributes: Record<string, string>) => tags.push({ tag: 'meta', key, attributes });
  const link = (key: string, attributes: Record<string, string>) => tags.push({ tag: 'link', key, attributes });
  if (head.description) meta('description', { name: 'description', content: head.description });
  if (head.canonical) link('canonical', { rel: 'canonical', href: head.canonical });
  if (head.robots) meta('robots', { name: 'robots', content: head.robots });
  for (const alt of head.alternates ?? [])
    link(`alternate:${alt.href}`, { rel: 'alternate', type: alt.type, href: alt.href, title: alt.title });
  for (const [key, value] of Object.entries(head.og ?? {}))
    if (value) meta(`og:${key}`, { property: `og:${key}`, content: value });
  for (const [name, content] of Object.entries(head.meta ?? {})) meta(`meta:${name}`, { name, content });
  for (const [key, value] of twitterEntries(head)) meta(`twitter:${key}`, { name: `twitter:${key}`, content: value });
  return tags;
}

/**
 * Finds every element `pageMetaTags` can produce, and the structured data block: every named
 * or property meta but the viewport (the document's own, rendered by React), canonical and
 * alternate links.
 */
export const PAGE_META_SELECTOR = [
  'meta[name]:not([name="viewport"])',
  'meta[property]',
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  'script[type="application/ld+json"]',
].join(',');

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};

export function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (ch) => ATTRIBUTE_ESCAPES[ch]!);
}

/** The tags as HTML, plus the structured data block (already escaped for inlining) when given. */
export function headTagsHtml(tags: readonly HeadTag[], jsonLd?: string): string {
  let html = '';
  for (const { tag, attributes } of tags) {
    html += `<${tag}`;
    for (const [name, value] of Object.entries(attributes)) html += ` ${name}="${escapeAttribute(value)}"`;
    html += '/>';
  }
  // A data block, never executed: CSP does not apply, so it carries no nonce.
  if (jsonLd) html += `<script type="application/ld+json">${jsonLd}</script>`;
  return html;
}

interface MadeHead {
  tags: readonly HeadTag[];
  /** The HTML of the tags and of the structured data block it was made with. */
  html?: { jsonLd: string | undefined; text: string };
}

/**
 * The tags and their HTML per head object: a page whose head is made once per content version
 * (an article's, rsc/views/articleView.tsx) writes them once, not per request. Head data is
 * never changed after it is made; a head made per request only passes through.
 */
const madeByHead = new WeakMap<HeadData, MadeHead>();

function madeFor(head: HeadData): MadeHead {
  let made = madeByHead.get(head);
  if (made === undefined) madeByHead.set(head, (made = { tags: pageMetaTags(head) }));
  return made;
}

/** `pageMetaTags(head)`, made once per head object. */
export function headTagsOf(head: HeadData): readonly HeadTag[] {
  return madeFor(head).tags;
}

/** `headTagsHtml(pageMetaTags(head), jsonLd)`, made once per head object and structured data. */
export function headHtmlOf(head: HeadData, jsonLd?: string): string {
  const made = madeFor(head);
  if (made.html === undefined || made.html.jsonLd !== jsonLd)
    made.html = { jsonLd, text: headTagsHtml(made.tags, jsonLd) };
  return made.html.text;
}
