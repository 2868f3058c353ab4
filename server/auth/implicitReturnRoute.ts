/**
 * The implicit return of spec 000 §4 ("access token in the hash ... handled at startup"): the
 * fragment never reaches a server, so the client runtime (client/auth/authStartup.ts) takes the
 * token out of the address bar and POSTs it here with its state. This turns it into the same
 * sealed session as the code flow, so the token then lives only in the HttpOnly cookie:
 *  - same-origin POST only (403 otherwise), form-encoded, at most MAX_IMPLICIT_FORM_BYTES read as
 *    it streams (413 past it, decision 057);
 *  - the sign-in transaction cookie must be there and its state must match (a token injected by
 *    someone else's sign-in is refused: 400, as the code flow's callback);
 *  - the token must be good: the Token call (000 §7) answers with its user, else 400; the
 *    provider or the user-data service down → 503;
 *  - no refresh token comes this way: the session ends with the access token (at most
 *    AUTH_MAX_AGE_SECONDS, 000 §9).
 * Answers JSON `{ returnTo }` (200) or `{ error }`, never stored.
 */
import { AUTH_MESSAGES } from '../../shared/auth/messages';
import { parseImplicitReturn } from '../../shared/auth/implicitReturn';
import { AUTH_MAX_AGE_SECONDS, SIGN_IN_TRANSACTION_COOKIE } from '../../shared/authConstants';
import { AUTH_ROUTES } from '../../shared/routes/authRoutes';
import type { App, AppContext } from '../http/appEnv';
import { readBoundedText } from '../http/boundedBody';
import { expireCookie, parseCookies } from '../http/cookies';
import type { ProfileClient } from './profileClient';
import type { IdentityClient } from './identityClient';
import { secureCookiesFor, type SessionManager } from './sessions';
import type { Seal, SessionUser, SignInTransaction } from './sessionSeal';
import { sessionUserOf } from './sessionUser';
import type { Brand } from '../../shared/routes/types';

/** Longest form accepted, bytes. */
const MAX_IMPLICIT_FORM_BYTES = 8 * 1024;

export interface ImplicitReturnDeps {
  identity: Pick<IdentityClient, 'userinfo'>;
  profiles: Pick<ProfileClient, 'user'>;
  sessions: Pick<SessionManager, 'start'>;
  transactions: Seal<SignInTransaction>;
  sameOrigin: (c: AppContext) => boolean;
  /** The site of the page the reader returns to (readerSite.ts). */
  siteOf: (path: string) => Brand;
}

function json(body: unknown, status: number, cookies: readonly string[] = []): Response {
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify(body), { status, headers });
}

export function registerImplicitReturn(app: App, deps: ImplicitReturnDeps): void {
  app.post(AUTH_ROUTES['signin-callback'], async (c) => {
    c.set('routeName', 'signin-callback');
    if (!deps.sameOrigin(c)) return json({ error: 'Forbidden' }, 403);
    const secure = secureCookiesFor(new URL(c.req.url));
    const clearTransaction = [expireCookie(SIGN_IN_TRANSACTION_COOKIE, { secure })];
    const read = await readBoundedText(c.req.raw, MAX_IMPLICIT_FORM_BYTES, c.env.outgoing);
    if (!read.ok)
      return json(
        {
          error:
            read.status === 413
              ? `A sign-in answer is at most ${MAX_IMPLICIT_FORM_BYTES} bytes.`
              : AUTH_MESSAGES.signInExpired,
        },
        read.status,
      );
    const answer = parseImplicitReturn(new URLSearchParams(read.text).toString());
    const raw = parseCookies(c.req.header('cookie')).get(SIGN_IN_TRANSACTION_COOKIE);
    const transaction = raw ? await deps.transactions.open(raw) : null;
    const log = c.get('log');
    if (!answer || answer.kind !== 'token' || !transaction || answer.state !== transaction.state) {
      log.info('implicit return refused', { hasTransaction: Boolean(transaction), kind: answer?.kind ?? 'none' });
      return json({ error: AUTH_MESSAGES.signInExpired }, 400, clearTransaction);
    }
    let user: SessionUser;
    try {
      const known = await deps.profiles.user(answer.accessToken, deps.siteOf(transaction.returnTo));
      const claims = await deps.identity.userinfo(answer.accessToken, known.sub).catch(() => ({}));
      user = sessionUserOf(known.sub, { ...known, ...(known.email ? { email: known.email.email } : {}), ...claims });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // The Token call refuses a token it does not know (401/403); anything else is an outage.
      const refused = / answered 40[13]$/.test(message);
      log.info('implicit return: token not accepted', { err: message, refused });
      return refused
        ? json({ error: AUTH_MESSAGES.signInRefused }, 400, clearTransaction)
        : json({ error: AUTH_MESSAGES.providerDown }, 503);
    }
    const lifetime = Math.min(answer.expiresIn ?? AUTH_MAX_AGE_SECONDS, AUTH_MAX_AGE_SECONDS);
    const cookies = await deps.sessions.start(
      { accessToken: answer.accessToken, expiresAt: Math.floor(Date.now() / 1000) + lifetime },
      user,
      secure,
    );
    log.info('signed in (implicit return)', { newSignup: (user.login_count ?? 2) <= 1 });
    return json({ returnTo: transaction.returnTo }, 200, [...clearTransaction, ...cookies]);
  });
}
