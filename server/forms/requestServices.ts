/**
 * What a utility-page request carries besides the URL: the forms client (for the lookups the
 * page shows) and, when a POST is shown again, the reader's submission. The form routes attach
 * them to the request's Headers object, which the page context keeps as `requestHeaders`; the
 * utility loader reads them there. Per request, nothing global: the entry goes with the request.
 */
import type { UtilityFormState } from '../../shared/forms/pageData';
import type { FormsClient } from './client';

export interface UtilityRequestServices {
  client: FormsClient;
  /** A POST being shown again with its errors and the reader's input. */
  submission?: UtilityFormState;
}

const byRequest = new WeakMap<Headers, UtilityRequestServices>();

export function attachUtilityServices(headers: Headers, services: UtilityRequestServices): void {
  byRequest.set(headers, services);
}

export function utilityServicesOf(headers: Headers): UtilityRequestServices | undefined {
  return byRequest.get(headers);
}
