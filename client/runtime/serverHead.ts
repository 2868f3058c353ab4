/**
 * The page's metadata tags (description, canonical, Open Graph...) that the server wrote into
 * the head of the opened page beside React (shared/render/headTags.ts, decision 025). React does
 * not own them; from the first client navigation on, React renders each page's tags itself, so
 * the server-written ones are dropped then, once.
 */
import { PAGE_META_SELECTOR } from '../../shared/render/headTags';

let dropped = false;

/** Removes the opened page's server-written metadata; a no-op after the first call. */
export function dropServerHeadTags(head: ParentNode = document.head): void {
  if (dropped) return;
  dropped = true;
  for (const element of Array.from(head.querySelectorAll(PAGE_META_SELECTOR))) element.remove();
}
