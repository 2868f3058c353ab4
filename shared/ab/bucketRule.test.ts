import { describe, expect, it } from 'vitest';
import { AB_RULE_NEEDS_TEST_ID, isInAbBucket } from './bucketRule';

describe('the A/B bucket rule (001 §6, vpn_ads)', () => {
  const ab = [{ id: 'vpn_ads', version: '1', bucket: 'testA' }];

  it.each([
    ['vpn_ads', ['testA'], true],
    ['vpn_ads', ['control', 'testA'], true],
    ['vpn_ads', ['control'], false],
    ['char_count_test', ['testA'], false],
  ])('%s in %j → %s', (testId, buckets, expected) => {
    expect(isInAbBucket(ab, testId, buckets)).toBe(expected);
  });

  it('is a TypeError without a test id (001 §5)', () => {
    expect(() => isInAbBucket(ab, '', ['testA'])).toThrow(new TypeError(AB_RULE_NEEDS_TEST_ID));
  });
});
