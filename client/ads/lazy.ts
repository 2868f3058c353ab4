/**
 * Lazy loading of ad slots (spec 001 §9 ad settings: "lazy-load margin 200% 0px"): a slot loads
 * once it comes within two viewport heights of the viewport. Returns a cancel function.
 */
import { AD_LAZY_LOAD_MARGIN } from '../../shared/ads/constants';

export function whenNear(element: Element, run: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    run();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: AD_LAZY_LOAD_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
