/**
 * The site's own list of consent-gated third-party script tags (spec 001 §3 "Scripts store and
 * tags", §9 "Script priorities"), built from the third-party script host (ClientServices
 * .thirdPartyUrl) and read by the script loader island on every page with chrome. Pure and free
 * of zod, so the server (for the inert serverRender tags) and the browser (the loader) build the
 * same list from the host alone, and the list never travels in the page payload. Choices (categories,
 * timings, the recommendation widget's priority) are explained in docs/decisions/018-consent.md.
 */
import { isEnabled } from '../features/flags';
import { FUNCTIONAL_CATEGORY, PERFORMANCE_CATEGORY, TARGETING_CATEGORY } from './consentCategories';
import { SCRIPT_PRIORITY } from './constants';
import { isSafeResourceUrl } from './resourceUrl';
import type { ScriptTag } from './tag';

/** Where every stand-in third-party script lives under the third-party host. */
export const THIRD_PARTY_PATH = '/thirdparty';

export const AD_LIBRARY_TAG_ID = 'ad-library';
export const ANALYTICS_TAG_ID = 'analytics';
export const RECOMMENDATIONS_TAG_ID = 'recommendations';
/** A third-party pixel enabled for a named rule set (001 §9; shared/features/rules.ts PIXEL_RULE_SETS). */
export const COMMERCE_PIXEL_TAG_ID = 'commerce-pixel';
export const COMMERCE_PIXEL_WINDOW_VAR = 'neutronCommercePixel';

/** Window variables the stand-ins set once they ran (watched, so islands may read them). */
export const ANALYTICS_WINDOW_VAR = 'neutronAnalytics';
export const RECOMMENDATIONS_WINDOW_VAR = 'neutronRecommendations';

/**
 * Open value (decision 018): the recommendation widget is below every named priority of 001 §9
 * (it decorates the page; ads and measurement go first) and above the default 0.
 */
export const RECOMMENDATIONS_PRIORITY = 20;

/** The element a page may provide for the recommendation widget to fill (decision 018). */
export const RECOMMENDATIONS_CONTAINER_ATTRIBUTE = 'data-recommendations';

/** Feature names the site's tags require (keys of the features map below). */
export const THIRD_PARTY_FEATURE = 'thirdPartyScripts';
export const ADS_FEATURE = 'ads';
/** The commerce pixel's rule set (server part from the page, client part in the loader). */
export const COMMERCE_PIXEL_FEATURE = 'commercePixel';
/** False when the service-off A/B bucket testA disables the ad plugin (000 §4). */
export const AD_PLUGIN_FEATURE = 'adPlugin';

function base(thirdPartyUrl: string): string {
  return thirdPartyUrl.trim().replace(/\/+$/, '');
}

export function siteScriptTags(thirdPartyUrl: string): ScriptTag[] {
  const root = `${base(thirdPartyUrl)}${THIRD_PARTY_PATH}`;
  const tags: ScriptTag[] = [
    {
      tagId: AD_LIBRARY_TAG_ID,
      src: `${root}/ad-library.js`,
      priority: SCRIPT_PRIORITY.adScript,
      timing: 'immediate',
      location: 'head',
      attributes: { async: true },
      features: [THIRD_PARTY_FEATURE, ADS_FEATURE, AD_PLUGIN_FEATURE],
      windowVars: [],
      gdprCategory: TARGETING_CATEGORY,
    },
    {
      tagId: ANALYTICS_TAG_ID,
      src: `${root}/analytics.js`,
      priority: SCRIPT_PRIORITY.performanceMonitor,
      timing: 'domContentLoaded',
      location: 'head',
      attributes: { async: true, 'data-site': 'neutron' },
      features: [THIRD_PARTY_FEATURE],
      windowVars: [ANALYTICS_WINDOW_VAR],
      gdprCategory: PERFORMANCE_CATEGORY,
    },
    {
      tagId: RECOMMENDATIONS_TAG_ID,
      src: `${root}/recommendations.js`,
      priority: RECOMMENDATIONS_PRIORITY,
      timing: 'serverRender',
      location: 'footer',
      attributes: {},
      features: [THIRD_PARTY_FEATURE],
      windowVars: [RECOMMENDATIONS_WINDOW_VAR],
      gdprCategory: FUNCTIONAL_CATEGORY,
    },
    {
      tagId: COMMERCE_PIXEL_TAG_ID,
      src: `${root}/commerce-pixel.js`,
      priority: SCRIPT_PRIORITY.performanceMonitor,
      timing: 'windowLoad',
      location: 'footer',
      attributes: { async: true },
      features: [THIRD_PARTY_FEATURE, COMMERCE_PIXEL_FEATURE],
      windowVars: [],
      gdprCategory: TARGETING_CATEGORY,
    },
  ];
  // A misconfigured host (http off loopback, javascript:) drops the tags, as the tag schema would.
  return tags.filter((tag) => tag.src !== undefined && isSafeResourceUrl(tag.src));
}

/** The features map the loader gates tags with: the page's flags plus the ad plugin switch. */
export function siteScriptFeatures(
  flags: Readonly<Record<string, boolean>>,
  adPluginEnabled: boolean,
  commercePixel = false,
): Record<string, boolean> {
  return {
    [THIRD_PARTY_FEATURE]: isEnabled(flags, 'thirdPartyScripts'),
    [ADS_FEATURE]: isEnabled(flags, 'ads'),
    [AD_PLUGIN_FEATURE]: adPluginEnabled,
    [COMMERCE_PIXEL_FEATURE]: commercePixel,
  };
}
