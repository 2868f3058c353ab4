/**
 * A host element whose content is ready HTML. For an HTML request the string travels beside
 * the render as a splice (shared/render/splices.ts) and React only sees a token; for an RSC
 * request the string is in the payload, since the client renders it there.
 */
import { cache } from 'react';
import { jsx } from 'react/jsx-runtime';
import type { JSX } from 'react';
import type { HtmlSplices } from '../../shared/render/splices';

/** Below this many characters a token saves nothing. */
const SPLICE_MIN_LENGTH = 96;

const renderSplices = cache((): { current?: HtmlSplices } => ({}));

/** True while static markup is being rendered for the segment cache: it must hold no tokens. */
let renderingStatic = false;

/** Runs `render` (synchronous) so that RawHtml inside it writes its strings, never tokens. */
export function withoutSplices<T>(render: () => T): T {
  const outer = renderingStatic;
  renderingStatic = true;
  try {
    return render();
  } finally {
    renderingStatic = outer;
  }
}

/** This render's splice table: set for an HTML request, undefined for an RSC payload. */
export function currentSplices(): HtmlSplices | undefined {
  return renderingStatic ? undefined : renderSplices().current;
}

/** Called once by the root component: this render's splice table, if it has one. */
export function setRenderSplices(splices: HtmlSplices | undefined): void {
  renderSplices().current = splices;
}

type RawHtmlProps<T extends keyof JSX.IntrinsicElements> = { as: T; html: string } & Omit<
  JSX.IntrinsicElements[T],
  'dangerouslySetInnerHTML' | 'children'
>;

/** RawHtml's own props: everything else is the element's attributes. */
const RAW_HTML_OWN = new Set(['as', 'html', 'key']);

/**
 * The host element `as` with `html` as its content (a splice token when this render has a splice
 * table and the string is long enough) and every defined prop of `props` not in `own` as an attribute.
 * The element's props are made in one object and handed to React as they are (jsx() keeps a props
 * object without a key): a page has dozens of these, and a rest pattern plus a spread copied each
 * one's props twice (~1.5% of an uncached article).
 */
export function rawHtmlElement(as: keyof JSX.IntrinsicElements, html: string, props: object, own: ReadonlySet<string>) {
  const splices = renderingStatic ? undefined : renderSplices().current;
  const content = splices && html.length >= SPLICE_MIN_LENGTH ? splices.token(html) : html;
  const attributes: Record<string, unknown> = {};
  for (const name in props) {
    const value = (props as Record<string, unknown>)[name];
    // An undefined attribute is no attribute: the payload need not carry it.
    if (value !== undefined && !own.has(name)) attributes[name] = value;
  }
  attributes.dangerouslySetInnerHTML = { __html: content };
  return jsx(as, attributes);
}

export function RawHtml<T extends keyof JSX.IntrinsicElements>(props: RawHtmlProps<T>) {
  return rawHtmlElement(props.as, props.html, props, RAW_HTML_OWN);
}
