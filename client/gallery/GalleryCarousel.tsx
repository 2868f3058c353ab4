'use client';
/**
 * The gallery's previous/next controls (issue 39 point 8, decision 123). The server renders the
 * whole gallery as one scroll-snap strip (its children), which swipes and follows the arrow keys
 * with no script; this island adds two buttons over the picture frame and the arrow keys anywhere
 * in the carousel, and opens a later gallery page's address at that page's first picture. The
 * buttons stay hidden until the island runs: without JavaScript they would do nothing. At either
 * end a button stays focusable (aria-disabled, not disabled), so keyboard focus is not lost.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

/** Quiet time after the last scroll event that counts as the end of a scroll where `scrollend` is missing. */
const SCROLL_SETTLE_MS = 150;

export interface GalleryCarouselProps {
  /** Pictures in the strip. */
  total: number;
  /** The picture (0-based) the address opens at: the first of its gallery page. */
  start: number;
  children: ReactNode;
}

function stripOf(root: HTMLElement | null): { strip: HTMLElement; items: HTMLElement[] } | null {
  const strip = root?.querySelector<HTMLElement>('.gallery-strip');
  if (!strip) return null;
  return { strip, items: [...strip.querySelectorAll<HTMLElement>('.gallery-item')] };
}

/** Where the strip's scroll stops for an item: its left edge against the strip's. */
function stopOf(strip: HTMLElement, item: HTMLElement): number {
  return item.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
}

/** The item whose stop is nearest the strip's scroll position. */
function shownIndex(strip: HTMLElement, items: HTMLElement[]): number {
  let best = 0;
  let distance = Infinity;
  items.forEach((item, index) => {
    const d = Math.abs(stopOf(strip, item) - strip.scrollLeft);
    if (d < distance) [best, distance] = [index, d];
  });
  return best;
}

export function GalleryCarousel({ total, start, children }: GalleryCarouselProps) {
  const root = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [shown, setShown] = useState(start);

  const go = useCallback((index: number, behavior: ScrollBehavior = 'smooth') => {
    const found = stripOf(root.current);
    const item = found?.items[index];
    if (!found || !item) return;
    found.strip.scrollTo({ left: stopOf(found.strip, item), behavior });
    setShown(index);
  }, []);

  useEffect(() => {
    const found = stripOf(root.current);
    if (!found) return;
    if (start > 0) go(start, 'instant');
    // Which picture shows once a scroll (a swipe, a key, a button) has settled; where `scrollend`
    // is missing (older Safari), a short pause in the scroll events stands in for it.
    const settled = () => setShown(shownIndex(found.strip, found.items));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const native = 'onscrollend' in window;
    const type = native ? 'scrollend' : 'scroll';
    const onScroll = native
      ? settled
      : () => {
          clearTimeout(timer);
          timer = setTimeout(settled, SCROLL_SETTLE_MS);
        };
    found.strip.addEventListener(type, onScroll, { passive: true });
    setReady(true);
    return () => {
      clearTimeout(timer);
      found.strip.removeEventListener(type, onScroll);
    };
  }, [go, start]);

  // The strip itself scrolls with the arrow keys when it has focus; elsewhere in the carousel (the buttons) they move here.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('.gallery-strip')) return;
    if (event.key === 'ArrowRight' && shown < total - 1) go(shown + 1);
    else if (event.key === 'ArrowLeft' && shown > 0) go(shown - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div className="gallery-carousel" ref={root} onKeyDown={onKeyDown}>
      {children}
      <div className="gallery-controls" hidden={!ready}>
        <button
          type="button"
          className="gallery-prev"
          aria-label="Previous picture"
          aria-disabled={shown <= 0}
          onClick={() => shown > 0 && go(shown - 1)}
        >
          <span aria-hidden="true">{'\u2039'}</span>
        </button>
        <button
          type="button"
          className="gallery-next"
          aria-label="Next picture"
          aria-disabled={shown >= total - 1}
          onClick={() => shown < total - 1 && go(shown + 1)}
        >
          <span aria-hidden="true">{'\u203a'}</span>
        </button>
      </div>
    </div>
  );
}
