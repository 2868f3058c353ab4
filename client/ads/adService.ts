/**
 * The ad service in the browser (spec 001 §4: "Ad services start uninitialized. Initialisation
 * happens once; load waits for the bidding framework queue"). The ad library is a third-party
 * script that the consent-gated script loader inserts after targeting consent (tag 'ad-library');
 * the service never inserts it. It waits for the library with the wait-for-service helper (001 §8:
 * every 500 ms, up to 30 times), then initialises it once with the ad server URL the page passed
 * in. Commands go through the library's queue (shared/ads/library.ts).
 */
import type { AdCommand, AdLibraryGlobal, AdSlotRequest, AdWindow } from '../../shared/ads/library';
import { AD_LIBRARY_GLOBAL } from '../../shared/ads/library';
import { waitForService } from '../scripts/waitForService';
import { viewGuidFor } from '../tracking/viewState';
import { adCookieTargetingFor } from './adCookies';

let ready: Promise<void> | undefined;

/** window.neutronAds, created as the `{ cmd: [] }` stub when the library is not there yet. */
export function adLibraryGlobal(): AdLibraryGlobal {
  const win = window as unknown as AdWindow;
  win[AD_LIBRARY_GLOBAL] ??= { cmd: [] };
  return win[AD_LIBRARY_GLOBAL];
}

/** Runs a command on the library (at once when loaded, else when it loads). */
export function adCommand(command: AdCommand): void {
  adLibraryGlobal().cmd.push(command);
}

/**
 * Resolves once the library has loaded and been initialised (once per document). A library that
 * never comes rejects after the helper's 30 polls; the next slot to ask starts a new wait.
 */
export function whenAdLibrary(adServerUrl: string): Promise<void> {
  ready ??= waitForService(() => (window as unknown as AdWindow)[AD_LIBRARY_GLOBAL]?.loaded === true).then(
    () => adCommand((ads) => void ads.init({ adServerUrl })),
    (error: unknown) => {
      ready = undefined;
      throw error;
    },
  );
  return ready;
}

/** What a slot island knows of itself, enough to ask the library for it. */
export interface SlotIdentity {
  name: string;
  type: AdSlotRequest['type'];
  targeting: AdSlotRequest['targeting'];
  categories: AdSlotRequest['categories'];
  region: AdSlotRequest['region'];
  /** The view the slot belongs to: its page view's guid is the slot's vguid (001 §3). */
  viewUrl: string;
}

/**
 * The library request for a slot: its sizes, and its targeting with the view's guid and the ad
 * cookies' key-values (decision 074); the page's own targeting, query overrides included, wins.
 */
export function slotRequest(slot: SlotIdentity, divId: string, sizes: AdSlotRequest['sizes']): AdSlotRequest {
  const vguid = viewGuidFor(slot.viewUrl);
  return {
    divId,
    name: slot.name,
    type: slot.type,
    sizes,
    targeting: { vguid, ...adCookieTargetingFor(vguid), ...slot.targeting },
    categories: slot.categories,
    region: slot.region,
  };
}
