/**
 * The table of contents (spec 000 §5, 001 §9): 'In this article:' above the body, one item per
 * top-level heading of the header type (h2 by default); ids toc-{contentId}-item-{n} for the
 * best-list redesign, else toc-item-{n}. Headings get the item's id so the links land.
 */
import type { BodyNode, BodyTag } from '../../shared/body/parseBody';
import { textOf } from '../../shared/body/parseBody';

export const TOC_TITLE = 'In this article:';
export const DEFAULT_TOC_HEADER: BodyTag = 'h2';
/** Fewer headings than this show no table of contents. */
export const TOC_MIN_ITEMS = 2;
/** n of the first item. */
export const TOC_FIRST_INDEX = 1;

/** Spec 001 §3 "Image": a table-of-contents item has id, title, itemIndex, tocId, deactivated. */
export interface TocItem {
  id: string;
  title: string;
  itemIndex: number;
  tocId: string;
  deactivated: boolean;
}

export interface TocOptions {
  contentId: string;
  bestListRedesign?: boolean;
  header?: BodyTag;
}

export function tocId(n: number, options: Pick<TocOptions, 'contentId' | 'bestListRedesign'>): string {
  return options.bestListRedesign ? `toc-${options.contentId}-item-${n}` : `toc-item-${n}`;
}

/** Items for the headings, and the nodes with those headings' ids set (a new array; input untouched). */
export function withToc(nodes: readonly BodyNode[], options: TocOptions): { nodes: BodyNode[]; items: TocItem[] } {
  const header = options.header ?? DEFAULT_TOC_HEADER;
  const items: TocItem[] = [];
  const out = nodes.map((node): BodyNode => {
    if (node.type !== 'element' || node.tag !== header) return node;
    const title = textOf(node.children).trim();
    if (!title) return node;
    const itemIndex = items.length + TOC_FIRST_INDEX;
    const id = tocId(itemIndex, options);
    items.push({ id, title, itemIndex, tocId: id, deactivated: false });
    return { ...node, attrs: { ...node.attrs, id } };
  });
  return { nodes: out, items: items.length >= TOC_MIN_ITEMS ? items : [] };
}
