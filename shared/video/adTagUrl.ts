import { LOOPBACK_HOSTS } from '../scripts/resourceUrl';
import { VIDEO_AD_TAG_DEFAULTS, VIDEO_AD_TAG_PARAMS, type VideoAdTagParam } from './constants';

/**
 * The video ad tag URL (spec 001 §7: "GET of the ad-server URL built from iu, sz, pp, env,
 * gdfp_req, output, cust_params, cmsid, url, description_url, correlator, vid"). The ad server's
 * address is configuration; sz, env, gdfp_req and output default to VIDEO_AD_TAG_DEFAULTS
 * (decision 017). Parameters are written in the spec's order and empty ones are left out.
 */
export type AdTargetingValue = string | number | boolean | readonly (string | number)[] | null | undefined;

export interface VideoAdTagInput {
  /** Base URL of the ad server (https, or http only for a loopback stand-in). */
  adServerUrl: string;
  /** Ad unit path. */
  iu: string;
  sz?: string;
  pp?: string;
  env?: string;
  gdfp_req?: string;
  output?: string;
  /** Targeting key-values, written as one encoded cust_params value (k=v&k2=a,b). */
  targeting?: Readonly<Record<string, AdTargetingValue>>;
  cmsid?: string;
  /** The page URL. */
  url?: string;
  description_url?: string;
  /** A cache-busting number; the caller passes it (Date.now() or a random integer). */
  correlator: number | string;
  /** The video id. */
  vid?: string;
}

function targetingValue(value: AdTargetingValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const parts = value.map(String).filter((part) => part !== '');
    return parts.length > 0 ? parts.join(',') : undefined;
  }
  const text = String(value);
  return text === '' ? undefined : text;
}

/** `k=v&k2=a,b` with keys and values URL-encoded; empty values are dropped. */
export function encodeCustParams(targeting: Readonly<Record<string, AdTargetingValue>>): string {
  const pairs: string[] = [];
  for (const [key, raw] of Object.entries(targeting)) {
    const value = targetingValue(raw);
    if (key !== '' && value !== undefined) pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  }
  return pairs.join('&');
}

/** The ad tag URL, or undefined when the ad server address is not an absolute https URL. */
export function buildVideoAdTagUrl(input: VideoAdTagInput): string | undefined {
  let base: URL;
  try {
    base = new URL(input.adServerUrl);
  } catch {
    return undefined;
  }
  const secure = base.protocol === 'https:' || (base.protocol === 'http:' && LOOPBACK_HOSTS.includes(base.hostname));
  if (!secure) return undefined;
  const values: Record<VideoAdTagParam, string | undefined> = {
    iu: input.iu,
    sz: input.sz ?? VIDEO_AD_TAG_DEFAULTS.sz,
    pp: input.pp,
    env: input.env ?? VIDEO_AD_TAG_DEFAULTS.env,
    gdfp_req: input.gdfp_req ?? VIDEO_AD_TAG_DEFAULTS.gdfp_req,
    output: input.output ?? VIDEO_AD_TAG_DEFAULTS.output,
    cust_params: input.targeting ? encodeCustParams(input.targeting) : undefined,
    cmsid: input.cmsid,
    url: input.url,
    description_url: input.description_url,
    correlator: String(input.correlator),
    vid: input.vid,
  };
  for (const name of VIDEO_AD_TAG_PARAMS) base.searchParams.delete(name);
  for (const name of VIDEO_AD_TAG_PARAMS) {
    const value = values[name];
    if (value !== undefined && value !== '') base.searchParams.append(name, value);
  }
  return base.toString();
}
