/**
 * The Comscore-style pixel (spec 001 §7 "a Comscore-style pixel GET with mapped params"; §9
 * "Comscore-style request fires at most once"). The mapping of our view to the pixel's
 * parameters is our choice (docs/decisions/023-tracking.md):
 *   c1 = 2 (page content), c2 = the site's client id, c3 = site name, c4 = path of the view,
 *   c5 = section, c6 = page type, c7 = full address, c8 = title, c9 = referrer,
 *   cs_ucfr = 1 (the reader consented: the pixel is only ever sent with consent),
 *   ns_vguid = the view guid (ties the pixel to its page view).
 */
import { beaconUrl } from './beaconUrl';
import { COLLECT_PATHS, COMSCORE_C1_PAGE_CONTENT, COMSCORE_CLIENT_ID } from '../../shared/tracking/constants';

export interface PixelView {
  url: string;
  title: string;
  referrer: string;
  siteName: string;
  section?: string;
  pageType?: string;
  viewGuid: string;
}

export const CONSENT_GIVEN = '1';

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

export function pixelParams(view: PixelView): Record<string, string | undefined> {
  return {
    c1: COMSCORE_C1_PAGE_CONTENT,
    c2: COMSCORE_CLIENT_ID,
    c3: view.siteName,
    c4: pathOf(view.url),
    c5: view.section,
    c6: view.pageType,
    c7: view.url,
    c8: view.title,
    c9: view.referrer || undefined,
    cs_ucfr: CONSENT_GIVEN,
    ns_vguid: view.viewGuid,
  };
}

export function pixelUrl(collectUrl: string, view: PixelView): string {
  return beaconUrl(collectUrl, COLLECT_PATHS.pixel, pixelParams(view));
}
