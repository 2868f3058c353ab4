/**
 * How long vanity answers are kept, and how long vanity lookups pause after the service failed.
 * The reasoning is in docs/decisions/008-vanity.md.
 */
import { VANITY_CACHE_SECONDS } from '../../shared/node/vanity/constants';
import type { CachePolicy } from '../content/cache';

const VANITY_CACHE_MS = VANITY_CACHE_SECONDS * 1000;

/**
 * 000 §9 "Vanity known-route and mask cache 600 s": the dictionary (known routes) and every
 * entry (masks, redirects, not-found) are fresh for 600 s; "no entry" answers too. After that a
 * stale answer is still served for another 600 s while one refresh runs (our choice), so a
 * vanity outage does not break vanity URLs that were recently used.
 */
export const VANITY_CACHE_POLICY: CachePolicy = {
  ttlMs: VANITY_CACHE_MS,
  staleMs: VANITY_CACHE_MS,
  negativeTtlMs: VANITY_CACHE_MS,
};

/** The dictionary is site-wide data: renewed in the background in its last minute (decision 108). */
export const VANITY_DICTIONARY_CACHE_POLICY: CachePolicy = { ...VANITY_CACHE_POLICY, refreshAheadMs: 60_000 };

/**
 * After a failed or timed-out vanity call, calls that miss the cache fail at once for this long
 * instead of each waiting up to the 2000 ms timeout (000 §8: vanity failures are ignored).
 */
export const VANITY_FAILURE_BACKOFF_MS = 10_000;

/** Metric and Server-Timing names of the two vanity calls. */
export const VANITY_DICTIONARY_ENDPOINT = 'vanity_dictionary';
export const VANITY_ENTRY_ENDPOINT = 'vanity_entry';
