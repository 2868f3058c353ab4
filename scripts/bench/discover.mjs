/**
 * Finds what to measure on the running site: the links of the front door's content cards
 * (`.cards .card a`), of which the first that looks like an article path is benchmarked.
 * A small tag scanner is enough for server-rendered markup; no DOM library is needed.
 */

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title']);
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
const ATTRIBUTE = /(?:^|\s)([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

/**
 * `/{section}/{topic}?/{slug}/` for the article sections — lowercase hyphenated words, like the
 * route table's articles. Galleries, videos and reviews are cards too, but not what the article
 * budget is about.
 */
const ARTICLE_PATH = /^\/(?:news|tech|home|culture|science|health)\/(?:[a-z0-9-]+\/)?[a-z0-9]+(?:-[a-z0-9]+)*\/$/;

function decodeEntities(text) {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attributesOf(source) {
  const attributes = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    attributes[match[1].toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

const hasClass = (element, name) => element.classes.includes(name);

/** Is there a `.card` inside a `.cards` among the open elements? */
function insideCardsCard(stack) {
  const cards = stack.findIndex((element) => hasClass(element, 'cards'));
  return cards !== -1 && stack.slice(cards + 1).some((element) => hasClass(element, 'card'));
}

/** Every `href` of an `<a>` matched by the selector `.cards .card a`, in document order. */
export function cardLinks(html) {
  const lower = html.toLowerCase();
  const stack = [];
  const hrefs = [];
  TAG.lastIndex = 0;
  let match;
  while ((match = TAG.exec(html)) !== null) {
    const [whole, closing, rawName, rawAttributes] = match;
    if (!rawName) continue; // comment
    const name = rawName.toLowerCase();
    if (closing) {
      const open = stack.findLastIndex((element) => element.name === name);
      if (open !== -1) stack.length = open;
      continue;
    }
    const attributes = attributesOf(rawAttributes ?? '');
    if (name === 'a' && attributes.href !== undefined && insideCardsCard(stack)) hrefs.push(attributes.href);
    if (RAW_TEXT_ELEMENTS.has(name)) {
      const end = lower.indexOf(`</${name}`, TAG.lastIndex);
      TAG.lastIndex = end === -1 ? html.length : end;
      continue;
    }
    const selfClosing = whole.endsWith('/>');
    if (!VOID_ELEMENTS.has(name) && !selfClosing) {
      stack.push({ name, classes: (attributes.class ?? '').split(/\s+/).filter(Boolean) });
    }
  }
  return hrefs;
}

/**
 * Card links that look like article pages, as paths (query kept) to ask our server for. Cards
 * may carry absolute URLs on the public site origin; only the path matters here.
 */
export function articleCandidates(html, origin) {
  const paths = [];
  for (const href of cardLinks(html)) {
    let url;
    try {
      url = new URL(href, origin);
    } catch {
      continue;
    }
    if (!url.protocol.startsWith('http') || !ARTICLE_PATH.test(url.pathname)) continue;
    const path = url.pathname + url.search;
    if (!paths.includes(path)) paths.push(path);
  }
  return paths;
}
