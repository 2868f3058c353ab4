import { describe, expect, it } from 'vitest';
import { adsEnabled, pageAdsEnabled } from './enabled';

describe('ads enabled flag (001 §4)', () => {
  it.each([
    ['ads.enabled true', { ads: { enabled: true } }, true],
    ['ads.enabled false', { ads: { enabled: false } }, false],
    ['ads.enabled a string', { ads: { enabled: 'false' } }, true],
    ['ads.enabled 0', { ads: { enabled: 0 } }, true],
    ['ads.enabled null', { ads: { enabled: null } }, true],
    ['no ads', { meta: {} }, true],
    ['ads not an object', { ads: 'off' }, true],
    ['page null', null, true],
    ['page undefined', undefined, true],
  ])('%s → %s', (_name, page, expected) => {
    expect(pageAdsEnabled(page)).toBe(expected);
  });

  it.each([
    [{ ads: { enabled: true } }, false, true],
    [{ ads: { enabled: true } }, true, false],
    [{ ads: { enabled: false } }, false, false],
    [{}, true, false],
  ])('page %j, plugin disabled %s (service-off testA) → %s', (page, adPluginDisabled, expected) => {
    expect(adsEnabled({ page, adPluginDisabled })).toBe(expected);
  });
});
