/**
 * Ad load failures (spec 001 §8: "Ad load failures go to the error tracker"): logged with
 * console.error and sent as an `adError` event to the collection service (which itself needs
 * performance consent, client/tracking/collect.ts). Never shown to the reader: the slot keeps
 * its reserved, empty box.
 */
import { sendTrackingEvent } from '../tracking/collect';
import { recordClientError } from '../errors/errorReporter';

export const AD_ERROR_EVENT = 'adError';
export const AD_LOAD_FAILED_MESSAGE = 'Ad load failed';

export interface AdErrorFields {
  pos: string;
  slot: string;
  message: string;
}

export function reportAdError(collectUrl: string, fields: AdErrorFields): void {
  console.error(AD_LOAD_FAILED_MESSAGE, fields);
  // Kept in the page's error monitor too (decision 078); the adError event below is its report.
  recordClientError('adLoad', `${AD_LOAD_FAILED_MESSAGE}: ${fields.message}`, { pos: fields.pos, slot: fields.slot });
  sendTrackingEvent(collectUrl, { event: AD_ERROR_EVENT, fields: { ...fields } });
}
