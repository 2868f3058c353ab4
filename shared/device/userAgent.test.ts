import { describe, expect, it } from 'vitest';
import { classifyUserAgent, deviceFromMobileHint, deviceFromUserAgent } from './userAgent';

const AGENTS = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefoxAndroidTablet: 'Mozilla/5.0 (Android 14; Tablet; rv:133.0) Gecko/133.0 Firefox/133.0',
  kindle:
    'Mozilla/5.0 (Linux; Android 11; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/126.3.1 like Chrome/126.0 Safari/537.36',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotDesktop:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.0.0 Safari/537.36',
  googlebotClassic: 'Googlebot/2.1 (+http://www.google.com/bot.html)',
  bingbot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  curl: 'curl/8.5.0',
} as const;

describe('classifyUserAgent', () => {
  it.each([
    ['chromeWindows', 'desktop'],
    ['chromeLinux', 'desktop'],
    ['safariMac', 'desktop'],
    ['firefoxWindows', 'desktop'],
    ['chromebook', 'desktop'],
    ['iphone', 'phone'],
    ['androidPhone', 'phone'],
    ['firefoxAndroid', 'phone'],
    ['samsungInternet', 'phone'],
    ['ipad', 'tablet'],
    ['androidTablet', 'tablet'],
    ['firefoxAndroidTablet', 'tablet'],
    ['kindle', 'tablet'],
    ['googlebotSmartphone', 'phone'],
    ['googlebotDesktop', 'bot'],
    ['googlebotClassic', 'bot'],
    ['bingbot', 'bot'],
    ['curl', 'bot'],
  ] as const)('%s → %s', (name, kind) => {
    expect(classifyUserAgent(AGENTS[name])).toBe(kind);
  });

  it('places nothing it cannot read', () => {
    expect(classifyUserAgent(undefined)).toBe('unknown');
    expect(classifyUserAgent('')).toBe('unknown');
    expect(classifyUserAgent('SomeClient/1.0')).toBe('unknown');
    // A huge agent is not read at all, whatever it says.
    expect(classifyUserAgent(`${AGENTS.chromeWindows}${' x'.repeat(400)}`)).toBe('unknown');
  });
});

describe('deviceFromUserAgent', () => {
  it('maps kinds to the spec devices; bots and unknown agents get none (the default applies)', () => {
    expect(deviceFromUserAgent(AGENTS.chromeWindows)).toBe('desktop');
    expect(deviceFromUserAgent(AGENTS.iphone)).toBe('mobile');
    expect(deviceFromUserAgent(AGENTS.ipad)).toBe('tablet');
    expect(deviceFromUserAgent(AGENTS.bingbot)).toBeUndefined();
    expect(deviceFromUserAgent('SomeClient/1.0')).toBeUndefined();
  });
});

describe('deviceFromMobileHint', () => {
  it.each([
    ['?1', 'mobile'],
    ['?0', 'desktop'],
    [' ?0 ', 'desktop'],
    ['1', undefined],
    ['?2', undefined],
    ['', undefined],
    [null, undefined],
  ] as const)('%j → %s', (value, device) => {
    expect(deviceFromMobileHint(value)).toBe(device);
  });
});
