/**
 * The address of a GET beacon to the collection service: `${collectUrl}${path}?query`. Values
 * are cut to MAX_FIELD_LENGTH so an address stays well under what servers accept.
 */
import { MAX_FIELD_LENGTH } from '../../shared/tracking/constants';

export type BeaconParams = Readonly<Record<string, string | number | undefined>>;

export function beaconUrl(collectUrl: string, path: string, params: BeaconParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    query.set(name, String(value).slice(0, MAX_FIELD_LENGTH));
  }
  const text = query.toString();
  return `${collectUrl.replace(/\/+$/, '')}${path}${text ? `?${text}` : ''}`;
}
