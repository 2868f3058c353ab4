/**
 * Vanity URL constants (spec 000 §3 "Vanity response", §5, §9). The vanity timeout itself is
 * `VANITY_TIMEOUT_MS` in shared/constants.ts. Values the spec leaves open are marked and
 * explained in docs/decisions/008-vanity.md.
 */

/** 000 §3: the urlType values of a vanity response. */
export const VANITY_URL_TYPES = [
  'OK',
  'MASK',
  'TEMPORARY_MASK',
  'PERMANENT_REDIRECT',
  'TEMPORARY_REDIRECT',
  'NOT_FOUND',
] as const;

/** 000 §5: "Vanity excludes these paths". Their numbered pages (`/reviews/2/`) are excluded too. */
export const VANITY_EXCLUDED_PATHS: readonly string[] = [
  '/about/',
  '/awards/',
  '/features/',
  '/home/internet/plans/',
  '/newsletters/',
  '/pictures/',
  '/reviews/',
  '/shopping/',
  '/welcome/',
];

/**
 * 000 §5: "Tracking and ad query parameters (utm_*, gclid, fbclid and similar) are stripped".
 * A trailing `*` is a prefix. Names compare case-insensitively. "Similar" is our list
 * (decision 008): click ids of the big ad networks, e-mail campaign ids and analytics linkers.
 */
export const VANITY_TRACKING_PARAMS: readonly string[] = [
  'utm_*',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'gad_source',
  'fbclid',
  'msclkid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'yclid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
];

/** 000 §9: "Vanity known-route and mask cache 600 s". */
export const VANITY_CACHE_SECONDS = 600;

/**
 * 000 §5: "pagination is a numeric path segment". Page numbers as the listing routes read them
 * (1–9999 without a leading zero; decision 008).
 */
export const VANITY_PAGE_SEGMENT = /^[1-9][0-9]{0,3}$/;

/** Longest request path we look up (decision 008): longer paths are never vanity URLs. */
export const VANITY_MAX_PATH_LENGTH = 512;
