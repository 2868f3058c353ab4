/**
 * The GET beacons of a view (spec 001 §7): the Comscore-style pixel, at most once per page
 * lifetime (001 §9); the pageview_candidate file on every later view, which is how an
 * audience-measurement tag counts the virtual page views of a single-page app without firing
 * its pixel again (docs/decisions/023-tracking.md); and the error-page beacon image. Callers
 * check consent first. Failures are logged only (001 §8 "Tracking failures are not shown to
 * users").
 */
import { beaconUrl } from './beaconUrl';
import { COLLECT_PATHS } from '../../shared/tracking/constants';
import { errorBeaconUrl } from './errorBeacon';
import type { ErrorBeaconView } from './errorBeacon';
import { pixelUrl } from './pixel';
import type { PixelView } from './pixel';

let pixelSent = false;

function sendImage(url: string, what: string): void {
  try {
    const image = new Image(1, 1);
    image.onerror = () => console.warn(`Tracking ${what} could not be sent`);
    image.src = url;
  } catch (error) {
    console.warn(`Tracking ${what} could not be sent`, error);
  }
}

/** Whether this page lifetime has sent its Comscore-style pixel. */
export function pixelWasSent(): boolean {
  return pixelSent;
}

/** The Comscore-style pixel; false (and nothing sent) when it already went. */
export function sendPixelOnce(collectUrl: string, view: PixelView): boolean {
  if (pixelSent) return false;
  pixelSent = true;
  sendImage(pixelUrl(collectUrl, view), 'pixel');
  return true;
}

/** GET of the pageview_candidate JSON file for a later view. */
export function fetchPageviewCandidate(collectUrl: string, viewGuid: string): void {
  const url = beaconUrl(collectUrl, COLLECT_PATHS.pageviewCandidate, { vguid: viewGuid });
  fetch(url, { mode: 'cors', credentials: 'omit', cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`status ${response.status}`);
      await response.json();
    })
    .catch((error: unknown) => console.warn('Tracking pageview_candidate could not be fetched', error));
}

export function sendErrorBeacon(collectUrl: string, view: ErrorBeaconView): void {
  sendImage(errorBeaconUrl(collectUrl, view), 'error beacon');
}
