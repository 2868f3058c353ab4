/**
 * The criteria feature-visibility rules are built from (spec 001 §6, §9). Each is a small pure
 * function of the rule input; shared/features/rules.ts names the combinations.
 */
import { isInAbBucket } from '../ab/bucketRule';
import { isEnabled, type FeatureFlag } from './flags';
import { windowBounds, type DateWindow } from './promoWindows';
import type { Criterion, RuleInput } from './ruleInput';
import { disableBotsRule, isExcludedCrawler } from './botRules';

export const CDN_STATE_CODE_ON_CLIENT = 'The CDN state-code criterion works on the server only';

export const all =
  (...criteria: Criterion[]): Criterion =>
  (input) =>
    criteria.every((criterion) => criterion(input));
export const any =
  (...criteria: Criterion[]): Criterion =>
  (input) =>
    criteria.some((criterion) => criterion(input));
export const not =
  (criterion: Criterion): Criterion =>
  (input) =>
    !criterion(input);
export const always =
  (value: boolean): Criterion =>
  () =>
    value;

/** 001 §6: false when the user agent contains Googlebot or Ahrefsbot (any case). */
export const disableBots: Criterion = (input) => disableBotsRule(input.userAgent);
/** 001 §6: the client-side criterion that leaves out Yeti, Baiduspider, Linespider and googlebot. */
export const notExcludedCrawler: Criterion = (input) => !isExcludedCrawler(input.userAgent);
/** 001 §6: false when running in the test-automation runner (navigator.webdriver). */
export const notTestAutomation: Criterion = (input) => input.webdriver !== true;

/** 001 §6: the CDN state-code header, on the server only; on the client it throws. */
export const stateCodeIn =
  (codes: readonly string[]): Criterion =>
  (input) => {
    if (input.side === 'client') throw new Error(CDN_STATE_CODE_ON_CLIENT);
    return input.stateCode !== undefined && codes.includes(input.stateCode);
  };

export const device =
  (...devices: RuleInput['device'][]): Criterion =>
  (input) =>
    devices.includes(input.device);
export const abBucket =
  (testId: string, buckets: readonly string[]): Criterion =>
  (input) =>
    isInAbBucket(input.ab, testId, buckets);
export const serverFlag =
  (flag: FeatureFlag): Criterion =>
  (input) =>
    isEnabled(input.flags, flag);
export const queryEquals =
  (name: string, value: string): Criterion =>
  (input) =>
    input.query[name] === value;
/** A rule's window, its dates parsed once when the rule is made (rules are evaluated on every page). */
export const dateWindow = (window: DateWindow): Criterion => {
  const { from, until } = windowBounds(window);
  return (input) => input.now >= from && input.now < until;
};

/** The content-value matcher: a field of the page matches one of the listed values. */
export type ContentField = 'routeName' | 'pageType' | 'topicSlugs' | 'articleType' | 'articleId';
export const contentValue =
  (field: ContentField, values: readonly string[]): Criterion =>
  (input) => {
    const value = input[field];
    if (value === undefined) return false;
    return typeof value === 'string' ? values.includes(value) : value.some((item) => values.includes(item));
  };
