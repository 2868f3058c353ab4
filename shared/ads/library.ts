/**
 * The ad library's browser API (the "bidding framework" of spec 001 §4: "Ad services start
 * uninitialized. Initialisation happens once; load waits for the bidding framework queue").
 * The library is a third-party script (locally `${thirdPartyUrl}/thirdparty/ad-library.js`,
 * upstream/ads/adLibrary.js) that the consent-gated script loader inserts after targeting
 * consent. Like the real ones it exposes a command queue on window:
 *
 *   window.neutronAds = window.neutronAds || { cmd: [] };
 *   window.neutronAds.cmd.push((ads) => ads.display(slot, listener));
 *
 * Commands pushed before the library loads run when it loads; afterwards `cmd.push` runs them at
 * once. The library asks the ad server (`${adServerUrl}/ads/v1/slot`, upstream/ads/adRequest.ts)
 * for a creative and tells the listener each lifecycle step (client/ads/lifecycle.ts).
 */
import type { AdSlotType } from './constants';
import type { AdSize } from './slot';
import type { AdTargeting } from './targeting';

/** The window property the library lives on (our choice, decision 019). */
export const AD_LIBRARY_GLOBAL = 'neutronAds';
/** The library's path under ClientServices.thirdPartyUrl (the consent piece's tag 'ad-library'). */
export const AD_LIBRARY_PATH = '/thirdparty/ad-library.js';

export interface AdLibraryConfig {
  /** ClientServices.adServerUrl: the library is told where the ad server is, never hard-coded. */
  adServerUrl: string;
}

/** One slot as the library sees it. */
export interface AdSlotRequest {
  /** The element the creative goes into (unique in the document). */
  divId: string;
  name: string;
  type: AdSlotType;
  /** Sizes that fit the reserved box (client/ads/requestSizes.ts); none → "No ad units". */
  sizes: readonly AdSize[];
  /** Page and slot targeting, overrides applied (includes pos). */
  targeting: AdTargeting;
  /** 001 §9 ad categories by section. */
  categories: readonly string[];
  /** 001 §9 region, default aw. */
  region: string;
}

/** What the library reports about a slot, in lifecycle order (001 §4). */
export type AdLibraryEvent =
  | { type: 'assign' }
  | { type: 'auction' }
  | { type: 'render'; blank: boolean; size?: AdSize }
  | { type: 'clear' }
  | { type: 'error'; message: string };

export type AdLibraryListener = (event: AdLibraryEvent) => void;

export interface AdLibrary {
  version: string;
  /** Initialisation happens once: a second call is ignored and returns false. */
  init(config: AdLibraryConfig): boolean;
  /** Assigns the slot, runs the auction and renders the creative (or blank) into divId. */
  display(slot: AdSlotRequest, listener: AdLibraryListener): void;
  /** A new auction for a slot that was displayed and maybe cleared. */
  refresh(divId: string): void;
  /** Removes the creative; the slot stays defined and can be refreshed. */
  clear(divId: string): void;
  /** Removes the slot for good; later events of its auctions are dropped. */
  destroy(divId: string): void;
}

export type AdCommand = (library: AdLibrary) => void;

/** window.neutronAds: a stub `{ cmd: [] }` until the library loads, then the library itself. */
export interface AdLibraryGlobal extends Partial<AdLibrary> {
  cmd: AdCommand[] | { push(command: AdCommand): number };
  /** Set by the library once it has loaded. */
  loaded?: true;
}

export type AdWindow = { [AD_LIBRARY_GLOBAL]?: AdLibraryGlobal };
