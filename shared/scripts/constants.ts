/**
 * Script store constants (spec 001 §3 "Scripts store and tags", §4, §5, §8, §9). Values the spec
 * leaves open are marked and explained in docs/decisions/017-video-and-scripts.md.
 */

/** 001 §9: "Script priorities: ad script 40, performance monitor 45, service-wait helper 49, consent SDK 30". */
export const SCRIPT_PRIORITY = {
  adScript: 40,
  performanceMonitor: 45,
  serviceWaitHelper: 49,
  consentSdk: 30,
} as const;
/** Open value (decision 017): a tag without a usable priority sorts after every named one. */
export const DEFAULT_SCRIPT_PRIORITY = 0;

/**
 * 001 §4: "Timing triggers: immediate, queue (next tick), DOM content loaded, window load,
 * window before unload, server render". The identifiers are ours (decision 017).
 */
export const SCRIPT_TIMINGS = [
  'immediate',
  'queue',
  'domContentLoaded',
  'windowLoad',
  'windowBeforeUnload',
  'serverRender',
] as const;
export type ScriptTiming = (typeof SCRIPT_TIMINGS)[number];
/** Open value (decision 017): a tag without a usable timing waits for window load. */
export const DEFAULT_SCRIPT_TIMING: ScriptTiming = 'windowLoad';

/** 001 §3: "location (head, body or footer)". */
export const SCRIPT_LOCATIONS = ['head', 'body', 'footer'] as const;
export type ScriptLocation = (typeof SCRIPT_LOCATIONS)[number];
/** Open value (decision 017). */
export const DEFAULT_SCRIPT_LOCATION: ScriptLocation = 'head';

/** 001 §8: "The wait-for-service helper polls every 500 ms up to 30 times, then rejects". */
export const WAIT_FOR_SERVICE_INTERVAL_MS = 500;
export const WAIT_FOR_SERVICE_ATTEMPTS = 30;

/**
 * 001 §5: "Scripts with a gdpr category get a consent category class when GDPR is enabled,
 * otherwise a plain javascript type." The class prefix and the inert type are ours (decision 017):
 * a text/plain script does not run until the consent manager turns it into a javascript one.
 */
export const CONSENT_CATEGORY_CLASS_PREFIX = 'consent-category-';
export const JAVASCRIPT_TYPE = 'text/javascript';
export const INERT_SCRIPT_TYPE = 'text/plain';
