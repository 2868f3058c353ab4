/** A small HTML fragment (FAQ answer, listicle description) as safe HTML; shortcodes inside are dropped. */
import type { SerializeOptions } from './bodyHtml';
import { bodySegments } from './bodyHtml';
import { parseBody, textOf } from './parseBody';

export function fragmentHtml(html: string, options: SerializeOptions): string {
  return bodySegments(parseBody(html), options)
    .map((segment) => (segment.type === 'html' ? segment.html : ''))
    .join('');
}

export function fragmentText(html: string): string {
  return textOf(parseBody(html)).replace(/\s+/g, ' ').trim();
}
