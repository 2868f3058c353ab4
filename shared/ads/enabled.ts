/**
 * Whether a page shows ads (spec 001 §4): the ads enabled flag is taken from the page's
 * ads.enabled when boolean, otherwise enabled; a service-off A/B bucket named testA disables the
 * ad plugin (000 §4, shared/ab/targeting.ts isAdPluginDisabled).
 */
import { z } from 'zod';

const pageAdsSchema = z.object({ ads: z.object({ enabled: z.boolean() }) });

/** 001 §4: page.ads.enabled when it is a boolean; true for anything else. */
export function pageAdsEnabled(page: unknown): boolean {
  const parsed = pageAdsSchema.safeParse(page);
  return parsed.success ? parsed.data.ads.enabled : true;
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
