/**
 * The A/B bucket rule of the feature-visibility rules (001 §6: "an A/B bucket rule (vpn_ads
 * test bucket)"): true when the visitor is in one of the named buckets of the test. 001 §5: a
 * rule without a test id is a TypeError (the message is ours).
 */
import type { AbAssignment } from '../requestState';

export const AB_RULE_NEEDS_TEST_ID = 'A/B bucket rule needs a non-empty test id';

export function isInAbBucket(ab: readonly AbAssignment[], testId: string, buckets: readonly string[]): boolean {
  if (typeof testId !== 'string' || testId.length === 0) throw new TypeError(AB_RULE_NEEDS_TEST_ID);
  return ab.some((state) => state.id === testId && buckets.includes(state.bucket));
}
