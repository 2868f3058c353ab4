/**
 * Feature flags (spec 000 §4 "Feature flags"): defaults here, overridden per request by the
 * featureEnable and featureDisable query parameters — a comma list of flag names, or `all`.
 * Unknown names are ignored. When a flag is both enabled and disabled, disabled wins.
 */
export const FEATURE_FLAGS = {
  /** "More from {topic}" under articles. */
  relatedArticles: true,
  /** Seamless next-article scrolling (client islands issue). */
  seamless: true,
  /** Live coverage updates over the socket. */
  liveUpdates: true,
  /** Ad slots. */
  ads: true,
  /** The video player. */
  video: true,
  /** Consent-gated third-party scripts. */
  thirdPartyScripts: true,
  /** Link prefetch on idle. */
  prefetch: true,
  /** Spec 001 §9: "Sticky newsletter is off". */
  stickyNewsletter: false,
  /** The jsDebug toolbar may be opened. */
  debugToolbar: true,
} as const satisfies Record<string, boolean>;

export type FeatureFlag = keyof typeof FEATURE_FLAGS;
export type FeatureFlags = Record<FeatureFlag, boolean>;

const NAMES = Object.keys(FEATURE_FLAGS) as FeatureFlag[];
const MAX_LIST = 50;

function names(list: string | null | undefined): FeatureFlag[] | 'all' {
  if (!list) return [];
  const parts = list
    .split(',')
    .slice(0, MAX_LIST)
    .map((part) => part.trim());
  if (parts.includes('all')) return 'all';
  return parts.filter((part): part is FeatureFlag => (NAMES as string[]).includes(part));
}

export function resolveFlags(
  featureEnable: string | null | undefined,
  featureDisable: string | null | undefined,
): FeatureFlags {
  const flags = { ...FEATURE_FLAGS } as FeatureFlags;
  const enable = names(featureEnable);
  const disable = names(featureDisable);
  for (const name of enable === 'all' ? NAMES : enable) flags[name] = true;
  for (const name of disable === 'all' ? NAMES : disable) flags[name] = false;
  return flags;
}

export function isEnabled(flags: Readonly<Record<string, boolean>>, name: FeatureFlag): boolean {
  return flags[name] ?? FEATURE_FLAGS[name];
}
