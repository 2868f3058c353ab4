/**
 * One request's A/B state (spec 000 §4), from the cookies, the `ab` query parameter, the
 * `id:version:bucket` header and, when the visitor is in no test, a draw from the allocation
 * table of the first eligible active test that has not excluded them. Pure: the caller turns
 * the cookie writes into Set-Cookie headers. The rules, in order:
 *
 * 1. `nemo_highlander` holding a bucket of an active test (same version) is the visitor's test;
 *    any other value is invalid state and the cookie is removed.
 * 2. Per-test exclusion cookies of active tests (same version) exclude the visitor from that
 *    test; stale or malformed ones are removed.
 * 3. A valid `ab` query label (an active test and one of its buckets, or `exclude`) overrides
 *    and is remembered in the cookies; else a valid header label overrides for this request only.
 *    With an override, nothing is drawn.
 * 4. In no test: each eligible active test the visitor is not excluded from, in definition
 *    order, draws a slot; `exclude` sets that test's exclusion cookie and the next test draws;
 *    a bucket sets `nemo_highlander` and ends the search.
 *
 * Without definitions (the service is down) well-formed cookies are read as they are and
 * nothing is drawn, overridden or removed except malformed cookies.
 */
import type { AbAssignment } from '../../shared/requestState';
import { drawBucket, type RandomSource } from '../../shared/ab/allocation';
import { AB_COOKIE, AB_COOKIE_MAX_AGE_CAP_SECONDS, EXCLUDE_BUCKET } from '../../shared/ab/constants';
import { exclusionCookieName, highlanderCookieValue, readExclusionCookies, readHighlanderCookie } from './cookies';
import { matchesCriteria, type AbPage } from '../../shared/ab/criteria';
import { isActive, type AbTest } from '../../shared/ab/definition';
import { parseLabel } from '../../shared/ab/label';

/** A cookie to set (`value`) or to remove (`value: null`). */
export type AbCookieWrite = { name: string; value: string; maxAgeSeconds: number } | { name: string; value: null };

export interface AbInput {
  /** Validated definitions; null when they could not be loaded. */
  tests: readonly AbTest[] | null;
  /** Milliseconds since the epoch. */
  now: number;
  page: AbPage;
  cookies: ReadonlyMap<string, string>;
  query: string | null;
  header: string | null;
  random: RandomSource;
}

/** What a request's A/B state is resolved from besides its cookies, the clock and the draw. */
export type AbRequestInputs = Pick<AbInput, 'tests' | 'page' | 'query' | 'header'>;

export interface AbOutcome {
  /** The visitor's test first (if any), then the tests that excluded them. */
  ab: AbAssignment[];
  cookies: AbCookieWrite[];
}

/** A/B cookies live until their test ends (at least 1 s, at most the browsers' 400 days). */
export function abCookieMaxAge(test: AbTest, now: number): number {
  return Math.min(AB_COOKIE_MAX_AGE_CAP_SECONDS, Math.max(1, Math.ceil((test.endDate - now) / 1000)));
}

/** The active test this state belongs to: same version, and one of its buckets or `exclude`. */
function testFor(active: ReadonlyMap<string, AbTest>, state: AbAssignment): AbTest | undefined {
  const test = active.get(state.id);
  if (!test || test.version !== state.version) return undefined;
  return state.bucket === EXCLUDE_BUCKET || test.allocations.some((a) => a.bucket === state.bucket) ? test : undefined;
}

/** The active tests of one definitions array, valid while no test starts or ends: [from, until). */
interface ActiveTests {
  from: number;
  until: number;
  tests: ReadonlyMap<string, AbTest>;
}
const activeByDefinitions = new WeakMap<readonly AbTest[], ActiveTests>();

/** The tests active at `now` by id; built once per definitions array until a start or end date passes. */
export function activeTests(tests: readonly AbTest[], now: number): ReadonlyMap<string, AbTest> {
  const known = activeByDefinitions.get(tests);
  if (known && known.from <= now && now < known.until) return known.tests;
  let from = -Infinity;
  let until = Infinity;
  for (const { startDate, endDate } of tests) {
    for (const edge of [startDate, endDate]) {
      if (edge <= now) from = Math.max(from, edge);
      else until = Math.min(until, edge);
    }
  }
  const active: ActiveTests = {
    from,
    until,
    tests: new Map(tests.filter((test) => isActive(test, now)).map((test) => [test.id, test])),
  };
  activeByDefinitions.set(tests, active);
  return active.tests;
}

export function resolveAbState(input: AbInput): AbOutcome {
  const { cookies, now } = input;
  const writes = new Map<string, AbCookieWrite>();
  const remove = (name: string) => writes.set(name, { name, value: null });
  const remember = (name: string, value: string, test: AbTest) => {
    if (cookies.get(name) === value) writes.delete(name);
    else writes.set(name, { name, value, maxAgeSeconds: abCookieMaxAge(test, now) });
  };
  const active = input.tests === null ? null : activeTests(input.tests, now);
  const valid = (state: AbAssignment) => active === null || testFor(active, state) !== undefined;

  let current: AbAssignment | null = null;
  const highlander = readHighlanderCookie(cookies.get(AB_COOKIE));
  if (highlander.type === 'state' && valid(highlander.assignment)) current = highlander.assignment;
  else if (highlander.type !== 'absent') remove(AB_COOKIE);

  const excluded = new Map<string, AbAssignment>();
  const exclusionCookies = readExclusionCookies(cookies);
  for (const name of exclusionCookies.invalid) remove(name);
  for (const state of exclusionCookies.excluded) {
    // A visitor in the test after all (the cookie says so) is not also excluded from it.
    if (!valid(state) || current?.id === state.id) remove(exclusionCookieName(state.id));
    else excluded.set(state.id, state);
  }

  if (active !== null) {
    const fromQuery = override(active, input.query);
    const forced = fromQuery ?? override(active, input.header);
    if (forced) {
      const { state, test } = forced;
      const persist = fromQuery !== undefined;
      if (state.bucket === EXCLUDE_BUCKET) {
        excluded.set(state.id, state);
        if (current?.id === state.id) {
          current = null;
          if (persist) remove(AB_COOKIE);
        }
        if (persist) remember(exclusionCookieName(state.id), state.version, test);
      } else {
        current = state;
        excluded.delete(state.id);
        if (persist) {
          remember(AB_COOKIE, highlanderCookieValue(state), test);
          if (cookies.has(exclusionCookieName(state.id))) remove(exclusionCookieName(state.id));
        }
      }
    } else if (current === null) {
      for (const test of active.values()) {
        if (excluded.has(test.id) || !matchesCriteria(test.criteria, input.page)) continue;
        const state = { id: test.id, version: test.version, bucket: drawBucket(test.table, input.random) };
        if (state.bucket === EXCLUDE_BUCKET) {
          excluded.set(test.id, state);
          remember(exclusionCookieName(test.id), test.version, test);
          continue;
        }
        current = state;
        remember(AB_COOKIE, highlanderCookieValue(state), test);
        break;
      }
    }
  }

  return { ab: current ? [current, ...excluded.values()] : [...excluded.values()], cookies: [...writes.values()] };
}

function override(
  active: ReadonlyMap<string, AbTest>,
  text: string | null,
): { state: AbAssignment; test: AbTest } | undefined {
  const state = parseLabel(text);
  const test = state ? testFor(active, state) : undefined;
  return state && test ? { state, test } : undefined;
}
