/**
 * A host element whose children are static markup rendered once per content object and
 * variant (server/render/segmentCache.ts), then carried as one ready string (RawHtml): React
 * serialises, parses and renders one element instead of the whole subtree.
 */
import type { JSX, ReactNode } from 'react';
import type { SegmentRenderer } from '../../shared/render/contract';
import { RawHtml, withoutSplices } from './RawHtml';

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

export function StaticHtml<T extends keyof JSX.IntrinsicElements>({ as, segments, owner, variant, render, ...attributes }: StaticHtmlProps<T>) {
  const html = withoutSplices(() => segments.html(owner, variant, render));
  const Tag = RawHtml as (props: Record<string, unknown>) => ReactNode;
  return <Tag as={as} {...attributes} html={html} />;
}
