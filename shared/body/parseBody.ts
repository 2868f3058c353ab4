/**
 * Article bodies arrive as HTML with `<shortcode type="..." data='...'>` elements
 * (docs/upstream-api.md). This reads them into a small tree of the elements we render; any
 * other tag is dropped with its text kept, and only safe attributes survive, so the body can
 * never inject script, style or event handlers.
 */
export type BodyNode =
  | { type: 'text'; text: string }
  | { type: 'element'; tag: BodyTag; attrs: Record<string, string>; children: BodyNode[] }
  | { type: 'shortcode'; name: string; data: string };

export const BODY_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'blockquote',
  'br',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;
export type BodyTag = (typeof BODY_TAGS)[number];

const ALLOWED = new Set<string>(BODY_TAGS);
const VOID = new Set(['br', 'img', 'hr', 'wbr', 'input', 'meta', 'link', 'source']);
/** Whose content is never text for the reader. */
const DROP_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'template', 'noscript']);
const TOKEN =
  /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s/>"'=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>|([^<]+|<)/g;
const ATTR = /([^\s/>"'=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos|nbsp|#39);/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name] ?? whole;
  });
}

function readAttrs(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(ATTR)) {
    const name = match[1]!.toLowerCase();
    attrs[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attrs;
}

/** http(s), mailto and site-relative links only. */
export function safeHref(href: string | undefined): string | undefined {
  if (!href) return undefined;
  const trimmed = href.trim();
  if (
    /^(https?:|mailto:)/i.test(trimmed) ||
    (trimmed.startsWith('/') && !trimmed.startsWith('//')) ||
    trimmed.startsWith('#')
  )
    return trimmed;
  return undefined;
}

function keptAttrs(tag: BodyTag, attrs: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  if (tag === 'a') {
    const href = safeHref(attrs.href);
    if (href) kept.href = href;
  }
  if ((tag === 'h2' || tag === 'h3') && attrs.id && /^[A-Za-z][\w-]{0,80}$/.test(attrs.id)) kept.id = attrs.id;
  if ((tag === 'td' || tag === 'th') && attrs.colspan && /^[1-9]$/.test(attrs.colspan)) kept.colspan = attrs.colspan;
  return kept;
}

export function parseBody(html: string): BodyNode[] {
  const root: BodyNode[] = [];
  const stack: Array<{ tag: string; children: BodyNode[] }> = [{ tag: '#root', children: root }];
  let dropDepth = 0;
  const top = () => stack[stack.length - 1]!;

  for (const match of html.matchAll(TOKEN)) {
    const [whole, closing, rawTag, rawAttrs = '', selfClosing, text] = match;
    if (text !== undefined) {
      if (dropDepth === 0) top().children.push({ type: 'text', text: decodeEntities(text) });
      continue;
    }
    if (!rawTag) continue; // a comment
    const tag = rawTag.toLowerCase();
    if (DROP_CONTENT.has(tag)) {
      if (!selfClosing) dropDepth += closing ? -1 : 1;
      dropDepth = Math.max(dropDepth, 0);
      continue;
    }
    if (dropDepth > 0) continue;
    if (tag === 'shortcode') {
      if (!closing) {
        const attrs = readAttrs(rawAttrs);
        if (attrs.type) top().children.push({ type: 'shortcode', name: attrs.type, data: attrs.data ?? '' });
      }
      continue;
    }
    if (!ALLOWED.has(tag)) continue; // unknown tag: its text stays in place
    if (closing) {
      const at = stack.findLastIndex((entry) => entry.tag === tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const node: BodyNode = {
      type: 'element',
      tag: tag as BodyTag,
      attrs: keptAttrs(tag as BodyTag, readAttrs(rawAttrs)),
      children: [],
    };
    top().children.push(node);
    if (!selfClosing && !VOID.has(tag) && whole) stack.push({ tag, children: node.children });
  }
  return root;
}

/** The plain text of a node list (for headings, word counts, descriptions). */
export function textOf(nodes: readonly BodyNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') out += node.text;
    else if (node.type === 'element') out += textOf(node.children);
  }
  return out;
}
