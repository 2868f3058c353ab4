/**
 * The internet plans page's address lookup (issue 13 point 4; decision 077): "City, ST" asks
 * harbinger predict, a street address asks smarty validation; the first ZIP code either gives
 * is the one the providers lookup uses. A line in none of the shapes, or an address the service
 * does not know, is a message on the page; a failed call is the page's "could not look up".
 */
import { ADDRESS_MESSAGES, readAddress } from '../../../shared/forms/geo';
import type { UtilityPageData } from '../../../shared/forms/pageData';
import type { Brand } from '../../../shared/routes/types';
import { statusForError } from '../../content/errors';
import type { FormsClient } from '../../forms/client';
import type { ServerTimingSink } from '../../ops/timing';

type Found = { address: NonNullable<UtilityPageData['address']>; lookupFailed?: boolean };

export async function lookUpAddress(
  site: Brand,
  typed: string,
  client: FormsClient,
  timing?: ServerTimingSink,
): Promise<Found> {
  const input = typed.slice(0, 200);
  const query = readAddress(typed);
  if (!query) return { address: { input, message: ADDRESS_MESSAGES.format } };
  try {
    if (query.kind === 'city') {
      const prediction = await client.predict(site, query.city, query.state, timing);
      return {
        address: { input, matched: `${prediction.city}, ${prediction.state}`, zipcode: prediction.zipcodes[0] },
      };
    }
    const { kind: _kind, ...address } = query;
    const checked = await client.validateAddress(site, address, timing);
    if (!checked.valid) return { address: { input, message: ADDRESS_MESSAGES.notFound } };
    return {
      address: {
        input,
        matched: `${checked.deliveryLine}, ${checked.city}, ${checked.state} ${checked.zipcode}`,
        zipcode: checked.zipcode,
      },
    };
  } catch (error) {
    // An unknown city is the service's 404: the reader's mistake, not an outage.
    if (statusForError(error) === 404) return { address: { input, message: ADDRESS_MESSAGES.notFound } };
    return { address: { input }, lookupFailed: true };
  }
}
