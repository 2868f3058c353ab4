/**
 * Query overrides of ad targeting and region (spec 001 §2): parameters prefixed adTargeting_ or
 * ad override targeting values (adTargeting_section=x and adSection=x both set `section`; the
 * adTargeting_ form wins); a query parameter (adRegion, our choice) overrides the ad region,
 * default aw (001 §9). adSuppress is a video-ad switch, not a targeting key.
 */
import {
  AD_OVERRIDE_KEY_PATTERN,
  AD_OVERRIDE_MAX_COUNT,
  AD_OVERRIDE_VALUE_MAX_LENGTH,
  AD_PREFIX,
  AD_REGION_PARAM,
  AD_REGION_PATTERN,
  AD_SUPPRESS_PARAM,
  AD_TARGETING_PREFIX,
  DEFAULT_AD_REGION,
} from './constants';

const NOT_TARGETING = new Set([AD_REGION_PARAM, AD_SUPPRESS_PARAM]);

/** The targeting key a query parameter overrides, or undefined when it overrides none. */
export function overrideKey(param: string): string | undefined {
  if (NOT_TARGETING.has(param)) return undefined;
  let key: string | undefined;
  if (param.startsWith(AD_TARGETING_PREFIX)) key = param.slice(AD_TARGETING_PREFIX.length);
  else if (param.startsWith(AD_PREFIX) && /^[A-Z]/.test(param.slice(AD_PREFIX.length))) {
    const rest = param.slice(AD_PREFIX.length);
    key = rest.charAt(0).toLowerCase() + rest.slice(1);
  }
  return key !== undefined && AD_OVERRIDE_KEY_PATTERN.test(key) ? key : undefined;
}

/** Targeting overrides from query parameters (name → value); bad names and values are dropped. */
export function targetingOverrides(params: Readonly<Record<string, string>>): Record<string, string> {
  const fromAd: Record<string, string> = {};
  const fromAdTargeting: Record<string, string> = {};
  for (const [param, value] of Object.entries(params)) {
    const key = overrideKey(param);
    if (key === undefined || typeof value !== 'string' || value.length > AD_OVERRIDE_VALUE_MAX_LENGTH) continue;
    if (param.startsWith(AD_TARGETING_PREFIX)) fromAdTargeting[key] = value;
    else fromAd[key] = value;
  }
  const merged = { ...fromAd, ...fromAdTargeting };
  return Object.fromEntries(Object.entries(merged).slice(0, AD_OVERRIDE_MAX_COUNT));
}

/** The ad region: the query override when valid, else the default aw. */
export function adRegion(params: Readonly<Record<string, string>>): string {
  const value = Object.hasOwn(params, AD_REGION_PARAM) ? params[AD_REGION_PARAM]?.trim().toLowerCase() : undefined;
  return value !== undefined && AD_REGION_PATTERN.test(value) ? value : DEFAULT_AD_REGION;
}
