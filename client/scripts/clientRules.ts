/**
 * The client part of a pixel's rule set (001 §6, §9): the crawler exclusion and the
 * test-automation runner rule read the browser (user agent, navigator.webdriver). A rule that
 * throws here — the CDN state-code criterion — counts as false and is logged.
 */
import { PIXEL_RULE_SETS, evaluateRules } from '../../shared/features/rules';
import type { RuleInput } from '../../shared/features/ruleInput';

function browserInput(): RuleInput {
  return {
    side: 'client',
    routeName: '',
    pageType: '',
    topicSlugs: [],
    device: 'mobile',
    ab: [],
    flags: {},
    query: {},
    userAgent: navigator.userAgent,
    now: Date.now(),
    webdriver: navigator.webdriver === true,
  };
}

export function clientRulesHold(set: keyof typeof PIXEL_RULE_SETS): boolean {
  if (typeof navigator === 'undefined') return false;
  return evaluateRules(PIXEL_RULE_SETS[set].client, browserInput(), (rule, error) =>
    console.warn(`Feature rule ${rule} counted as false:`, error),
  );
}
