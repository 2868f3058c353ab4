/**
 * A server-rendered ad slot: the client island (client/ads/AdSlot.tsx) with everything worked
 * out here — element attributes (001 §3), ids unique on a seamless page, the reserved minimum
 * height, and the slot's targeting (page keys, pos, then the query overrides, which win). Keyed
 * by the page view, so a client navigation never hands one page's slot to the next page.
 */
import { AdSlot as AdSlotIsland } from '../../../client/ads/AdSlot';
import type { AdSlotProps } from '../../../client/ads/AdSlot';
import type { PlacedSlot } from '../../../shared/ads/slotPlan';
import { slotContainerId, slotDivId, slotElementAttributes } from '../../../shared/ads/slot';
import { slotTargeting } from '../../../shared/ads/targeting';
import type { PageAds } from './pageAds';

/** The island props of a placed slot (also used by the delayed slot, rsc/components/ads/AdSlots.tsx). */
export function slotIslandProps(ads: PageAds, { slot, instance }: PlacedSlot): AdSlotProps {
  return {
    name: slot.name,
    type: slot.type,
    sizes: slot.sizes.map(([w, h]) => [w, h] as const),
    minHeight: slot.minHeight,
    divId: slotDivId(slot.name, instance, ads.scope),
    containerId: slotContainerId(slot.name, instance, ads.scope),
    attributes: slotElementAttributes(slot, instance, ads.scope),
    targeting: { ...ads.targeting, ...slotTargeting(slot.name, instance), ...ads.overrides },
    categories: ads.categories,
    region: ads.region,
    scope: ads.scope,
    viewUrl: ads.viewUrl,
    adServerUrl: ads.adServerUrl,
    collectUrl: ads.collectUrl,
  };
}

export function AdSlot({ ads, placed }: { ads: PageAds; placed: PlacedSlot }) {
  return <AdSlotIsland key={ads.pageKey} {...slotIslandProps(ads, placed)} />;
}
