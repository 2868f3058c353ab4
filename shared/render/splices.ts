/**
 * Ready HTML kept out of React's way (docs/decisions/025-render-less.md).
 *
 * An HTML page carries its large static parts — article body runs, structured data, the page
 * data block, cached static sections — as ready strings. For an HTML request the server
 * component does not put the string itself into the flight payload: it registers the string
 * here and puts a short token in its place. React then serialises, parses and renders only the
 * token; the server swaps each token in the finished HTML for its string (server/render/
 * spliceHtml.ts). The inline payload the browser hydrates from keeps the token: hydration never
 * compares `dangerouslySetInnerHTML`, and no client code re-renders these parts, so the body
 * text reaches the document once. RSC requests (client navigations, seamless articles) get
 * no table and so carry the strings themselves.
 *
 * A token is U+E000, the table's key, the index, U+E001: private-use characters that the
 * table's random key makes impossible to forge from content.
 */
export const SPLICE_OPEN = '\uE000';
export const SPLICE_CLOSE = '\uE001';

export interface HtmlSplices {
  /** The token standing for `html` in this request's render. */
  token(html: string): string;
  /** The string of token number `index`, or undefined. */
  html(index: number): string | undefined;
  /** The characters between SPLICE_OPEN and the index. */
  readonly key: string;
  /** Ready HTML for the end of the document head (shared/render/headTags.ts); the last call wins. */
  head(html: string): void;
  /** What `head` was given, if anything. */
  headHtml(): string | undefined;
  /**
   * Asks for a script at the end of the head (written with the request's nonce), for a page that
   * renders something it needs, e.g. the analytics preamp (decision 073); each text once.
   */
  headScript(text: string): void;
  /** The scripts asked for, in order ('' when none). */
  headScripts(): string;
}

export function createHtmlSplices(key: string): HtmlSplices {
  const parts: string[] = [];
  let head: string | undefined;
  const scripts: string[] = [];
  return {
    key,
    token(html) {
      return `${SPLICE_OPEN}${key}${parts.push(html) - 1}${SPLICE_CLOSE}`;
    },
    html: (index) => parts[index],
    head(html) {
      head = html;
    },
    headHtml: () => head,
    headScript(text) {
      if (!scripts.includes(text)) scripts.push(text);
    },
    headScripts: () => scripts.join(''),
  };
}
