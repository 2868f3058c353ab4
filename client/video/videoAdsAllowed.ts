import { AD_SUPPRESS_ALL } from '../../shared/video/constants';

/**
 * 001 §5: "Video ads show only if targeting consent is on, the video is not marked suppressAds,
 * and adSuppress is not 'all'." The adSuppress value compares without case and surrounding
 * spaces (decision 017); a repeated parameter suppresses when any value is 'all'.
 */
export interface VideoAdsInput {
  /** The reader granted the targeting category (C0004). */
  targetingConsent: boolean;
  /** The video's suppressAds (001 §3, default false). */
  suppressAds: boolean | undefined;
  /** The adSuppress query value(s). */
  adSuppress: string | readonly string[] | null | undefined;
}

function suppressesAll(adSuppress: VideoAdsInput['adSuppress']): boolean {
  if (adSuppress === null || adSuppress === undefined) return false;
  const values = typeof adSuppress === 'string' ? [adSuppress] : adSuppress;
  return values.some((value) => value.trim().toLowerCase() === AD_SUPPRESS_ALL);
}

export function videoAdsAllowed(input: VideoAdsInput): boolean {
  return input.targetingConsent === true && input.suppressAds !== true && !suppressesAll(input.adSuppress);
}
