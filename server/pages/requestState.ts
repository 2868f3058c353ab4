/**
 * The parts of the request state that every page has before the route middleware runs:
 * device (setDevice, cookie, header, then the browser's hint or agent), the jsDebug toolbar (query or cookie) and the ad
 * targeting overrides of the query.
 */
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE, DEVICE_HEADER, resolveDevice } from '../../shared/device/device';
import { MOBILE_HINT_HEADER } from '../../shared/device/userAgent';
import type { RequestState } from '../../shared/requestState';
import { requestFacts } from '../features/requestFacts';
import { expireCookie, serializeCookie } from '../http/cookies';
import { ACCEPT_CH, deviceVary } from '../http/vary';

/** Spec 001 §9: the debug cookie and query parameter are both named jsDebug. */
export const DEBUG_PARAM = 'jsDebug';
const AD_TARGETING = /^(adTargeting_[A-Za-z0-9_-]{1,40}|ad[A-Z][A-Za-z0-9_-]{0,40})$/;
const MAX_AD_TARGETING = 20;

function truthy(value: string): boolean | undefined {
  const v = value.trim().toLowerCase();
  if (v === '' || v === '1' || v === 'true' || v === 'on') return true;
  if (v === '0' || v === 'false' || v === 'off') return false;
  return undefined;
}

export interface StateInput {
  query: URLSearchParams;
  cookies: ReadonlyMap<string, string>;
  headers: Headers;
  /** Whether this request may open the debug toolbar (decision 053); default true. */
  debugAllowed?: boolean;
  /** The page's extra response headers: Accept-CH, and Vary when the User-Agent chose the device (decision 117). */
  responseHeaders?: Record<string, string>;
}

/** Fills device, debug and adTargeting; returns the Set-Cookie values that remember them. */
export function applyRequestBasics(
  state: RequestState,
  { query, cookies, headers, debugAllowed = true, responseHeaders }: StateInput,
): string[] {
  const setCookies: string[] = [];
  const { device, forced, source } = resolveDevice({
    query: query.get('setDevice'),
    cookie: cookies.get(DEVICE_COOKIE),
    header: headers.get(DEVICE_HEADER),
    mobileHint: headers.get(MOBILE_HINT_HEADER),
    userAgent: headers.get('user-agent'),
  });
  state.device = device;
  if (responseHeaders) {
    responseHeaders['accept-ch'] = ACCEPT_CH;
    const vary = deviceVary(source);
    if (vary) responseHeaders.vary = vary;
  }
  if (forced && cookies.get(DEVICE_COOKIE) !== device)
    setCookies.push(serializeCookie(DEVICE_COOKIE, device, { maxAge: DEVICE_COOKIE_MAX_AGE }));

  const debugQuery = debugAllowed ? query.get(DEBUG_PARAM) : null;
  const fromQuery = debugQuery === null ? undefined : truthy(debugQuery);
  if (fromQuery === true && cookies.get(DEBUG_PARAM) !== 'true') setCookies.push(serializeCookie(DEBUG_PARAM, 'true'));
  if (fromQuery === false && cookies.has(DEBUG_PARAM)) setCookies.push(expireCookie(DEBUG_PARAM));
  state.debug = debugAllowed && (fromQuery ?? cookies.get(DEBUG_PARAM) === 'true');

  const adTargeting: Record<string, string> = {};
  for (const [name, value] of query) {
    if (Object.keys(adTargeting).length >= MAX_AD_TARGETING) break;
    if (AD_TARGETING.test(name) && value.length <= 100) adTargeting[name] = value;
  }
  state.adTargeting = adTargeting;
  state.facts = requestFacts(headers, cookies);
  return setCookies;
}
