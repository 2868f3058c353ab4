/**
 * One view, start to end (spec 001 §4 Tracking, §7 Analytics): count it and give it its guid,
 * then — only with C0002 performance consent — add it to the session page count and send the
 * page view with the view's fields, the Comscore-style pixel (first consented view of the page
 * lifetime) or else the pageview_candidate file, the error-page beacon on the error page, and
 * identify for a signed-in reader once per session, signup once for a new signup (client/tracking/signup.ts). A view that happened before consent is not
 * sent later (decision 023).
 */
import { PERFORMANCE_CATEGORY } from '../../shared/scripts/consentCategories';
import { TRACKING_EVENTS } from '../../shared/tracking/constants';
import { trafficSource } from './trafficSource';
import { isGranted } from '../consent/consent';
import { fetchPageviewCandidate, sendErrorBeacon, sendPixelOnce } from './beacons';
import { sendTrackingEvent } from './collect';
import type { TrackingFields } from './collect';
import { bumpSessionPageCount, firstIdentifyInSession, sessionId } from './session';
import { beginView, latestView } from './viewState';
import { PERFORMANCE_TIMING_EVENT, timerPageType, timingFields } from './performanceTimer';
import { recordView } from './views';
import { noteVitalsView } from '../vitals/vitalsStart';

/** Tests and tools can tell how many views this page lifetime counted. */
export const VIEW_COUNT_ATTRIBUTE = 'data-tracking-views';

export interface ViewProps {
  collectUrl: string;
  /** The tracking variables the server computed for this view (rsc/tracking/variables.ts). */
  fields: TrackingFields;
  /** Path and query of the view (absolute URLs are kept). */
  url: string;
  /** The view's document title; the current document title when not given. */
  title?: string;
  seamless: boolean;
  /** The error page: also send the error-page beacon. */
  errorPage?: boolean;
  /** A signed-in reader's id: identify once per session. */
  userId?: string;
  /** The signed-in reader is a new signup (spec 000 §4, login_count 1 or less): signup tracking once. */
  newSignup?: boolean;
}

function text(value: TrackingFields[string]): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function trackView(props: ViewProps): void {
  const previous = latestView();
  const url = new URL(props.url, location.origin).href;
  const view = beginView(url, props.seamless);
  document.documentElement.setAttribute(VIEW_COUNT_ATTRIBUTE, String(view.viewNumber));
  // Field Web Vitals (decision 115) tag the view with these and start once consent allows.
  if (!props.seamless) {
    const tags = {
      pageType: text(props.fields.pageType) ?? 'unknown',
      device: text(props.fields.deviceType) ?? 'unknown',
    };
    noteVitalsView({ collectUrl: props.collectUrl, url, ...tags });
  }
  if (!isGranted(PERFORMANCE_CATEGORY)) return;

  const title = props.title ?? document.title;
  const referrer = previous ? previous.url : document.referrer;
  const sessionPageCount = bumpSessionPageCount();
  recordView({
    collectUrl: props.collectUrl,
    url,
    title,
    seamless: props.seamless,
    fields: {
      ...props.fields,
      pageViewGuid: view.guid,
      viewNumber: view.viewNumber,
      sessionPageCount,
      referrer,
      traffic_source: trafficSource({
        url,
        referrer,
        origin: location.origin,
        laterView: previous !== undefined,
        seamless: props.seamless,
      }),
    },
  });

  const pixelView = {
    url,
    title,
    referrer,
    siteName: text(props.fields.siteName) ?? '',
    section: text(props.fields.section),
    pageType: text(props.fields.pageType),
    viewGuid: view.guid,
  };
  if (!sendPixelOnce(props.collectUrl, pixelView)) fetchPageviewCandidate(props.collectUrl, view.guid);

  if (props.errorPage) {
    sendErrorBeacon(props.collectUrl, {
      referrer,
      url,
      viewGuid: view.guid,
      deviceType: text(props.fields.deviceType) ?? '',
      sessionId: sessionId(),
      env: text(props.fields.env) ?? '',
    });
  }

  // 001 §9: the performance timer, for the page a reader loaded (not client navigations), timed page types only.
  const timed = previous ? undefined : timerPageType(text(props.fields.pageType));
  const navigation =
    timed && typeof performance !== 'undefined'
      ? (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
      : undefined;
  if (timed && navigation)
    sendTrackingEvent(props.collectUrl, {
      event: PERFORMANCE_TIMING_EVENT,
      fields: { ...timingFields(timed, navigation), pageViewGuid: view.guid },
    });

  if (props.userId && firstIdentifyInSession(props.userId)) {
    sendTrackingEvent(props.collectUrl, { event: TRACKING_EVENTS.identify, fields: { userId: props.userId } });
  }
  const { userId } = props;
  // Rare (a reader's first pages), so its code loads only then.
  if (userId && props.newSignup)
    void import('./signup').then((module) => module.trackSignupOnce(props.collectUrl, userId));
}
