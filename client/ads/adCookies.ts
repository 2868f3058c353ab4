/**
 * The ad cookies in the browser (client/ads/adCookieRules.ts; decision 074). Asked for by the ad
 * service for every slot request, so they are written only after targeting consent, when an ad
 * is wanted; withdrawing that consent removes them.
 */
import { adCookieStep, adCookieTargeting, ftagFromQuery, readAdCookies } from './adCookieRules';
import { AD_COOKIE, AD_FTAG_COOKIE, AD_PAGE_VIEW_COOKIE } from '../../shared/ads/constants';

/** Page views (by view guid) already counted in `pv`; module state, bounded. */
const counted = new Set<string>();
const MAX_COUNTED = 500;

function writeCookie(name: string, value: string, maxAge?: number): void {
  document.cookie = `${name}=${value}; Path=/; SameSite=Lax; Secure${maxAge === undefined ? '' : `; Max-Age=${maxAge}`}`;
}

/** The cookies' key-values for an ad request of the view `vguid` (its first request counts the view). */
export function adCookieTargetingFor(vguid: string): Record<string, string> {
  const step = adCookieStep(readAdCookies(document.cookie), {
    ftag: ftagFromQuery(location.search),
    newView: !counted.has(vguid),
    random: Math.random,
  });
  if (counted.size >= MAX_COUNTED) counted.clear();
  counted.add(vguid);
  for (const write of step.writes) writeCookie(write.name, write.value, write.maxAge);
  return adCookieTargeting(step.cookies);
}

/** Targeting consent withdrawn: the ad cookies go. */
export function clearAdCookies(): void {
  for (const name of [AD_COOKIE, AD_FTAG_COOKIE, AD_PAGE_VIEW_COOKIE]) writeCookie(name, '', 0);
}
