/**
 * What an account-page request carries besides the URL (like server/forms/requestServices.ts):
 * the profile client, and a problem or a submission to show. Attached to the request's Headers.
 */
import type { AccountPageData } from '../../shared/auth/accountPage';
import type { ProfileClient } from './profileClient';

export interface AccountRequest {
  profiles: ProfileClient;
  shown?: Pick<AccountPageData, 'problem' | 'signInHref' | 'formError' | 'input' | 'profileError' | 'notice'>;
}

const byRequest = new WeakMap<Headers, AccountRequest>();

export function attachAccountRequest(headers: Headers, request: AccountRequest): void {
  byRequest.set(headers, request);
}

export function accountRequestOf(headers: Headers): AccountRequest | undefined {
  return byRequest.get(headers);
}
