/**
 * The sign-in routes (shared/routes/authRoutes.ts; decision 040): Neutron as the relying party.
 *
 *  - GET /signin/: a sign-in transaction (PKCE verifier, state, nonce, returnTo) sealed into a
 *    short-lived HttpOnly cookie, then 303 to the provider's authorization endpoint. Provider
 *    down → the sign-in page with 503.
 *  - GET /signin/callback/: the transaction must be there and match (openid-client checks state,
 *    PKCE, the ID token and its nonce); the code is exchanged once; the user is read from
 *    userinfo; the session, user and previous-login cookies are set; 303 to returnTo. Anything
 *    forged, replayed or missing → 400 page with a sign-in link; provider down → 503.
 *  - POST /signin/callback/: the implicit return (a token from the URL hash), implicitReturnRoute.ts.
 *  - POST /signout/ (same-origin only): the session is revoked in the fleet (copies of its cookie
 *    are refused too, decision 059), the cookies go, the refresh token is revoked, and the
 *    browser is sent to the provider's end-session endpoint, which comes back to the front door.
 *  - POST /user/settings/ and /user/settings/password-reset/ (same-origin only): the profile write
 *    and the reset request, Post/Redirect/Get, failures shown with the spec's messages.
 *  - GET /user/me/: the signed-in user (the Token call) as JSON for the client runtime; no tokens.
 *    No live session (none, expired, undecryptable, signed out, token refused) → 401 JSON, never 502.
 *  - GET /user/comment-token/: a comment login token (000 §7) for the signed-in reader; not the access token.
 */
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { SETTINGS_STATUS } from '../../shared/auth/accountPage';
import { AUTH_MESSAGES } from '../../shared/auth/messages';
import { profileFromForm } from '../../shared/auth/profile';
import { safeReturnTo } from '../../shared/auth/returnTo';
import {
  SIGN_IN_TRANSACTION_COOKIE,
  SIGN_IN_TRANSACTION_MAX_AGE_SECONDS,
  SOCIAL_CONNECTIONS,
} from '../../shared/authConstants';
import { AUTH_ROUTES, signInHref } from '../../shared/routes/authRoutes';
import { isValidEmail } from '../../shared/forms/email';
import { FORM_MESSAGES } from '../../shared/forms/messages';
import { allowedOrigins, isSameOrigin, LOOPBACK_HOSTS } from '../forms/sameOrigin';
import { answerWith } from '../http/answerWith';
import type { App, AppContext } from '../http/appEnv';
import { readBoundedText } from '../http/boundedBody';
import { expireCookie, parseCookies, serializeCookie } from '../http/cookies';
import { handlePage, type PageDeps } from '../pages/handlePage';
import { attachAccountRequest, type AccountRequest } from './accountRequest';
import { IdentityUnavailableError, isRefusal, type IdentityClient } from './identityClient';
import { BearerRefusedError, type ProfileClient } from './profileClient';
import { authUserOf, secureCookiesFor, type SessionManager } from './sessions';
import type { Seal, Session, SignInTransaction } from './sessionSeal';
import { registerImplicitReturn } from './implicitReturnRoute';
import { sessionUserOf } from './sessionUser';
import { READER_SITE_PARAM, readerSiteOf, siteOfPath } from './readerSite';
import { DEFAULT_BRAND } from '../../shared/constants';

export interface AuthRoutesDeps extends PageDeps {
  identity: IdentityClient;
  sessions: SessionManager;
  profiles: ProfileClient;
  transactions: Seal<SignInTransaction>;
}

const NO_STORE = { 'cache-control': 'no-store' };
/** The reader endpoints' answer to a `site` that names no site (readerSite.ts). */
const UNKNOWN_SITE = 'site must be cnet or roadshow';
/** Longest settings form accepted, bytes (read as it streams; 413 past it, decision 057). */
const MAX_SETTINGS_FORM_BYTES = 4 * 1024;

/** 303 See Other, never stored, with the cookies to set. */
function seeOther(location: string, cookies: readonly string[] = []): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/** JSON about the reader: never stored by anyone, varies with the cookie. */
function readerJson(body: unknown, status: number, cookies: readonly string[]): Response {
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'private, no-store',
    vary: 'Cookie',
  });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify(body), { status, headers });
}

/**
 * The origin the provider sends the reader back to: the site's public origin, or on a loopback
 * host (development, tests) the origin the request came to, so the transaction cookie is there.
 */
function callbackOrigin(c: AppContext, siteOrigin: string): string {
  const url = new URL(c.req.url);
  return LOOPBACK_HOSTS.has(url.hostname) ? url.origin : siteOrigin;
}

export function registerAuthRoutes(app: App, deps: AuthRoutesDeps): void {
  const { identity, sessions, transactions } = deps;

  /** Renders the page at `path` (a page route) with what it should show, answering `status`. */
  async function showPage(
    c: AppContext,
    path: string,
    status: number,
    shown: AccountRequest['shown'],
    setCookies: string[] = [],
  ) {
    const url = new URL(path, c.req.url);
    attachAccountRequest(c.req.raw.headers, { profiles: deps.profiles, shown });
    const res = c.env.outgoing;
    if (status !== 200) answerWith(res, status);
    if (setCookies.length > 0) res.appendHeader('set-cookie', setCookies);
    await handlePage(deps, {
      url,
      headers: c.req.raw.headers,
      res,
      requestId: c.get('requestId'),
      logger: c.get('log'),
      setRouteName: (name) => c.set('routeName', name),
    });
    return RESPONSE_ALREADY_SENT;
  }

  const sessionOfRequest = async (c: AppContext): Promise<{ session?: Session; setCookies: string[] }> => {
    const read = await sessions.read(parseCookies(c.req.header('cookie')), secureCookiesFor(new URL(c.req.url)));
    if (read.status === 'valid') return { session: read.session, setCookies: read.setCookies };
    return { setCookies: read.status === 'invalid' ? read.setCookies : [] };
  };
  /** 401 for a JSON endpoint without a live session; `ended`: the provider refused its token, so its cookies go. */
  const notSignedIn = (c: AppContext, setCookies: string[], body: Record<string, unknown>, ended = false) =>
    readerJson(
      { ...body, error: AUTH_MESSAGES.notSignedIn },
      401,
      ended ? sessions.end(secureCookiesFor(new URL(c.req.url))) : setCookies,
    );

  const sameOrigin = (c: AppContext) =>
    isSameOrigin(c.req.raw.headers, allowedOrigins(deps.services.siteOrigin, c.req.url));
  registerImplicitReturn(app, {
    identity,
    profiles: deps.profiles,
    sessions,
    transactions,
    sameOrigin,
    siteOf: (path) => siteOfPath(deps.router, path),
  });

  app.get(AUTH_ROUTES.signin, async (c) => {
    c.set('routeName', 'signin');
    const returnTo = safeReturnTo(c.req.query('returnTo'));
    const secure = secureCookiesFor(new URL(c.req.url));
    const { session } = await sessionOfRequest(c);
    if (session) return seeOther(returnTo);
    const extra: Record<string, string> = {};
    if (c.req.query('screen') === 'signup') extra.screen_hint = 'signup';
    const loginHint = c.req.query('login_hint');
    if (loginHint && isValidEmail(loginHint)) extra.login_hint = loginHint;
    const connection = c.req.query('connection');
    if (connection && (SOCIAL_CONNECTIONS as readonly string[]).includes(connection)) extra.connection = connection;
    const redirectUri = `${callbackOrigin(c, deps.services.siteOrigin)}${AUTH_ROUTES['signin-callback']}`;
    try {
      const started = await identity.startSignIn(redirectUri, extra);
      const sealed = await transactions.seal(
        { state: started.state, nonce: started.nonce, verifier: started.codeVerifier, returnTo, redirectUri },
        SIGN_IN_TRANSACTION_MAX_AGE_SECONDS,
      );
      const cookie = serializeCookie(SIGN_IN_TRANSACTION_COOKIE, sealed, {
        maxAge: SIGN_IN_TRANSACTION_MAX_AGE_SECONDS,
        httpOnly: true,
        secure,
      });
      return seeOther(started.url.href, [cookie]);
    } catch (error) {
      c.get('log').warn('sign-in could not start', { err: error instanceof Error ? error.message : String(error) });
      return showPage(c, AUTH_ROUTES.signin, 503, {
        problem: AUTH_MESSAGES.providerDown,
        signInHref: signInHref(returnTo),
      });
    }
  });

  app.get(AUTH_ROUTES['signin-callback'], async (c) => {
    c.set('routeName', 'signin-callback');
    const url = new URL(c.req.url);
    const secure = secureCookiesFor(url);
    const clearTransaction = [expireCookie(SIGN_IN_TRANSACTION_COOKIE, { secure })];
    const raw = parseCookies(c.req.header('cookie')).get(SIGN_IN_TRANSACTION_COOKIE);
    const transaction = raw ? await transactions.open(raw) : null;
    const log = c.get('log');
    const problem = (status: 400 | 503, message: string) =>
      showPage(
        c,
        AUTH_ROUTES['signin-callback'],
        status,
        { problem: message, signInHref: signInHref(transaction?.returnTo) },
        clearTransaction,
      );

    if (!transaction || url.searchParams.get('state') !== transaction.state) {
      log.info('sign-in callback refused: no matching transaction', { hasTransaction: Boolean(transaction) });
      return problem(400, AUTH_MESSAGES.signInExpired);
    }
    // The provider's answer as it arrived (the redirect URI plus the query), for openid-client to check.
    const callbackUrl = new URL(`${transaction.redirectUri}${url.search}`);
    let tokens;
    try {
      tokens = await identity.finishSignIn(callbackUrl, {
        state: transaction.state,
        nonce: transaction.nonce,
        codeVerifier: transaction.verifier,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof IdentityUnavailableError) {
        log.warn('sign-in callback: provider unavailable', { err: message });
        return problem(503, AUTH_MESSAGES.providerDown);
      }
      log.info('sign-in callback refused', { err: message, refusal: isRefusal(error) });
      return problem(400, isRefusal(error) ? AUTH_MESSAGES.signInRefused : AUTH_MESSAGES.signInExpired);
    }
    const sub = typeof tokens.claims?.sub === 'string' ? tokens.claims.sub : undefined;
    if (!sub) return problem(400, AUTH_MESSAGES.signInRefused);
    let claims: Record<string, unknown> = tokens.claims ?? {};
    try {
      claims = { ...claims, ...(await identity.userinfo(tokens.accessToken, sub)) };
    } catch (error) {
      log.warn('userinfo failed; signing in with the ID token claims', {
        err: error instanceof Error ? error.message : String(error),
      });
    }
    const user = sessionUserOf(sub, claims);
    const cookies = await sessions.start(tokens, user, secure);
    log.info('signed in', { newSignup: (user.login_count ?? 2) <= 1 });
    return seeOther(transaction.returnTo, [...clearTransaction, ...cookies]);
  });

  app.post(AUTH_ROUTES.signout, async (c) => {
    c.set('routeName', 'signout');
    if (!sameOrigin(c)) return c.text('Forbidden', 403, NO_STORE);
    const url = new URL(c.req.url);
    const secure = secureCookiesFor(url);
    const read = await sessions.read(parseCookies(c.req.header('cookie')), secure);
    // Revoked even when its access token ran out while the provider is unreachable: a copy must not come back with it.
    if (read.status === 'valid' || read.status === 'unavailable') await sessions.revoke(read.session);
    const session = read.status === 'valid' ? read.session : undefined;
    const cleared = sessions.end(secure);
    let location = '/';
    if (session) {
      if (session.rt)
        await identity
          .revoke(session.rt)
          .catch((error: unknown) => c.get('log').warn('refresh token revocation failed', { err: String(error) }));
      try {
        location = (await identity.endSessionUrl(session.it, `${callbackOrigin(c, deps.services.siteOrigin)}/`)).href;
      } catch {
        location = '/';
      }
    }
    return seeOther(location, cleared);
  });
  app.on(['GET', 'HEAD'], AUTH_ROUTES.signout, (c) =>
    c.text('Method Not Allowed', 405, { allow: 'POST', ...NO_STORE }),
  );

  // The settings page itself (GET) carries the profile client for its loader.
  app.on(['GET', 'HEAD'], AUTH_ROUTES['user-settings'], (c) =>
    showPage(c, `${AUTH_ROUTES['user-settings']}${new URL(c.req.url).search}`, 200, undefined),
  );

  app.post(AUTH_ROUTES['user-settings'], async (c) => {
    c.set('routeName', 'form:user-settings');
    if (!sameOrigin(c)) return c.text('Forbidden', 403, NO_STORE);
    const { session, setCookies } = await sessionOfRequest(c);
    if (!session) return seeOther(signInHref(AUTH_ROUTES['user-settings']));
    const read = await readBoundedText(c.req.raw, MAX_SETTINGS_FORM_BYTES, c.env.outgoing);
    if (!read.ok)
      return showPage(
        c,
        AUTH_ROUTES['user-settings'],
        read.status,
        { formError: FORM_MESSAGES.unreadable, input: { displayName: '', newsletters: [] } },
        setCookies,
      );
    const form = new URLSearchParams(read.text);
    const parsed = profileFromForm(form);
    const input = {
      displayName: (form.get('displayName') ?? '').slice(0, 200),
      newsletters: form.getAll('newsletters').slice(0, 50),
    };
    if (!parsed.ok)
      return showPage(c, AUTH_ROUTES['user-settings'], 400, { formError: parsed.error, input }, setCookies);
    try {
      // The settings page is one page of the default site; its form writes that site's profile.
      const current = await deps.profiles.read(session.at, DEFAULT_BRAND);
      await deps.profiles.write(
        session.at,
        { ...current, displayName: parsed.displayName, newsletters: parsed.newsletters },
        DEFAULT_BRAND,
      );
    } catch (error) {
      c.get('log').warn('profile write failed', { err: error instanceof Error ? error.message : String(error) });
      return showPage(
        c,
        AUTH_ROUTES['user-settings'],
        503,
        { profileError: AUTH_MESSAGES.failedToUpdateProfile, input },
        setCookies,
      );
    }
    return seeOther(`${AUTH_ROUTES['user-settings']}?status=${SETTINGS_STATUS.saved}`, setCookies);
  });

  app.post(AUTH_ROUTES['password-reset'], async (c) => {
    c.set('routeName', 'form:password-reset');
    if (!sameOrigin(c)) return c.text('Forbidden', 403, NO_STORE);
    const { session, setCookies } = await sessionOfRequest(c);
    const email = session?.user.email?.email;
    if (!session || !email) return seeOther(signInHref(AUTH_ROUTES['user-settings']));
    try {
      await identity.resetPassword(email);
    } catch (error) {
      c.get('log').warn('password reset request failed', {
        err: error instanceof Error ? error.message : String(error),
      });
      return showPage(c, AUTH_ROUTES['user-settings'], 503, { profileError: AUTH_MESSAGES.resetFailed }, setCookies);
    }
    return seeOther(`${AUTH_ROUTES['user-settings']}?status=${SETTINGS_STATUS.reset}`, setCookies);
  });

  app.get(AUTH_ROUTES['auth-user'], async (c) => {
    c.set('routeName', 'auth-user');
    const { session, setCookies } = await sessionOfRequest(c);
    const json = (body: unknown, status: number) => readerJson(body, status, setCookies);
    const site = readerSiteOf(c.req.query(READER_SITE_PARAM));
    if (site === null) return json({ user: null, error: UNKNOWN_SITE }, 400);
    if (!session) return notSignedIn(c, setCookies, { user: null });
    try {
      const user = await deps.profiles.user(session.at, site);
      return json({ user: { ...user, ...(session.user.name ? { name: session.user.name } : {}) } }, 200);
    } catch (error) {
      if (error instanceof BearerRefusedError) return notSignedIn(c, setCookies, { user: null }, true);
      c.get('log').warn('Token call failed', { err: error instanceof Error ? error.message : String(error) });
      return json({ user: authUserOf(session.user), error: AUTH_MESSAGES.errorFetchingUser }, 502);
    }
  });

  app.get(AUTH_ROUTES['comment-token'], async (c) => {
    c.set('routeName', 'comment-token');
    const { session, setCookies } = await sessionOfRequest(c);
    const json = (body: unknown, status: number) => readerJson(body, status, setCookies);
    const site = readerSiteOf(c.req.query(READER_SITE_PARAM));
    if (site === null) return json({ error: UNKNOWN_SITE }, 400);
    if (!session) return notSignedIn(c, setCookies, {});
    try {
      return json(await deps.profiles.commentToken(session.at, site), 200);
    } catch (error) {
      if (error instanceof BearerRefusedError) return notSignedIn(c, setCookies, {}, true);
      c.get('log').warn('comment login token call failed', {
        err: error instanceof Error ? error.message : String(error),
      });
      return json({ error: 'comment sign-in is unavailable right now' }, 502);
    }
  });
}
