import type { DeviceSource } from '../../shared/device/device';
import { MOBILE_HINT_NAME } from '../../shared/device/userAgent';
import { SEAMLESS_HEADER } from '../../shared/seamless/constants';

/**
 * A page differs by RSC request, seamless marker (decision 022), encoding, cookies (session, A/B;
 * decision 052) and Global Privacy Control: a health article kept by the browser for a day must
 * not be shown from its cache once the reader turns GPC on (health privacy mode, decisions 071 and 112).
 * The Sec-CH-UA-Mobile hint may choose the device (decision 117).
 */
export const PAGE_VARY = `RSC, ${SEAMLESS_HEADER}, Accept-Encoding, Cookie, Sec-GPC, ${MOBILE_HINT_NAME}`;

/** Pages ask for the one hint they read (decision 117): Chromium sends it anyway; the standard asks servers to say so. */
export const ACCEPT_CH = MOBILE_HINT_NAME;

const PAGE_VARY_AGENT = `${PAGE_VARY}, User-Agent`;

/** A page's Vary when its device source is not covered by PAGE_VARY: the User-Agent, when it was read. */
export function deviceVary(source: DeviceSource): string | undefined {
  return source === 'agent' || source === 'default' ? PAGE_VARY_AGENT : undefined;
}
