import { describe, expect, it, vi } from 'vitest';
import type { RuleInput } from './ruleInput';
import { CDN_STATE_CODE_ON_CLIENT } from './criteria';
import { PIXEL_RULE_SETS, PROMO_RULES, RULES, evaluateRule, evaluateRules, type RuleName } from './rules';
import { HEALTH_VARIANT_ARTICLE_IDS } from './ruleLists';
import { PROMO_WINDOWS } from './promoWindows';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const base: RuleInput = {
  side: 'server',
  routeName: 'tech-article-topic',
  pageType: 'tech-article',
  topicSlugs: ['mobile'],
  articleType: 'News',
  articleId: 'a1',
  device: 'mobile',
  ab: [],
  flags: {},
  query: {},
  userAgent: CHROME,
  now: Date.parse('2025-03-01T12:00:00Z'),
};
const at = (day: string) => Date.parse(`${day}T12:00:00Z`);
const bestList = { articleType: 'Best List' };

// [rule, input changes, expected]: one row per case the spec names.
const rows: Array<[RuleName, Partial<RuleInput>, boolean]> = [
  ['disable-bots', {}, true],
  ['disable-bots', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, false],
  ['disable-bots', { userAgent: 'Mozilla/5.0 (compatible; AhrefsBot/7.0)' }, false],
  ['disable-bots', { userAgent: 'googlebot-image' }, false],
  ['crawler-exclusion', {}, true],
  ['crawler-exclusion', { userAgent: 'Mozilla/5.0 (compatible; Yeti/1.1)' }, false],
  ['crawler-exclusion', { userAgent: 'Baiduspider+(+http://www.baidu.com/search/spider.htm)' }, false],
  ['crawler-exclusion', { userAgent: 'Mozilla/5.0 (compatible; Linespider/1.1)' }, false],
  ['crawler-exclusion', { userAgent: 'googlebot' }, false],
  ['test-automation', {}, true],
  ['test-automation', { side: 'client', webdriver: false }, true],
  ['test-automation', { side: 'client', webdriver: true }, false],
  ['device-desktop', { device: 'desktop' }, true],
  ['device-desktop', { device: 'mobile' }, false],
  ['device-mobile', { device: 'mobile' }, true],
  ['device-mobile', { device: 'tablet' }, true],
  ['device-mobile', { device: 'desktop' }, false],
  ['disabled', {}, false],
  ['commerce-content', bestList, true],
  ['commerce-content', { articleType: 'Deals - Precap' }, true],
  ['commerce-content', { articleType: 'Versus' }, true],
  ['commerce-content', { articleType: 'Buying Guide' }, false],
  ['commerce-content', { articleType: 'News' }, false],
  ['commerce-content', { articleType: undefined }, false],
  ['health-content', { routeName: 'health-article-topic' }, true],
  ['health-content', { topicSlugs: ['sleep'] }, true],
  ['health-content', {}, false],
  ['health-privacy-block', { privacyMode: true, routeName: 'health-article' }, true],
  ['health-privacy-block', { privacyMode: true, topicSlugs: ['nutrition'] }, true],
  ['health-privacy-block', { privacyMode: true }, false],
  ['health-privacy-block', { privacyMode: false, routeName: 'health-article' }, false],
  ['related-articles', {}, true],
  ['related-articles', { flags: { relatedArticles: false } }, false],
  ['sticky-newsletter', {}, false],
  ['sticky-newsletter', { flags: { stickyNewsletter: true } }, false],
  ['vpn-ads', { topicSlugs: ['vpn'], ab: [{ id: 'vpn_ads', version: '1', bucket: 'testA' }] }, true],
  ['vpn-ads', { topicSlugs: ['vpn'], ab: [{ id: 'vpn_ads', version: '1', bucket: 'control' }] }, false],
  ['vpn-ads', { topicSlugs: ['mobile'], ab: [{ id: 'vpn_ads', version: '1', bucket: 'testA' }] }, false],
  ['solar-campaign', { query: { utm_campaign: 'sem_solar' } }, true],
  ['solar-campaign', { query: { utm_campaign: 'sem_solar_x' } }, false],
  ['solar-campaign', {}, false],
  ['solar-state-offer', { topicSlugs: ['home-energy-and-utilities'], stateCode: 'CA' }, true],
  ['solar-state-offer', { topicSlugs: ['home-energy-and-utilities'], stateCode: 'AK' }, false],
  ['solar-state-offer', { topicSlugs: ['home-energy-and-utilities'] }, false],
  ['solar-state-offer', { topicSlugs: ['home-energy-and-utilities'], stateCode: 'CA', side: 'client' }, false],
  ['shop-related-products-rail', { ...bestList, device: 'desktop' }, true],
  ['shop-related-products-rail', { ...bestList, device: 'mobile' }, false],
  ['shop-related-products-inline', { ...bestList, device: 'mobile' }, true],
  ['shop-related-products-inline', { articleType: 'News', device: 'mobile' }, false],
  ['mattress-review-promo', { topicSlugs: ['sleep'], now: at('2023-05-22') }, true],
  ['mattress-review-promo', { topicSlugs: ['sleep'], now: at('2023-06-06') }, true],
  ['mattress-review-promo', { topicSlugs: ['sleep'], now: at('2023-06-07') }, false],
  ['mattress-review-promo', { topicSlugs: ['sleep'], now: at('2023-05-21') }, false],
  ['mattress-review-promo', { topicSlugs: ['mobile'], now: at('2023-05-30') }, false],
  ['prime-day-discount-callout', { ...bestList, now: at('2023-06-22') }, true],
  ['prime-day-discount-callout', { ...bestList, now: at('2023-07-10') }, false],
  ['prime-day-partner-callout', { ...bestList, now: at('2023-07-10') }, true],
  ['prime-day-partner-callout', { ...bestList, now: at('2023-07-14') }, false],
  ['july-4-callout', { ...bestList, now: at('2024-07-04') }, true],
  ['july-4-callout', { ...bestList, now: at('2023-07-04') }, false],
  ['early-black-friday', { ...bestList, now: at('2023-11-07') }, true],
  ['early-black-friday', { ...bestList, now: at('2023-11-22') }, false],
  ['black-friday', { ...bestList, now: at('2023-11-22') }, true],
  ['black-friday', { ...bestList, now: at('2023-11-24') }, true],
  ['black-friday', { articleType: 'News', now: at('2023-11-24') }, false],
  ['black-friday', { ...bestList, now: at('2023-11-24'), userAgent: 'Googlebot/2.1' }, false],
  ['cyber-monday', { ...bestList, now: at('2023-11-27') }, true],
  ['cyber-monday', { ...bestList, now: at('2023-11-28') }, false],
  ['health-page-variant', { articleId: HEALTH_VARIANT_ARTICLE_IDS[0], now: at('2024-02-14') }, true],
  ['health-page-variant', { articleId: HEALTH_VARIANT_ARTICLE_IDS[4], now: at('2024-02-27') }, true],
  ['health-page-variant', { articleId: HEALTH_VARIANT_ARTICLE_IDS[0], now: at('2024-02-28') }, false],
  ['health-page-variant', { articleId: 'another', now: at('2024-02-20') }, false],
  ['commerce-pixel', bestList, true],
  ['commerce-pixel', { ...bestList, userAgent: 'AhrefsBot' }, false],
  ['commerce-pixel', {}, false],
];

describe('feature rules (001 §6, §9)', () => {
  it.each(rows)('%s with %j is %s', (rule, changes, expected) => {
    expect(evaluateRule(rule, { ...base, ...changes })).toBe(expected);
  });

  it('has a row for every rule', () => {
    const covered = new Set(rows.map(([rule]) => rule));
    expect(Object.keys(RULES).filter((name) => !covered.has(name as RuleName))).toEqual([]);
  });

  it('counts the CDN state-code criterion on the client as false and reports it', () => {
    const onError = vi.fn();
    expect(
      evaluateRule('solar-state-offer', { ...base, side: 'client', topicSlugs: ['solar'], stateCode: 'CA' }, onError),
    ).toBe(false);
    expect(onError).toHaveBeenCalledWith('solar-state-offer', new Error(CDN_STATE_CODE_ON_CLIENT));
  });

  it('counts an unknown rule name as false and reports it', () => {
    const onError = vi.fn();
    expect(evaluateRule('<script>', base, onError)).toBe(false);
    expect(evaluateRule('toString', base, onError)).toBe(false);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('gives every promo window a rule and shows a day to one window at most', () => {
    expect([...PROMO_RULES].sort()).toEqual(Object.keys(PROMO_WINDOWS).sort());
    for (let day = Date.parse('2023-05-01T12:00:00Z'); day < Date.parse('2024-08-01T00:00:00Z'); day += 86_400_000) {
      const input = { ...base, ...bestList, topicSlugs: ['sleep'], now: day };
      expect(PROMO_RULES.filter((rule) => evaluateRule(rule, input)).length).toBeLessThanOrEqual(1);
    }
  });

  it('enables a pixel only when its server and client rule sets all hold', () => {
    const set = PIXEL_RULE_SETS['commerce-pixel'];
    const client = { ...base, ...bestList, side: 'client' as const };
    expect(evaluateRules(set.client, { ...client, webdriver: false })).toBe(true);
    expect(evaluateRules(set.client, { ...client, webdriver: true })).toBe(false);
    expect(evaluateRules(set.client, { ...client, userAgent: 'Yeti/1.0' })).toBe(false);
  });
});
