import { SESSION_COOKIE } from '../../shared/authConstants';
import type { AuthUser } from '../../shared/requestState';
import { isRegistered } from '../auth/registered';
import type { SessionVerifier } from '../auth/sessionVerifier';
import { expireCookie } from '../http/cookies';
import type { Logger } from '../ops/logger';
import type { RouteMiddleware } from './types';

export interface AuthMiddlewareDeps {
  sessions: Pick<SessionVerifier, 'verify'>;
  logger?: Logger;
}

/**
 * Spec 000 §2 "Route middleware" step `auth` (§3 "Auth state", §4 "Auth", §6): recognises a
 * session from its cookie and fills `state.auth` and `state.registered`.
 *
 *  - A verified session token → logged in with its user; the profile is read later, in the
 *    browser, so it is null here. Anything else → logged out. Either way fetchComplete is true.
 *  - A token that can never be good (forged, garbled, oversized, expired) has its cookie removed;
 *    one that could not be checked (identity provider down) keeps it for the next request.
 *  - Registered (ad targeting only) is judged by the user or previous-login cookie alone.
 * Never ends the request and never throws: bad input is a logged-out visitor.
 */
export function createAuthMiddleware({ sessions, logger }: AuthMiddlewareDeps): RouteMiddleware {
  return async (ctx) => {
    ctx.state.registered = isRegistered(ctx.cookies);
    let user: AuthUser | null = null;
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token) {
      try {
        const outcome = await sessions.verify(token, ctx.timing);
        switch (outcome.status) {
          case 'valid':
            user = outcome.user;
            break;
          case 'invalid':
          case 'expired':
            ctx.setCookies.push(expireCookie(SESSION_COOKIE));
            break;
          case 'unavailable':
            break;
          default:
            outcome satisfies never;
        }
      } catch (error) {
        logger?.warn('session check failed', { err: error });
      }
    }
    ctx.state.auth = { fetchComplete: true, loggedIn: user !== null, profile: null, user };
  };
}
