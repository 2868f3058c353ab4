/**
 * The A/B test definitions, loaded from the content API (`GET /api/neutron/abtests/{site}/web`,
 * docs/upstream-api.md) through the content HTTP client and the content cache, and validated
 * with the shared rules (spec 000 §5). A definition that breaks a rule is rejected with its
 * spec messages and logged each time the list is loaded; the others run.
 *
 * `get` never throws: when the list cannot be loaded (timeout, 5xx, bad body) it answers null,
 * and the A/B middleware then reads cookies as they are and assigns nothing. After a failure
 * with nothing cached, requests do not wait on the service again for `retryAfterFailureMs`.
 */
import { z } from 'zod';
import { validateAbTests, type AbTest } from '../../shared/ab/definition';
import type { Brand } from '../../shared/routes/types';
import type { CachePolicy, ContentCache } from '../content/cache';
import { readEnvelope } from '../content/envelope';
import type { ContentHttp } from '../content/http';
import { ShedError } from '../reliability/requestScope';
import type { Logger } from '../ops/logger';
import type { ServerTimingSink } from '../ops/timing';

/** Metrics, logs and Server-Timing name of the call. */
export const AB_DEFINITIONS_ENDPOINT = 'abtests';
/**
 * A started, stopped or re-allocated test shows within a minute; an outage is covered for an hour.
 * Site-wide data: renewed in the background in the last 20 s of its minute (decision 108).
 */
export const AB_DEFINITIONS_CACHE_POLICY: CachePolicy = {
  ttlMs: 60_000,
  staleMs: 3_600_000,
  negativeTtlMs: 10_000,
  refreshAheadMs: 20_000,
};
/** Every page waits for the list on a cold cache: keep that wait short (the vanity call's 2000 ms). */
export const AB_DEFINITIONS_TIMEOUT_MS = 2_000;
/** After a failed load with nothing cached, answer "unavailable" at once for this long. */
export const AB_DEFINITIONS_RETRY_MS = 5_000;

export function abDefinitionsPath(site: Brand): string {
  return `/api/neutron/abtests/${site}/web`;
}

export interface AbDefinitions {
  /** The valid definitions (active or not) for the site, or null when they cannot be loaded now. */
  get(site: Brand, timing?: ServerTimingSink): Promise<readonly AbTest[] | null>;
  /** The definitions when they are fresh in the cache (recorded as `get` records a hit), else undefined: ask `get`. */
  peek?(site: Brand, timing?: ServerTimingSink): readonly AbTest[] | undefined;
}

export interface AbDefinitionsOptions {
  http: Pick<ContentHttp, 'getJson'>;
  cache: ContentCache;
  logger?: Logger;
  timeoutMs?: number;
  retryAfterFailureMs?: number;
  /** Monotonic milliseconds; tests inject their own. */
  now?: () => number;
}

const testList = z.array(z.unknown());

export function createAbDefinitions({
  http,
  cache,
  logger,
  timeoutMs = AB_DEFINITIONS_TIMEOUT_MS,
  retryAfterFailureMs = AB_DEFINITIONS_RETRY_MS,
  now = () => performance.now(),
}: AbDefinitionsOptions): AbDefinitions {
  const retryAt = new Map<Brand, number>();

  async function load(site: Brand, timing: ServerTimingSink | undefined) {
    const path = abDefinitionsPath(site);
    const { body, bytes } = await http.getJson(path, { endpoint: AB_DEFINITIONS_ENDPOINT, timeoutMs, timing });
    const { tests, rejected } = validateAbTests(readEnvelope(body, 'tests', testList));
    for (const { index, id, errors } of rejected) {
      logger?.warn('A/B test definition rejected', { site, index, testId: id, errors });
    }
    return { value: tests, size: bytes };
  }

  return {
    peek(site, timing) {
      if (now() < (retryAt.get(site) ?? 0)) return undefined;
      const started = performance.now();
      const tests = cache.peek<readonly AbTest[]>(AB_DEFINITIONS_ENDPOINT, abDefinitionsPath(site));
      if (tests !== undefined) timing?.add('cache', performance.now() - started, `${AB_DEFINITIONS_ENDPOINT} hit`);
      return tests;
    },
    async get(site, timing) {
      if (now() < (retryAt.get(site) ?? 0)) return null;
      const started = performance.now();
      try {
        const outcome = await cache.get(
          AB_DEFINITIONS_ENDPOINT,
          abDefinitionsPath(site),
          AB_DEFINITIONS_CACHE_POLICY,
          () => load(site, timing),
        );
        if (outcome.result !== 'miss')
          timing?.add('cache', performance.now() - started, `${AB_DEFINITIONS_ENDPOINT} ${outcome.result}`);
        return outcome.value;
      } catch (error) {
        // A shed or abandoned request says nothing about the service: no pause, and the page is shed.
        if (error instanceof ShedError) throw error;
        retryAt.set(site, now() + retryAfterFailureMs);
        logger?.warn('A/B test definitions unavailable; no test assignment', {
          site,
          retryInMs: retryAfterFailureMs,
          err: error,
        });
        return null;
      }
    },
  };
}
