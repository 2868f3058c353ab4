/**
 * A/B testing constants (spec 000 §3, §4, §5, §9; 001 §3, §4). Values the spec names are quoted;
 * the others are our choices, recorded in docs/decisions/007-ab-testing.md.
 */

/** 000 §9: the cookie that holds the visitor's test state. */
export const AB_COOKIE = 'nemo_highlander';
/** 000 §5 / §9: the combined id:version:bucket label may not exceed 25 characters. */
export const AB_LABEL_MAX_LENGTH = 25;
/** 000 §4 / §9: buckets are drawn from a 100-entry allocation table. */
export const ALLOCATION_TABLE_SIZE = 100;
/** 000 §4: a visitor outside every allocation has the bucket `exclude`. */
export const EXCLUDE_BUCKET = 'exclude';
/** 000 §2 / §4: the query parameter that sets A/B state. */
export const AB_QUERY_PARAM = 'ab';
/** 000 §5: the separator of the id:version:bucket label. */
export const AB_LABEL_SEPARATOR = ':';

/** 000 §4: the request header of the form id:version:bucket. Name not shown: our choice. */
export const AB_HEADER = 'x-ab-test';
/** 000 §4: the per-test cookie of an excluded visitor is this prefix plus the test id (our choice); its value is the test version. */
export const AB_EXCLUSION_COOKIE_PREFIX = 'nemo_exclude_';
/** 000 §4 / 001 §4: the service-off test; its id is not shown (our choice). */
export const SERVICE_OFF_TEST_ID = 'service_off';
/** 000 §4 / 001 §4: this bucket of the service-off test disables the ad plugin. */
export const AD_PLUGIN_OFF_BUCKET = 'testA';

/** A/B cookies live until their test ends, but never longer than browsers keep a cookie (400 days). */
export const AB_COOKIE_MAX_AGE_CAP_SECONDS = 400 * 24 * 60 * 60;
/** Most test definitions read from one answer; the rest are rejected (bounds the per-request work). */
export const MAX_AB_TESTS = 100;
