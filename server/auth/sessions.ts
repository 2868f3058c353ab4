/**
 * The reader's session, from the cookie in and to the cookies out: opened with the seal, its
 * access token refreshed with the refresh token shortly before it expires (one refresh per
 * token at a time), and written back with the user and previous-login cookies (spec 000 §6).
 * A cookie that does not open, a session signed out (server/auth/revocations.ts, decision 059)
 * or a refresh the provider refuses signs the reader out; a provider that cannot be reached
 * leaves the cookie alone.
 */
import { randomBytes } from 'node:crypto';
import {
  PREVIOUS_LOGIN_COOKIE,
  PREVIOUS_LOGIN_MAX_AGE_SECONDS,
  REFRESH_MARGIN_SECONDS,
  SESSION_COOKIE,
  SESSION_MAX_AGE_SECONDS,
  USER_COOKIE,
} from '../../shared/authConstants';
import type { AuthUser } from '../../shared/requestState';
import { expireCookie, serializeCookie } from '../http/cookies';
import type { Logger } from '../ops/logger';
import type { Counter } from '../ops/metrics';
import type { NeutronMetrics } from '../ops/neutronMetrics';
import { isRefusal, type IdentityClient, type TokenSet } from './identityClient';
import { sessionIdOf } from './revocationList';
import type { Revocations } from './revocations';
import type { Session, SessionSeal, SessionUser } from './sessionSeal';

export type SessionRead =
  | { status: 'none' }
  | { status: 'valid'; session: Session; setCookies: string[] }
  /** Tampered, foreign, expired, signed out or refused: signed out, cookies removed. */
  | { status: 'invalid'; setCookies: string[] }
  /** The access token ran out and the provider could not be asked: signed out for this request only (a sign-out still revokes `session`). */
  | { status: 'unavailable'; session: Session };

export interface SessionManager {
  read(cookies: ReadonlyMap<string, string>, secure: boolean): Promise<SessionRead>;
  /** The cookies of a new session. */
  start(tokens: TokenSet, user: SessionUser, secure: boolean): Promise<string[]>;
  /** The cookies that end a session (the previous-login cookie stays). */
  end(secure: boolean): string[];
  /** Refuses this session from now on, copies of its cookie included (true: the whole fleet was told). */
  revoke(session: Session): Promise<boolean>;
}

export interface SessionManagerOptions {
  seal: SessionSeal;
  identity: Pick<IdentityClient, 'refresh'>;
  /** Sessions signed out; without it a sign-out only removes the cookies it is sent. */
  revocations?: Pick<Revocations, 'has' | 'revoke'>;
  logger?: Logger;
  metrics?: Pick<NeutronMetrics, 'registry'>;
  now?: () => number;
}

/** A plain-HTTP loopback origin (development, tests): cookies without Secure. Anything else: Secure. */
export function secureCookiesFor(url: URL): boolean {
  return !(url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname));
}

/** The user of the request state (spec 000 §3) from the session's user. */
export function authUserOf(user: SessionUser): AuthUser {
  const authUser: AuthUser = { sub: user.sub };
  if (user.email) authUser.email = user.email;
  if (user.login_count !== undefined) authUser.login_count = user.login_count;
  if (user.name) authUser.name = user.name;
  if (user.created_at) authUser.created_at = user.created_at;
  return authUser;
}

export function createSessionManager({
  seal,
  identity,
  revocations,
  logger,
  metrics,
  now = () => Date.now(),
}: SessionManagerOptions): SessionManager {
  const counter: Counter<'outcome'> | undefined = metrics?.registry.counter({
    name: 'neutron_auth_sessions_total',
    help: 'Session cookies read, by outcome (valid, refreshed, invalid, revoked, refused, unavailable).',
    labelNames: ['outcome'],
  });
  const refreshing = new Map<string, Promise<TokenSet>>();
  const seconds = () => Math.floor(now() / 1000);

  async function cookiesOf(session: Session, secure: boolean): Promise<string[]> {
    return [
      serializeCookie(SESSION_COOKIE, await seal.seal(session, SESSION_MAX_AGE_SECONDS), {
        maxAge: SESSION_MAX_AGE_SECONDS,
        httpOnly: true,
        secure,
      }),
      serializeCookie(USER_COOKIE, '1', { maxAge: SESSION_MAX_AGE_SECONDS, secure }),
    ];
  }

  function end(secure: boolean): string[] {
    return [expireCookie(SESSION_COOKIE, { secure }), expireCookie(USER_COOKIE, { secure })];
  }

  /** One refresh per refresh token at a time: parallel requests of one reader share it. */
  function refresh(refreshToken: string): Promise<TokenSet> {
    let pending = refreshing.get(refreshToken);
    if (!pending) {
      pending = identity.refresh(refreshToken).finally(() => refreshing.delete(refreshToken));
      refreshing.set(refreshToken, pending);
    }
    return pending;
  }

  return {
    async read(cookies, secure) {
      const value = cookies.get(SESSION_COOKIE);
      if (!value) return { status: 'none' };
      const session = await seal.open(value);
      if (!session) {
        counter?.labels('invalid').inc();
        return { status: 'invalid', setCookies: end(secure) };
      }
      if (revocations?.has(sessionIdOf(session))) {
        counter?.labels('revoked').inc();
        return { status: 'invalid', setCookies: end(secure) };
      }
      const left = session.exp_at - seconds();
      if (left > REFRESH_MARGIN_SECONDS) {
        counter?.labels('valid').inc();
        return { status: 'valid', session, setCookies: [] };
      }
      if (!session.rt) {
        counter?.labels('invalid').inc();
        return left > 0 ? { status: 'valid', session, setCookies: [] } : { status: 'invalid', setCookies: end(secure) };
      }
      try {
        const tokens = await refresh(session.rt);
        const renewed: Session = {
          ...session,
          at: tokens.accessToken,
          rt: tokens.refreshToken ?? session.rt,
          it: tokens.idToken ?? session.it,
          exp_at: tokens.expiresAt,
        };
        counter?.labels('refreshed').inc();
        return { status: 'valid', session: renewed, setCookies: await cookiesOf(renewed, secure) };
      } catch (error) {
        if (isRefusal(error)) {
          counter?.labels('refused').inc();
          logger?.info('session refresh refused: signed out', {
            err: error instanceof Error ? error.message : String(error),
          });
          return { status: 'invalid', setCookies: end(secure) };
        }
        counter?.labels('unavailable').inc();
        logger?.warn('session refresh failed', { err: error instanceof Error ? error.message : String(error) });
        return left > 0 ? { status: 'valid', session, setCookies: [] } : { status: 'unavailable', session };
      }
    },
    async start(tokens, user, secure) {
      const session: Session = {
        sid: randomBytes(18).toString('base64url'),
        user,
        at: tokens.accessToken,
        rt: tokens.refreshToken,
        it: tokens.idToken,
        exp_at: tokens.expiresAt,
        auth_time: seconds(),
      };
      return [
        ...(await cookiesOf(session, secure)),
        serializeCookie(PREVIOUS_LOGIN_COOKIE, new Date(now()).toISOString().slice(0, 10), {
          maxAge: PREVIOUS_LOGIN_MAX_AGE_SECONDS,
          secure,
        }),
      ];
    },
    end,
    async revoke(session) {
      return (await revocations?.revoke(sessionIdOf(session))) ?? false;
    },
  };
}
