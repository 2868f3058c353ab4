/**
 * A host element whose children are static markup rendered once per content object and
 * variant (server/render/segmentCache.ts), then carried as one ready string (RawHtml): React
 * serialises, parses and renders one element instead of the whole subtree.
 */
import type { JSX, ReactNode } from 'react';
import type { SegmentRenderer } from '../../shared/render/contract';
import { rawHtmlElement, withoutSplices } from './RawHtml';

type StaticHtmlProps<T extends keyof JSX.IntrinsicElements> = {
  as: T;
  segments: SegmentRenderer;
  /** The content object the children are made from. */
  owner: object;
  /** Everything else the children depend on. */
  variant: string;
  /** The children, static: no client components, nothing that varies outside `variant`. */
  render: () => ReactNode;
} & Omit<JSX.IntrinsicElements[T], 'dangerouslySetInnerHTML' | 'children'>;

/** StaticHtml's own props: everything else is the element's attributes. */
const STATIC_HTML_OWN = new Set(['as', 'segments', 'owner', 'variant', 'render', 'key']);

export function StaticHtml<T extends keyof JSX.IntrinsicElements>(props: StaticHtmlProps<T>) {
  const { segments, owner, variant, render } = props;
  const html = withoutSplices(() => segments.html(owner, variant, render));
  // The host element at once (what RawHtml would return, in the same render), without copying
  // the props into a rest object and again into RawHtml's.
  return rawHtmlElement(props.as, html, props, STATIC_HTML_OWN);
}
