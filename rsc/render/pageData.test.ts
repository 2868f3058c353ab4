import { describe, expect, it } from 'vitest';
import { initialRequestState } from '../../shared/requestState';
import { pageData } from './pageData';
import { siteState } from './siteState';

const site = siteState({ brand: 'cnet', edition: 'us' });

describe('page data for ads and tracking', () => {
  it('carries the A/B state as targeting and tracking values, and the registered flag', () => {
    const state = {
      ...initialRequestState(),
      ab: [{ id: 'char_count_test', version: '1', bucket: 'testA' }],
      registered: true,
      device: 'desktop' as const,
    };
    const data = pageData(state, 'tech-article___en', 'tech-article', site);
    expect(data.ads.targeting).toEqual({ device: 'desktop', test: ['char_count_test|1|testA'], user: 'registered' });
    expect(data.tracking).toEqual({
      deviceType: 'desktop',
      testName: 'char_count_test',
      testVersion: '1',
      testGroup: 'testA',
      soastaBucket: 'char_count_test_1_testA',
    });
    expect(data.ads.pluginEnabled).toBe(true);
  });

  it('turns the ad plugin off for the service-off bucket and keeps ad overrides', () => {
    const state = { ...initialRequestState(), adPluginDisabled: true, adTargeting: { adTargeting_pos: 'top' } };
    const data = pageData(state, null, null, site);
    expect(data.ads.pluginEnabled).toBe(false);
    expect(data.ads.overrides).toEqual({ adTargeting_pos: 'top' });
    expect(data.ads.targeting.test).toEqual([]);
    expect(data.tracking).toEqual({ deviceType: 'mobile' });
  });
});
