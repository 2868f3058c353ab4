/**
 * What the server sends an ad slot island, and what the island works out from it in the
 * browser (decision 025). The page's part (targeting, overrides, categories, region, scope,
 * service URLs) and the slot definitions are sent once per page view (AdPageSlots, given by the
 * AdPage island); each slot island gets only its name and instance (AdSlotRef). The ids, the element
 * attributes of 001 §3 and the slot's targeting are derived here, the same way on both sides.
 */
import type { AdSlotType } from './constants';
import type { AdSize, AdSlot } from './slot';
import { slotContainerId, slotDivId, slotElementAttributes } from './slot';
import type { AdTargeting } from './targeting';
import { slotTargeting } from './targeting';

/** The page's part of every slot's props: one object per page render. */
export interface AdPageWire {
  /** Page targeting without the query overrides (applied per slot, after pos). */
  targeting: AdTargeting;
  overrides: Readonly<Record<string, string>>;
  categories: readonly string[];
  region: string;
  /** '' on the page the reader opened, s{n} on the n-th seamless article. */
  scope: string;
  /** Address of the view the slot belongs to: its vguid is that page view's guid (client/tracking/viewState.ts). */
  viewUrl: string;
  adServerUrl: string;
  collectUrl: string;
}

export interface AdSlotWire {
  page: AdPageWire;
  slot: AdSlot;
  instance: number;
}

/** What a page view gives its slots once (client/ads/AdPage.tsx): the page, and the definitions of the slots it may show, by name. */
export interface AdPageSlots {
  page: AdPageWire;
  slots: Readonly<Record<string, AdSlot>>;
}

/** What each slot island gets: which slot of its page it is. */
export interface AdSlotRef {
  name: string;
  instance: number;
}

/** A slot as the island uses it. */
export interface AdSlotProps {
  name: string;
  type: AdSlotType;
  sizes: AdSize[];
  /** 90 or 250 (001 §3), reserved by the server render. */
  minHeight: number;
  divId: string;
  containerId: string;
  /** 001 §3 element attributes (data-slot-name, data-instance, ...). */
  attributes: Record<string, string>;
  /** Page and slot targeting, overrides applied; vguid is added by the island. */
  targeting: AdTargeting;
  categories: string[];
  region: string;
  scope: string;
  viewUrl: string;
  adServerUrl: string;
  collectUrl: string;
}

export function slotProps({ page, slot, instance }: AdSlotWire): AdSlotProps {
  return {
    name: slot.name,
    type: slot.type,
    sizes: slot.sizes.map(([w, h]) => [w, h] as const),
    minHeight: slot.minHeight,
    divId: slotDivId(slot.name, instance, page.scope),
    containerId: slotContainerId(slot.name, instance, page.scope),
    attributes: slotElementAttributes(slot, instance, page.scope),
    // Page keys, then pos, then the query overrides, which win.
    targeting: { ...page.targeting, ...slotTargeting(slot.name, instance), ...page.overrides },
    categories: [...page.categories],
    region: page.region,
    scope: page.scope,
    viewUrl: page.viewUrl,
    adServerUrl: page.adServerUrl,
    collectUrl: page.collectUrl,
  };
}
