/**
 * How A/B state is kept in cookies (spec 000 §4, §9; docs/decisions/007-ab-testing.md):
 * - `nemo_highlander` holds the one test the visitor is in, as its label `id:version:bucket`
 *   (there can be only one: a visitor in a test is not drawn into another);
 * - an excluded visitor gets a per-test cookie `nemo_exclude_{id}` whose value is the test's
 *   version, so that test does not draw them again while they stay free for other tests.
 * Reading never throws: anything malformed is reported so the caller can remove it.
 */
import type { AbAssignment } from '../../shared/requestState';
import { AB_EXCLUSION_COOKIE_PREFIX, EXCLUDE_BUCKET } from '../../shared/ab/constants';
import { formatLabel, isTestId, isTestVersion, parseLabel } from '../../shared/ab/label';

export type HighlanderCookie = { type: 'absent' } | { type: 'invalid' } | { type: 'state'; assignment: AbAssignment };

/** The state in `nemo_highlander`; `exclude` is never stored there, so it is invalid too. */
export function readHighlanderCookie(value: string | undefined): HighlanderCookie {
  if (value === undefined) return { type: 'absent' };
  const assignment = parseLabel(value);
  if (!assignment || assignment.bucket === EXCLUDE_BUCKET) return { type: 'invalid' };
  return { type: 'state', assignment };
}

export function highlanderCookieValue(assignment: AbAssignment): string {
  return formatLabel(assignment);
}

export function exclusionCookieName(testId: string): string {
  return `${AB_EXCLUSION_COOKIE_PREFIX}${testId}`;
}

export interface ExclusionCookies {
  /** One `exclude` state per well-formed cookie, in cookie order. */
  excluded: AbAssignment[];
  /** Names of exclusion cookies whose name or value is malformed. */
  invalid: string[];
}

export function readExclusionCookies(cookies: ReadonlyMap<string, string>): ExclusionCookies {
  const excluded: AbAssignment[] = [];
  const invalid: string[] = [];
  for (const [name, version] of cookies) {
    if (!name.startsWith(AB_EXCLUSION_COOKIE_PREFIX)) continue;
    const id = name.slice(AB_EXCLUSION_COOKIE_PREFIX.length);
    const state = { id, version, bucket: EXCLUDE_BUCKET };
    if (isTestId(id) && isTestVersion(version) && parseLabel(formatLabel(state))) excluded.push(state);
    else invalid.push(name);
  }
  return { excluded, invalid };
}
