/**
 * Server-rendered ad slots: the client islands (client/ads/AdSlot.tsx, DelayedAdSlot.tsx) with
 * everything worked out here — the page's targeting (page keys; pos and the query overrides,
 * which win, are applied per slot), the id scope on a seamless page, the slot definitions with
 * their reserved minimum heights — sent in the wire form of shared/ads/slotWire.ts. The page's
 * part and the slot definitions go once per page view, in the AdPage island around the page
 * (`AdPageScope`, as one JSON text: shared/render/jsonText.ts); each slot island gets its name and instance. Slots are keyed by the page
 * view, so a client navigation never hands one page's slot to the next page.
 */
import { hash } from 'node:crypto';
import type { ReactNode } from 'react';
import { AdPage } from '../../../client/ads/AdPage';
import { AdSlot as AdSlotIsland } from '../../../client/ads/AdSlot';
import type { AdSlot as AdSlotDefinition } from '../../../shared/ads/slot';
import { isSlotDisabled } from '../../../shared/ads/slot';
import type { PlacedSlot } from '../../ads/slotPlan';
import type { AdPageSlots } from '../../../shared/ads/slotWire';
import { toJsonText } from '../../../shared/render/jsonText';
import type { JsonText } from '../../../shared/render/jsonText';
import type { PageAds } from './pageAds';

const pageWires = new WeakMap<PageAds, { wire: JsonText<AdPageSlots>; markupKey: string }>();
/** Each slot definition's JSON digest: the definitions are the layouts' own objects, the same on every render. */
const slotDigests = new WeakMap<AdSlotDefinition, string>();

/** What a set of slot definitions gives every page that has it: their JSON and their digest. */
interface SlotSet {
  json: string;
  digest: string;
}

/**
 * Slot sets by the names and digests of their definitions: a few per layout and device, so
 * bounded by a small count (cleared when full). Each page used to stringify and hash its
 * definitions again.
 */
const slotSets = new Map<string, SlotSet>();
const MAX_SLOT_SETS = 256;

/** The JSON of the slot definitions and a digest of them (with the id scope, all the slots' server markup reads). */
function slotSet(slots: Record<string, AdSlotDefinition>): SlotSet {
  let joined = '';
  for (const name of Object.keys(slots)) {
    const slot = slots[name]!;
    let digest = slotDigests.get(slot);
    if (digest === undefined) {
      digest = hash('sha1', JSON.stringify(slot), 'base64');
      slotDigests.set(slot, digest);
    }
    joined += `|${JSON.stringify(name)}:${digest}`;
  }
  let set = slotSets.get(joined);
  if (set === undefined) {
    if (slotSets.size >= MAX_SLOT_SETS) slotSets.clear();
    set = { json: JSON.stringify(slots), digest: hash('sha1', joined, 'base64') };
    slotSets.set(joined, set);
  }
  return set;
}

/** The page's slot set, made once per slots arrays (shared per layout and device, pageAds.ts). */
const slotSetsByArrays = new WeakMap<readonly PlacedSlot[], WeakMap<readonly PlacedSlot[], SlotSet>>();

function slotSetOf(ads: PageAds): SlotSet {
  let byDelayed = slotSetsByArrays.get(ads.fixed);
  if (byDelayed === undefined) slotSetsByArrays.set(ads.fixed, (byDelayed = new WeakMap()));
  let set = byDelayed.get(ads.delayed);
  if (set === undefined) byDelayed.set(ads.delayed, (set = slotSet(pageSlots(ads))));
  return set;
}

/** The definitions of the slots this page may show: the fixed and delayed ones, and those injected into a body. */
function pageSlots(ads: PageAds): Record<string, AdSlotDefinition> {
  const slots: Record<string, AdSlotDefinition> = {};
  for (const { slot } of [...ads.fixed, ...ads.delayed]) slots[slot.name] = slot;
  for (const slot of ads.layout.slots) if (slot.injection && !isSlotDisabled(slot, ads.device)) slots[slot.name] = slot;
  return slots;
}

/**
 * What the page gives its slots, worked out once per page render, as the JSON text the AdPage
 * island takes; and its markup key (shared/render/markupKey.ts): the slots' server markup reads
 * their definitions and the id scope, never the targeting, so pages that differ only in targeting
 * (every article, every A/B bucket) share the slots' markup in the HTML writer's cache.
 */
export function adPageWire(ads: PageAds): { wire: JsonText<AdPageSlots>; markupKey: string } {
  let known = pageWires.get(ads);
  if (!known) {
    const slots = slotSetOf(ads);
    const page: AdPageSlots['page'] = {
      targeting: ads.targeting,
      overrides: ads.overrides,
      categories: ads.categories,
      region: ads.region,
      scope: ads.scope,
      viewUrl: ads.viewUrl,
      adServerUrl: ads.adServerUrl,
      collectUrl: ads.collectUrl,
    };
    // The text of `{ page, slots }`, with the definitions' JSON made once per set.
    const wire = `{"page":${toJsonText(page)},"slots":${slots.json}}` as JsonText<AdPageSlots>;
    known = { wire, markupKey: `${ads.scope}|${slots.digest}` };
    pageWires.set(ads, known);
  }
  return known;
}

/** Wraps a page view whose ad slots are inside `children`; only the children when the page shows no ads. */
export function AdPageScope({ ads, children }: { ads: PageAds | null; children: ReactNode }) {
  if (!ads) return children;
  const { wire, markupKey } = adPageWire(ads);
  return (
    <AdPage wire={wire} markupKey={markupKey}>
      {children}
    </AdPage>
  );
}

export function AdSlot({ ads, placed }: { ads: PageAds; placed: PlacedSlot }) {
  return <AdSlotIsland key={ads.pageKey} name={placed.slot.name} instance={placed.instance} />;
}
