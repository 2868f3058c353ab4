/**
 * The lists feature rules read (spec 001 §9 "Feature rules use large lists of topic slugs,
 * article types ... and many fixed article ids; the lists are not shown in full"). The values
 * the spec quotes are quoted; the rest are ours, chosen for the local world, one place to
 * replace them (docs/decisions/070-feature-rules-engine.md).
 */

/** 001 §9 "Sleep best lists": topic slugs of the mattress review promo. */
export const SLEEP_TOPIC_SLUGS = ['sleep', 'mattresses'] as const;
/** 001 §9 wide-button topic vpn: the vpn_ads module's topics. */
export const VPN_TOPIC_SLUGS = ['vpn'] as const;
/** The energy topics (001 §9 "energy/internet" vertical list). */
export const ENERGY_TOPIC_SLUGS = ['home-energy-and-utilities', 'energy-and-utilities', 'solar'] as const;
/** 001 §9 health vertical topic slugs (000 §6 health topics). */
export const HEALTH_TOPIC_SLUGS = [
  'health',
  'sleep',
  'mattresses',
  'fitness',
  'nutrition',
  'mental-health',
  'medical',
] as const;

/** 001 §2 route names whose pages are health content (000 §6 "health routes"). */
export const HEALTH_ROUTE_NAMES = [
  'health-article',
  'health-article-topic',
  'health-article-subtopic',
  'health-article-longform',
] as const;

/** 001 §6: "utm_campaign must equal a sem solar campaign value" (the value is not shown). */
export const SEM_SOLAR_CAMPAIGN = 'sem_solar';
/** 001 §6 the vpn_ads A/B test and the bucket that shows VPN ads (its other bucket is control). */
export const VPN_ADS_TEST_ID = 'vpn_ads';
export const VPN_ADS_BUCKETS = ['testA'] as const;

/** States where the solar offer is shown (CDN state-code criterion, 001 §6; list ours). */
export const SOLAR_STATE_CODES = ['AZ', 'CA', 'CO', 'FL', 'MA', 'NC', 'NJ', 'NV', 'NY', 'TX'] as const;

/** 001 §9: the 5 articles of the 2024-02-14…28 health page variant (ids of the local world). */
export const HEALTH_VARIANT_ARTICLE_IDS = [
  'eb6f06fe-ca92-4573-b586-acc2733acb66',
  'dbe66a89-71aa-4d92-9910-906764599513',
  'b1cc7f9e-5057-47a4-8c4e-843f50373fb9',
  '6d79297a-f23e-4d20-be23-a4694eca97af',
  '888ce0be-cd59-45db-80d2-e2c4ee2d0eb8',
] as const;
