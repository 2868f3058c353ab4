/**
 * The article body as the injection planner sees it: a list of paragraph, heading and embed
 * blocks, each with an estimated length in characters (spec 001 §9: words × 4.7, 2.7 in mode B;
 * a fixed estimate per embed) — computed by rsc/content/contentLength.ts.
 */
import { embedLength, textLength, wordCount } from '../content/contentLength';
import type { LengthMode } from '../content/contentLength';
import type { BodyNode } from '../../shared/body/parseBody';
import { textOf } from '../../shared/body/parseBody';

export type BodyBlockKind = 'paragraph' | 'heading' | 'embed';

export interface BodyBlock {
  kind: BodyBlockKind;
  /** Estimated length in characters. */
  length: number;
  /** Plain text of the element (for "after an element containing text"). */
  text: string;
  /** Index of the top-level body node this block stands for (set by blocksFromNodes). */
  node?: number;
}

export function paragraphBlock(text: string, mode: LengthMode): BodyBlock {
  return { kind: 'paragraph', length: textLength(wordCount(text), mode), text };
}

export function headingBlock(text: string, mode: LengthMode): BodyBlock {
  return { kind: 'heading', length: textLength(wordCount(text), mode), text };
}

/** An embed by its shortcode name (chart, listicle, image, video, …); unknown ones count 0. */
export function embedBlock(shortcode: string, mode: LengthMode, text = ''): BodyBlock {
  return { kind: 'embed', length: embedLength(shortcode, mode), text };
}

const HEADINGS = new Set(['h2', 'h3', 'h4']);

/**
 * The top-level nodes of a parsed body (shared/body/parseBody.ts) as blocks: h2–h4 are headings,
 * shortcodes are embeds, figures count as image embeds, other elements and loose text are
 * paragraphs; whitespace-only text and `<br>` make no block. `node` keeps the node index so a
 * renderer can put a slot after that node.
 */
export function blocksFromNodes(nodes: readonly BodyNode[], mode: LengthMode): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  nodes.forEach((node, index) => {
    if (node.type === 'shortcode') blocks.push({ ...embedBlock(node.name, mode), node: index });
    else if (node.type === 'text') {
      if (node.text.trim() !== '') blocks.push({ ...paragraphBlock(node.text, mode), node: index });
    } else if (HEADINGS.has(node.tag)) blocks.push({ ...headingBlock(textOf(node.children), mode), node: index });
    else if (node.tag === 'figure') blocks.push({ ...embedBlock('image', mode, textOf(node.children)), node: index });
    else if (node.tag !== 'br') blocks.push({ ...paragraphBlock(textOf(node.children), mode), node: index });
  });
  return blocks;
}
