/**
 * A server-rendered ad slot: the client island (client/ads/AdSlot.tsx) with everything worked
 * out here — the page's targeting (page keys; pos and the query overrides, which win, are
 * applied per slot), the id scope on a seamless page, the slot definition with its reserved
 * minimum height — sent in the wire form of shared/ads/slotWire.ts: one page object shared by
 * all the page's slots. Keyed by the page view, so a client navigation never hands one page's
 * slot to the next page.
 */
import { AdSlot as AdSlotIsland } from '../../../client/ads/AdSlot';
import type { PlacedSlot } from '../../../shared/ads/slotPlan';
import type { AdPageWire, AdSlotWire } from '../../../shared/ads/slotWire';
import type { PageAds } from './pageAds';

const pageWires = new WeakMap<PageAds, AdPageWire>();

/** The page's part of its slots' props: the same object for every slot, so the payload carries it once. */
function pageWire(ads: PageAds): AdPageWire {
  let wire = pageWires.get(ads);
  if (!wire) {
    wire = {
      targeting: ads.targeting,
      overrides: ads.overrides,
      categories: ads.categories,
      region: ads.region,
      scope: ads.scope,
      viewUrl: ads.viewUrl,
      adServerUrl: ads.adServerUrl,
      collectUrl: ads.collectUrl,
    };
    pageWires.set(ads, wire);
  }
  return wire;
}

/** The island props of a placed slot (also used by the delayed slot, rsc/components/ads/AdSlots.tsx). */
export function slotIslandProps(ads: PageAds, { slot, instance }: PlacedSlot): AdSlotWire {
  return { page: pageWire(ads), slot, instance };
}

export function AdSlot({ ads, placed }: { ads: PageAds; placed: PlacedSlot }) {
  return <AdSlotIsland key={ads.pageKey} {...slotIslandProps(ads, placed)} />;
}
