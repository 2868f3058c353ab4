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

type RawHtmlProps<T extends keyof JSX.IntrinsicElements> = { as: T; html: string } & Omit<JSX.IntrinsicElements[T], 'dangerouslySetInnerHTML' | 'children'>;

export function RawHtml<T extends keyof JSX.IntrinsicElements>(props: RawHtmlProps<T>) {
  const splices = renderingStatic ? undefined : renderSplices().current;
  const { as, html } = props;
  const content = splices && html.length >= SPLICE_MIN_LENGTH ? splices.token(html) : html;
  // The element's props made in one object and handed to React as they are (jsx() keeps a props
  // object without a key): a page has dozens of these, and a rest pattern plus a spread copied
  // each one's props twice (~1.5% of an uncached article).
  const attributes: Record<string, unknown> = {};
  for (const name in props) if (name !== 'as' && name !== 'html' && name !== 'key') attributes[name] = props[name as keyof typeof props];
  attributes.dangerouslySetInnerHTML = { __html: content };
  return jsx(as as keyof JSX.IntrinsicElements, attributes);
}
