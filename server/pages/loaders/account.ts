/**
 * The account pages' data (utility pages signin, signin-callback and user-settings): the problem
 * a sign-in ran into, or the signed-in reader's profile read with their bearer token.
 */
import type { AccountPageData } from '../../../shared/auth/accountPage';
import { SETTINGS_STATUS } from '../../../shared/auth/accountPage';
import { AUTH_MESSAGES } from '../../../shared/auth/messages';
import { accountRequestOf } from '../../auth/accountRequest';
import { sessionOf } from '../../auth/requestSession';
import type { PageContext } from '../../middleware/types';

export const ACCOUNT_PAGES = new Set(['signin', 'signin-callback', 'user-settings']);

export async function loadAccount(ctx: PageContext, page: string): Promise<AccountPageData> {
  const request = accountRequestOf(ctx.requestHeaders);
  const data: AccountPageData = { ...request?.shown };
  if (page !== 'user-settings') return data;
  const status = ctx.url.searchParams.get('status');
  if (!data.notice && status === SETTINGS_STATUS.saved) data.notice = AUTH_MESSAGES.profileSaved;
  if (!data.notice && status === SETTINGS_STATUS.reset) data.notice = AUTH_MESSAGES.resetRequested;
  const session = sessionOf(ctx.requestHeaders);
  if (!session) return data;
  if (!request) {
    data.profileError = AUTH_MESSAGES.failedToGetProfile;
    return data;
  }
  const end = ctx.timing.start('upstream', 'profile');
  try {
    data.profile = await request.profiles.read(session.at, ctx.brand);
  } catch {
    data.profileError ??= AUTH_MESSAGES.failedToGetProfile;
  } finally {
    end();
  }
  return data;
}
