/**
 * An article body as render-ready segments: runs of plain body markup serialised once to safe
 * HTML, split by the shortcodes that render as components. A body of hundreds of elements then
 * travels through the server-component payload and the SSR step as a few strings, which is
 * most of what an article page costs to render.
 */
import type { BodyNode } from './parseBody';

export type BodySegment = { type: 'html'; html: string } | { type: 'shortcode'; name: string; data: string };

export interface SerializeOptions {
  /** Links to other hosts get rel="noopener nofollow" (unless `linkRel` decides). */
  isInternalHref: (href: string) => boolean;
  /** The rel of a link (undefined: none); replaces the isInternalHref rule when given. */
  linkRel?: (href: string) => string | undefined;
  /** Rewrites a link's href (affiliate links) before it is written. */
  rewriteHref?: (href: string) => string;
}

function relOf(href: string, options: SerializeOptions): string | undefined {
  if (options.linkRel) return options.linkRel(href);
  return options.isInternalHref(href) ? undefined : 'noopener nofollow';
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const ESCAPE = /[&<>"]/g;

export function escapeHtml(text: string): string {
  return text.replace(ESCAPE, (ch) => ESCAPES[ch]!);
}

const VOID = new Set(['br']);

function serialize(nodes: readonly BodyNode[], options: SerializeOptions, out: string[]): void {
  for (const node of nodes) {
    if (node.type === 'text') {
      out.push(escapeHtml(node.text));
    } else if (node.type === 'element') {
      let attrs = '';
      for (const [name, value] of Object.entries(node.attrs)) {
        const written = name === 'href' && options.rewriteHref ? options.rewriteHref(value) : value;
        attrs += ` ${name}="${escapeHtml(written)}"`;
      }
      const rel = node.tag === 'a' && node.attrs.href ? relOf(node.attrs.href, options) : undefined;
      if (rel) attrs += ` rel="${rel}"`;
      out.push(`<${node.tag}${attrs}>`);
      if (VOID.has(node.tag)) continue;
      serialize(node.children, options, out);
      out.push(`</${node.tag}>`);
    }
    // A shortcode nested inside other markup cannot become a component; it is dropped.
  }
}

/** Splits the top level at shortcodes; everything between them becomes one HTML string. */
export function bodySegments(nodes: readonly BodyNode[], options: SerializeOptions): BodySegment[] {
  const segments: BodySegment[] = [];
  let run: BodyNode[] = [];
  const flush = () => {
    const out: string[] = [];
    serialize(run, options, out);
    const html = out.join('').trim();
    if (html) segments.push({ type: 'html', html });
    run = [];
  };
  for (const node of nodes) {
    if (node.type === 'shortcode') {
      flush();
      segments.push(node);
    } else {
      run.push(node);
    }
  }
  flush();
  return segments;
}
