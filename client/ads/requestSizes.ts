/**
 * The sizes a slot asks the ad server for, so the creative never moves the page (issue 5:
 * "ads reserve their space (cumulative layout shift under 0.01)"). The box reserves the slot's
 * minimum height (001 §3: 90 or 250 px) before anything loads; a creative taller than that would
 * push the content below it down, and one wider than the box would overflow it. So a slot asks
 * only for its active sizes (001 §9 disabled list applied) that fit the box (decision 019).
 * A widget slot without sizes of its own (adSense, taboola) fills its box: box width × minimum
 * height. No fitting size → no ad units (001 §8: "No ad units: load aborted with a warning").
 */
import type { AdSlotType } from '../../shared/ads/constants';
import type { AdSize } from '../../shared/ads/slot';
import { activeSizes } from '../../shared/ads/slot';

/** The widest fluid creative we ask for (our choice: the widest display size of the layouts). */
export const MAX_FLUID_WIDTH = 970;

export function requestSizes(
  slot: { type: AdSlotType; sizes: readonly AdSize[]; minHeight: number },
  boxWidth: number,
): AdSize[] {
  const width = Number.isFinite(boxWidth) ? Math.floor(boxWidth) : 0;
  if (width <= 0) return [];
  if (slot.sizes.length === 0) return [[Math.min(width, MAX_FLUID_WIDTH), slot.minHeight]];
  return activeSizes(slot).filter(([w, h]) => w <= width && h <= slot.minHeight);
}
