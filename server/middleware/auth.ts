import { authReducer, INITIAL_AUTH_STATE } from '../../shared/auth/authState';
import type { AuthUser } from '../../shared/requestState';
import { isRegistered } from '../auth/registered';
import { attachSession } from '../auth/requestSession';
import { authUserOf, secureCookiesFor, type SessionManager } from '../auth/sessions';
import type { Logger } from '../ops/logger';
import { SESSION_COOKIE } from '../../shared/authConstants';
import type { PageContext, RouteMiddleware } from './types';

export interface AuthMiddlewareDeps {
  sessions: Pick<SessionManager, 'read'>;
  logger?: Logger;
}

/**
 * Spec 000 §2 "Route middleware" step `auth` (§3 "Auth state", §4 "Auth", §6): opens the
 * session cookie (refreshing the access token when it is about to expire) and fills
 * `state.auth` and `state.registered`.
 *
 *  - A session → logged in with its user; the profile is read by the pages that show it, so it
 *    is null here. Anything else → logged out. Either way fetchComplete is true.
 *  - A cookie that is not a session of ours (tampered, foreign, expired, refused) is removed.
 *  - The session's tokens stay beside the request (server/auth/requestSession.ts), never in the state.
 *  - Registered (ad targeting only) is judged by the user or previous-login cookie alone.
 * Never ends the request and never throws: bad input is a logged-out visitor.
 */
export function createAuthMiddleware({ sessions, logger }: AuthMiddlewareDeps): RouteMiddleware {
  const settle = (ctx: PageContext, user: AuthUser | null) => {
    // The transitions of spec 000 §4, as the browser runs them (shared/auth/authState.ts).
    ctx.state.auth = authReducer(authReducer(INITIAL_AUTH_STATE, { type: 'setUser', user }), { type: 'fetchComplete' });
  };
  return (ctx) => {
    ctx.state.registered = isRegistered(ctx.cookies);
    // No session cookie, nothing to open: settled at once, without the session read's promises (decision 026).
    if (!ctx.cookies.get(SESSION_COOKIE)) return settle(ctx, null);
    return readSession(ctx);
  };

  async function readSession(ctx: PageContext): Promise<void> {
    let user: AuthUser | null = null;
    try {
      const read = await sessions.read(ctx.cookies, secureCookiesFor(ctx.url));
      switch (read.status) {
        case 'valid':
          user = authUserOf(read.session.user);
          attachSession(ctx.requestHeaders, read.session);
          ctx.setCookies.push(...read.setCookies);
          break;
        case 'invalid':
          ctx.setCookies.push(...read.setCookies);
          break;
        case 'none':
        case 'unavailable':
          break;
        default:
          read satisfies never;
      }
    } catch (error) {
      logger?.warn('session check failed', { err: error instanceof Error ? error.message : String(error) });
    }
    settle(ctx, user);
  }
}
