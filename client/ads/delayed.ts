/**
 * When a delayed slot loads, and what it may ask for (decision 019). Spec 001 §5 disables a slot
 * "if delayed loading is configured", so the server renders nothing for it; the spec leaves open
 * when "later" is. Ours: once the page has loaded and the reader has scrolled at least half a
 * viewport (a reader who engages with the page, not one who bounces), then when the browser is
 * idle and only with targeting consent. The delayed slot (the interstitial) is shown as an
 * overlay, so it never moves the page; it asks only for sizes that fit the viewport with a margin.
 */
import type { AdSlotType } from '../../shared/ads/constants';
import type { AdSize } from '../../shared/ads/slot';
import { activeSizes } from '../../shared/ads/slot';

/** Our choice: the delayed slot is due once the reader has scrolled this many viewport heights. */
export const DELAYED_AD_SCROLL_VIEWPORTS = 0.5;
/** Our choice: room the overlay keeps free around its creative (close bar, page edges), in px. */
export const INTERSTITIAL_MARGIN_PX = 64;

/** Has the reader scrolled far enough for the delayed slot? Bad numbers never make it due. */
export function delayedAdDue(scrollY: number, viewportHeight: number): boolean {
  if (!Number.isFinite(scrollY) || !Number.isFinite(viewportHeight) || viewportHeight <= 0) return false;
  return scrollY >= viewportHeight * DELAYED_AD_SCROLL_VIEWPORTS;
}

/** The overlay's sizes: the slot's active sizes (001 §9 disabled list) that fit the viewport. */
export function interstitialSizes(
  slot: { type: AdSlotType; sizes: readonly AdSize[] },
  viewportWidth: number,
  viewportHeight: number,
): AdSize[] {
  if (!Number.isFinite(viewportWidth) || !Number.isFinite(viewportHeight)) return [];
  const width = viewportWidth - INTERSTITIAL_MARGIN_PX;
  const height = viewportHeight - 2 * INTERSTITIAL_MARGIN_PX;
  return activeSizes(slot).filter(([w, h]) => w <= width && h <= height);
}
