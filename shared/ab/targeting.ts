/**
 * What A/B state feeds elsewhere: ad targeting `test` as id|version|bucket (001 §3), the
 * tracking fields testGroup, testName, testVersion and soastaBucket id_version_bucket (001 §3),
 * and the service-off test's testA bucket that disables the ad plugin (000 §4, 001 §4).
 */
import type { AbAssignment } from '../requestState';
import { AD_PLUGIN_OFF_BUCKET, SERVICE_OFF_TEST_ID } from './constants';

/** 001 §3: one `test` targeting value per state, id|version|bucket. */
export function abTargetingValues(ab: readonly AbAssignment[]): string[] {
  return ab.map(({ id, version, bucket }) => `${id}|${version}|${bucket}`);
}

export interface AbTracking {
  testName: string;
  testVersion: string;
  testGroup: string;
  /** 001 §3: id_version_bucket. */
  soastaBucket: string;
}

/** The tracking fields of the visitor's test (the first state), or undefined in no test. */
export function abTracking(ab: readonly AbAssignment[]): AbTracking | undefined {
  const state = ab[0];
  if (!state) return undefined;
  return {
    testName: state.id,
    testVersion: state.version,
    testGroup: state.bucket,
    soastaBucket: `${state.id}_${state.version}_${state.bucket}`,
  };
}

/** 000 §4: bucket testA of the service-off test disables the ad plugin. */
export function isAdPluginDisabled(ab: readonly AbAssignment[]): boolean {
  return ab.some((state) => state.id === SERVICE_OFF_TEST_ID && state.bucket === AD_PLUGIN_OFF_BUCKET);
}
