/**
 * Holds a view of live content that sits ABOVE what the reader may be reading (the pinned block
 * over the stream; decision 021, "The pinned block"): while the reader is at or above its start
 * (`anchor`'s top at or below the viewport's top), the view follows `latest`; once they have
 * scrolled past that start, it freezes as it was shown, so nothing the reader reads moves; it
 * follows again when they are back (scroll) or `release` is called (the "new updates" button).
 *
 * Where the reader is, is checked on scroll and resize (once per animation frame), and again
 * when a new value arrives, before it is painted: a scroll is reported with the next frame (in a
 * busy browser, later still), and a value arriving between a scroll past the start and that
 * report would otherwise be shown above the reader.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Whether the reader is away from the start of `element`: its top is above the viewport's top. */
export function isAwayFrom(element: Element | null): boolean {
  return (element?.getBoundingClientRect().top ?? 0) < 0;
}

export function useHeldWhileAway<T>(latest: T, anchor: () => Element | null): { shown: T; release: () => void } {
  const [held, setHeld] = useState<{ value: T } | null>(null);
  // What is shown while not held: the latest value of the last commit.
  const shownRef = useRef(latest);
  useEffect(() => {
    if (held === null) shownRef.current = latest;
  });

  // A new value while following: if the reader is already past the start, keep what was shown
  // (a layout effect: the re-render happens before the browser paints the new value). Not in the
  // commit of a release, which shows the latest value on purpose.
  const previousLatest = useRef(latest);
  const releasing = useRef(false);
  useLayoutEffect(() => {
    const changed = previousLatest.current !== latest;
    previousLatest.current = latest;
    const released = releasing.current;
    releasing.current = false;
    if (changed && !released && held === null && isAwayFrom(anchor())) setHeld({ value: shownRef.current });
  });

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const away = isAwayFrom(anchor());
      setHeld((current) => (away ? (current ?? { value: shownRef.current }) : null));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, [anchor]);

  const release = useCallback(() => {
    releasing.current = true;
    setHeld(null);
  }, []);
  return { shown: held === null ? latest : held.value, release };
}
