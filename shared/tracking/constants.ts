/**
 * Tracking constants (spec 001 §2, §3, §7, §9; 000 §7), named once. Values the spec gives are
 * quoted; values it leaves open are marked "our choice" and explained in
 * docs/decisions/023-tracking.md.
 */

/** 001 §3: "siteType (responsive web)". */
export const SITE_TYPE = 'responsive web';

/** 001 §3 names reportSuiteId but not its value. Our choice: one analytics report suite. */
export const REPORT_SUITE_ID = 'neutron-web';

/** 001 §3: content tags are "tag slugs plus last topic slug joined by |". */
export const CONTENT_TAGS_SEPARATOR = '|';

/** Our choice: separator of the site hierarchy (siteHier) and of topicPaths. */
export const SITE_HIER_SEPARATOR = '|';
export const TOPIC_PATH_SEPARATOR = '/';

/** 001 §2 error page: "page type error_page, article type error_{status}, section error and channel type error:error_page". */
export const ERROR_PAGE_TYPE = 'error_page';
export const ERROR_SECTION = 'error';
export const ERROR_CHANNEL_TYPE = 'error:error_page';
export function errorArticleType(status: number): string {
  return `error_${status}`;
}

/** The env field of tracking and of the error beacon (our choice of values). */
export const TRACKING_ENVS = { production: 'prod', development: 'dev' } as const;
export type TrackingEnv = (typeof TRACKING_ENVS)[keyof typeof TRACKING_ENVS];

/** Event names sent to the collection service (000 §7 / 001 §7: form viewed, form submitted, identify). */
export const TRACKING_EVENTS = {
  pageView: 'pageView',
  formViewed: 'formViewed',
  formSubmitted: 'formSubmitted',
  identify: 'identify',
  /** 000 §4: a new signup (login_count 1 or less), once per reader. */
  signup: 'signup',
} as const;

/** Paths of the collection service under ClientServices.collectUrl (our choice of names). */
export const COLLECT_PATHS = {
  events: '/collect/v1/events',
  /** 001 §7: "a Comscore-style pixel GET with mapped params". */
  pixel: '/collect/pixel',
  /** 001 §7: "a GET of a pageview_candidate JSON file". */
  pageviewCandidate: '/collect/pageview_candidate.json',
  /** 001 §7: "an error-page beacon image". */
  errorBeacon: '/collect/error.gif',
} as const;

/** Our choice: the Comscore-style client id (c2) of the site. */
export const COMSCORE_CLIENT_ID = '1000001';
/** Comscore-style c1: 2 means "page content" (a page view of the publisher's own content). */
export const COMSCORE_C1_PAGE_CONTENT = '2';

/** Session storage keys (001 §4 "the session page count is kept in session storage when available"). */
export const SESSION_KEYS = {
  pageCount: 'neutron_session_page_count',
  sessionId: 'neutron_session_id',
  identified: 'neutron_identified',
} as const;

/** Our choice: a value no string field of a tracking event may exceed (characters). */
export const MAX_FIELD_LENGTH = 2048;
