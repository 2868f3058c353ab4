import { describe, expect, it } from 'vitest';
import { automationRule, disableBotsRule, isExcludedCrawler } from './botRules';

describe('disable-bots rule (spec 001 §6)', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', false],
    ['Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)', false],
    ['mozilla/5.0 googlebot-image/1.0', false],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0)', true],
    ['', true],
    [null, true],
  ])('%s → %s', (agent, expected) => {
    expect(disableBotsRule(agent)).toBe(expected);
  });
});

describe('crawler exclusion criterion (spec 001 §6)', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Yeti/1.1; +http://naver.me/spd)', true],
    ['Mozilla/5.0 (compatible; Baiduspider/2.0)', true],
    ['Mozilla/5.0 (compatible; Linespider/1.1)', true],
    ['googlebot', true],
    ['Mozilla/5.0 (compatible; Googlebot/2.1)', false],
    ['Mozilla/5.0 Chrome/156.0', false],
    [undefined, false],
  ])('%s → %s', (agent, expected) => {
    expect(isExcludedCrawler(agent)).toBe(expected);
  });
});

describe('automation rule', () => {
  it('is false under WebDriver, true otherwise', () => {
    expect(automationRule({ webdriver: true })).toBe(false);
    expect(automationRule({ webdriver: false })).toBe(true);
    expect(automationRule(undefined)).toBe(true);
  });
});
