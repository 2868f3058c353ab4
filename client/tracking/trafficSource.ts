/**
 * traffic_source of a view (spec 001 §3 lists the variable; its values are our choice,
 * docs/decisions/023-tracking.md): a campaign's utm_source when the address has one; `seamless`
 * for a next article of seamless scrolling; `internal` for a client navigation or a referrer on
 * this site; `direct` without a referrer; `search` or `social` for the well-known hosts of
 * either; `referral` for any other site.
 */

export const TRAFFIC_SOURCES = {
  seamless: 'seamless',
  internal: 'internal',
  direct: 'direct',
  search: 'search',
  social: 'social',
  referral: 'referral',
} as const;

/** Host names (or their last labels) counted as search engines and social networks. */
export const SEARCH_HOSTS: readonly string[] = ['google', 'bing', 'duckduckgo', 'yahoo', 'baidu', 'yandex', 'ecosia'];
export const SOCIAL_HOSTS: readonly string[] = [
  'facebook',
  'instagram',
  'twitter',
  'x',
  't',
  'reddit',
  'linkedin',
  'pinterest',
  'tiktok',
  'youtube',
];

/** The longest utm_source kept. */
export const MAX_CAMPAIGN_SOURCE_LENGTH = 100;

export interface TrafficSourceInput {
  /** The view's address (absolute). */
  url: string;
  /** document.referrer for the first view; '' when none. */
  referrer: string;
  /** This site's origin. */
  origin: string;
  /** A later view in the same page lifetime (client navigation). */
  laterView: boolean;
  seamless: boolean;
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/** True when a host is one of the names or a subdomain/country domain of it (google.co.uk, m.facebook.com). */
function hostIsOneOf(host: string, names: readonly string[]): boolean {
  const labels = host.split('.');
  return names.some((name) => labels.slice(0, -1).includes(name));
}

export function trafficSource(input: TrafficSourceInput): string {
  if (input.seamless) return TRAFFIC_SOURCES.seamless;
  let campaign: string | null = null;
  try {
    campaign = new URL(input.url).searchParams.get('utm_source');
  } catch {
    campaign = null;
  }
  const source = campaign?.trim().toLowerCase().slice(0, MAX_CAMPAIGN_SOURCE_LENGTH);
  if (source) return source;
  if (input.laterView) return TRAFFIC_SOURCES.internal;
  if (input.referrer.trim() === '') return TRAFFIC_SOURCES.direct;
  const host = hostOf(input.referrer);
  if (host === undefined) return TRAFFIC_SOURCES.referral;
  if (host === hostOf(input.origin)) return TRAFFIC_SOURCES.internal;
  if (hostIsOneOf(host, SEARCH_HOSTS)) return TRAFFIC_SOURCES.search;
  if (hostIsOneOf(host, SOCIAL_HOSTS)) return TRAFFIC_SOURCES.social;
  return TRAFFIC_SOURCES.referral;
}
