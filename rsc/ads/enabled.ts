/**
 * Whether a page shows ads (spec 001 §4): the ads enabled flag is taken from the page's
 * ads.enabled when boolean, otherwise enabled; a service-off A/B bucket named testA disables the
 * ad plugin (000 §4, shared/ab/targeting.ts isAdPluginDisabled).
 */

/** 001 §4: page.ads.enabled when it is a boolean; true for anything else. */
export function pageAdsEnabled(page: unknown): boolean {
  // A plain read, not a schema: it runs on every page render and looks at one field.
  const ads = typeof page === 'object' && page !== null ? (page as { ads?: unknown }).ads : undefined;
  const enabled = typeof ads === 'object' && ads !== null ? (ads as { enabled?: unknown }).enabled : undefined;
  return typeof enabled === 'boolean' ? enabled : true;
}

export interface AdsEnabledInput {
  /** The page (upstream JSON). */
  page: unknown;
  /** RequestState.adPluginDisabled. */
  adPluginDisabled: boolean;
}

/** Ads run on this page: the page allows them and the ad plugin is not switched off. */
export function adsEnabled({ page, adPluginDisabled }: AdsEnabledInput): boolean {
  return !adPluginDisabled && pageAdsEnabled(page);
}
