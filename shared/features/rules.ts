/**
 * The feature-visibility rules engine (spec 001 §2, §6, §9): every rule has a name, and
 * `evaluateRule(name, input)` answers it for one request's state. A rule that throws (the CDN
 * state-code criterion on the client) or an unknown name counts as false and is reported to
 * `onError`. Where each rule decides something on a page: docs/decisions/070-feature-rules-engine.md.
 */
import {
  abBucket,
  all,
  always,
  any,
  contentValue,
  dateWindow,
  device,
  disableBots,
  not,
  notExcludedCrawler,
  notTestAutomation,
  queryEquals,
  serverFlag,
  stateCodeIn,
} from './criteria';
import { HEALTH_VARIANT_WINDOW, PROMO_WINDOWS } from './promoWindows';
import { commerceTypeOf } from '../affiliate/commerce';
import type { Criterion, RuleInput } from './ruleInput';
import {
  ENERGY_TOPIC_SLUGS,
  HEALTH_ROUTE_NAMES,
  HEALTH_TOPIC_SLUGS,
  HEALTH_VARIANT_ARTICLE_IDS,
  SEM_SOLAR_CAMPAIGN,
  SLEEP_TOPIC_SLUGS,
  SOLAR_STATE_CODES,
  VPN_ADS_BUCKETS,
  VPN_ADS_TEST_ID,
  VPN_TOPIC_SLUGS,
} from './ruleLists';

/** 001 §9 commerce types decide what is commerce content: `Best List - Precap` is best-list-precap. */
const commerceContent: Criterion = (input) => commerceTypeOf(input.articleType) !== undefined;
const forReaders = disableBots;
const promo = (window: (typeof PROMO_WINDOWS)[keyof typeof PROMO_WINDOWS]) =>
  all(forReaders, dateWindow(window), commerceContent);

export const RULES = {
  // 001 §6 gates, each usable on its own.
  'disable-bots': disableBots,
  'crawler-exclusion': notExcludedCrawler,
  'test-automation': notTestAutomation,
  'device-desktop': device('desktop'),
  'device-mobile': device('mobile', 'tablet'),
  /** 001 §9: "the disabled rule is always false". */
  disabled: always(false),
  // The content-value matcher's rules.
  'commerce-content': commerceContent,
  'health-content': any(contentValue('routeName', HEALTH_ROUTE_NAMES), contentValue('topicSlugs', HEALTH_TOPIC_SLUGS)),
  /** 000 §6, 001 §6: health content is blocked in privacy mode on health routes or topics. */
  'health-privacy-block': all(
    (input) => input.privacyMode === true,
    any(contentValue('routeName', HEALTH_ROUTE_NAMES), contentValue('topicSlugs', HEALTH_TOPIC_SLUGS)),
  ),
  // Modules and callouts.
  'related-articles': serverFlag('relatedArticles'),
  /** 001 §9: "Sticky newsletter is off". */
  'sticky-newsletter': all(serverFlag('stickyNewsletter'), always(false)),
  'vpn-ads': all(abBucket(VPN_ADS_TEST_ID, VPN_ADS_BUCKETS), contentValue('topicSlugs', VPN_TOPIC_SLUGS)),
  'solar-campaign': queryEquals('utm_campaign', SEM_SOLAR_CAMPAIGN),
  'solar-state-offer': all(contentValue('topicSlugs', ENERGY_TOPIC_SLUGS), stateCodeIn(SOLAR_STATE_CODES)),
  'shop-related-products-rail': all(commerceContent, device('desktop')),
  'shop-related-products-inline': all(commerceContent, not(device('desktop'))),
  // 001 §9 promo windows.
  'mattress-review-promo': all(
    forReaders,
    dateWindow(PROMO_WINDOWS['mattress-review-promo']),
    contentValue('topicSlugs', SLEEP_TOPIC_SLUGS),
  ),
  'prime-day-discount-callout': promo(PROMO_WINDOWS['prime-day-discount-callout']),
  'prime-day-partner-callout': promo(PROMO_WINDOWS['prime-day-partner-callout']),
  'july-4-callout': promo(PROMO_WINDOWS['july-4-callout']),
  'early-black-friday': promo(PROMO_WINDOWS['early-black-friday']),
  'black-friday': promo(PROMO_WINDOWS['black-friday']),
  'cyber-monday': promo(PROMO_WINDOWS['cyber-monday']),
  'health-page-variant': all(dateWindow(HEALTH_VARIANT_WINDOW), contentValue('articleId', HEALTH_VARIANT_ARTICLE_IDS)),
  // 001 §9 third-party pixel rule sets: the server part (the client adds crawler-exclusion and test-automation).
  'commerce-pixel': all(disableBots, commerceContent),
} as const satisfies Record<string, Criterion>;

export type RuleName = keyof typeof RULES;

/** The promo callouts in the order a page shows the first that applies. */
export const PROMO_RULES = [
  'cyber-monday',
  'black-friday',
  'early-black-friday',
  'july-4-callout',
  'prime-day-partner-callout',
  'prime-day-discount-callout',
  'mattress-review-promo',
] as const satisfies readonly RuleName[];

/** Third-party pixels and the named rule sets that enable them (001 §9), on each side. */
export const PIXEL_RULE_SETS = {
  'commerce-pixel': { server: ['commerce-pixel'], client: ['crawler-exclusion', 'test-automation'] },
} as const satisfies Record<string, { server: readonly RuleName[]; client: readonly RuleName[] }>;

export function isRuleName(name: string): name is RuleName {
  return Object.prototype.hasOwnProperty.call(RULES, name);
}

export type RuleErrorReporter = (rule: string, error: unknown) => void;

/** The rule's answer; an unknown name or a criterion that throws is false, and reported. */
export function evaluateRule(name: string, input: RuleInput, onError?: RuleErrorReporter): boolean {
  if (!isRuleName(name)) {
    onError?.(name, new Error(`Unknown feature rule ${name.slice(0, 60)}`));
    return false;
  }
  try {
    return RULES[name](input);
  } catch (error) {
    onError?.(name, error);
    return false;
  }
}

/** Every rule of a set must hold. */
export function evaluateRules(names: readonly string[], input: RuleInput, onError?: RuleErrorReporter): boolean {
  return names.every((name) => evaluateRule(name, input, onError));
}
