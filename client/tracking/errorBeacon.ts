/**
 * The error-page beacon (spec 001 §7 / 000 §7): "an error-page beacon image with xref, srcurl,
 * pagetype, pguid, devicetype, sid, env" — the referrer, the page's address, error_page, the
 * view guid, the device, the session id and the environment.
 */
import { beaconUrl } from './beaconUrl';
import { COLLECT_PATHS, ERROR_PAGE_TYPE } from '../../shared/tracking/constants';

export interface ErrorBeaconView {
  referrer: string;
  url: string;
  viewGuid: string;
  deviceType: string;
  sessionId: string;
  env: string;
}

export function errorBeaconParams(view: ErrorBeaconView): Record<string, string> {
  return {
    xref: view.referrer,
    srcurl: view.url,
    pagetype: ERROR_PAGE_TYPE,
    pguid: view.viewGuid,
    devicetype: view.deviceType,
    sid: view.sessionId,
    env: view.env,
  };
}

export function errorBeaconUrl(collectUrl: string, view: ErrorBeaconView): string {
  return beaconUrl(collectUrl, COLLECT_PATHS.errorBeacon, errorBeaconParams(view));
}
