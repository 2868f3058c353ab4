import { describe, expect, it } from 'vitest';
import { abTargetingValues, abTracking, isAdPluginDisabled } from './targeting';

const inTest = { id: 'char_count_test', version: '1', bucket: 'testB' };
const excluded = { id: 'vpn_ads', version: '2', bucket: 'exclude' };

describe('ad targeting and tracking (001 §3)', () => {
  it('gives one test value per state as id|version|bucket', () => {
    expect(abTargetingValues([inTest, excluded])).toEqual(['char_count_test|1|testB', 'vpn_ads|2|exclude']);
    expect(abTargetingValues([])).toEqual([]);
  });

  it('tracks the visitor’s test with soastaBucket id_version_bucket', () => {
    expect(abTracking([inTest, excluded])).toEqual({
      testName: 'char_count_test',
      testVersion: '1',
      testGroup: 'testB',
      soastaBucket: 'char_count_test_1_testB',
    });
    expect(abTracking([])).toBeUndefined();
  });
});

describe('the service-off test (000 §4)', () => {
  it.each([
    [[{ id: 'service_off', version: '1', bucket: 'testA' }], true],
    [[{ id: 'service_off', version: '1', bucket: 'control' }], false],
    [[{ id: 'service_off', version: '1', bucket: 'exclude' }], false],
    [[{ id: 'vpn_ads', version: '1', bucket: 'testA' }], false],
    [[], false],
  ])('%j disables the ad plugin: %s', (ab, expected) => {
    expect(isAdPluginDisabled(ab)).toBe(expected);
  });
});
