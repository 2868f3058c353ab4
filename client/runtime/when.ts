/**
 * When an island starts its work. Every island under client/ says which moment it waits for:
 * - `now`: as soon as it hydrates (consent manager, device watcher);
 * - `idle`: when the browser is idle after hydration, at most IDLE_TIMEOUT_MS later (tracking,
 *   live updates, script loading that is not urgent);
 * - `visible`: when its element comes near the viewport (ads, video, seamless next article).
 * The whole document hydrates at once (it is one React root), so the moment gates the island's
 * effects and any lazily imported code, not React's hydration itself.
 */
import { startTransition, useEffect, useState } from 'react';
import type { RefObject } from 'react';

export type HydrationMoment = 'now' | 'idle' | 'visible';

/** Upper bound on waiting for idle, so a busy page still starts its idle islands. */
export const IDLE_TIMEOUT_MS = 2000;
/** How far outside the viewport a `visible` island already starts. */
export const VISIBLE_ROOT_MARGIN = '200px 0px';

/** Calls `start` once at the moment; returns a cancel function. */
export function whenMoment(moment: HydrationMoment, start: () => void, element?: Element | null): () => void {
  if (moment === 'now') {
    start();
    return () => {};
  }
  if (moment === 'idle') {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(start, 1);
    return () => window.clearTimeout(timer);
  }
  if (!element || typeof IntersectionObserver !== 'function') {
    start();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        start();
      }
    },
    { rootMargin: VISIBLE_ROOT_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** React form: false until the moment has come (then true for good). */
export function useMoment(moment: HydrationMoment, ref?: RefObject<Element | null>): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (reached) return;
    // What the island renders once started is never urgent: a transition renders it in slices.
    return whenMoment(moment, () => startTransition(() => setReached(true)), ref?.current);
  }, [moment, ref, reached]);
  return reached;
}
