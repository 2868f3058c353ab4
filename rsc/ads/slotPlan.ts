/**
 * Which slots of a page's ad layout appear, and where the injected ones go in the article body:
 * the layout's slots minus the disabled ones (001 §5), and each slot with a start interval,
 * repeat interval and limit planned into the body (001 §9). Slots are planned in layout order;
 * a later slot does not take an index an earlier one took.
 */
import type { Device } from '../../shared/requestState';
import type { BodyBlock } from './bodyBlocks';
import { UNLIMITED } from '../../shared/ads/constants';
import { planInjection } from './injection';
import { slotInjectionConfig } from './injectionConfig';
import type { AdLayout } from './layouts';
import type { AdSlot } from '../../shared/ads/slot';
import { injectionLimit, isSlotDelayed, isSlotDisabled } from '../../shared/ads/slot';

export interface PlacedSlot {
  slot: AdSlot;
  /** 1-based instance number of this slot on the page. */
  instance: number;
}

export interface InjectedSlot extends PlacedSlot {
  /** The slot goes after this body block. */
  afterIndex: number;
}

export interface SlotPlan {
  /** Slots outside the body (banners, rail, skybox, widgets). */
  fixed: PlacedSlot[];
  /** Slots inside the body, ascending by position. */
  injected: InjectedSlot[];
  /** Slots disabled at first render only for their delayed loading; the client loads them later (decision 019). */
  delayed: PlacedSlot[];
}

export function planSlots(layout: AdLayout, device: Device, blocks: readonly BodyBlock[]): SlotPlan {
  const fixed: PlacedSlot[] = [];
  const injected: InjectedSlot[] = [];
  const delayed: PlacedSlot[] = [];
  const taken = new Set<number>();
  for (const slot of layout.slots) {
    if (isSlotDelayed(slot, device) && !slot.injection) delayed.push({ slot, instance: 1 });
    if (isSlotDisabled(slot, device)) continue;
    if (!slot.injection) {
      fixed.push({ slot, instance: 1 });
      continue;
    }
    // Plan without the limit, drop taken indices, then apply the limit: a taken index does not use one up.
    const free = planInjection(blocks, slotInjectionConfig(slot.injection, UNLIMITED)).filter((i) => !taken.has(i));
    const limit = injectionLimit(slot, device);
    const indices = limit === UNLIMITED ? free : free.slice(0, Math.max(0, limit));
    indices.forEach((afterIndex, n) => {
      taken.add(afterIndex);
      injected.push({ slot, instance: n + 1, afterIndex });
    });
  }
  injected.sort((a, b) => a.afterIndex - b.afterIndex);
  return { fixed, injected, delayed };
}
