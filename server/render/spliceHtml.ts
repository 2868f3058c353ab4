/**
 * Puts the ready HTML strings back where the render left their tokens (shared/render/
 * splices.ts). Runs on each complete batch of React's HTML, so a token is never split between
 * two calls; an unknown index becomes nothing rather than leaking a token into the page.
 */
import type { HtmlSplices } from '../../shared/render/splices';
import { SPLICE_CLOSE, SPLICE_OPEN } from '../../shared/render/splices';

const CLOSE = Buffer.from(SPLICE_CLOSE);

/** `batch` with every token of `splices` replaced by its HTML, as the pieces to write in order. */
export function spliceHtml(batch: Buffer, splices: HtmlSplices): Array<Buffer | string> {
  const open = Buffer.from(`${SPLICE_OPEN}${splices.key}`);
  let at = batch.indexOf(open);
  if (at < 0) return [batch];
  const pieces: Array<Buffer | string> = [];
  let from = 0;
  while (at >= 0) {
    const start = at + open.length;
    const end = batch.indexOf(CLOSE, start);
    if (end < 0) break;
    if (at > from) pieces.push(batch.subarray(from, at));
    const html = splices.html(Number(batch.toString('latin1', start, end)));
    if (html) pieces.push(html);
    from = end + CLOSE.length;
    at = batch.indexOf(open, from);
  }
  if (from < batch.length) pieces.push(batch.subarray(from));
  return pieces;
}

/** `text` (HTML as a string) with every token of `splices` replaced by its HTML, as pieces appended to `out` in order. */
export function spliceText(text: string, splices: HtmlSplices, out: string[]): void {
  const open = `${SPLICE_OPEN}${splices.key}`;
  let from = 0;
  let at = text.indexOf(open);
  while (at >= 0) {
    const start = at + open.length;
    const end = text.indexOf(SPLICE_CLOSE, start);
    if (end < 0) break;
    if (at > from) out.push(text.slice(from, at));
    const html = splices.html(Number(text.slice(start, end)));
    if (html) out.push(html);
    from = end + SPLICE_CLOSE.length;
    at = text.indexOf(open, from);
  }
  if (from < text.length) out.push(from === 0 ? text : text.slice(from));
}
