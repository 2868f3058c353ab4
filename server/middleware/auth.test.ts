import { describe, expect, it } from 'vitest';
import { PREVIOUS_LOGIN_COOKIE, SESSION_COOKIE, USER_COOKIE } from '../../shared/authConstants';
import type { AuthState } from '../../shared/requestState';
import type { RouteMatch } from '../../shared/routes/types';
import type { SessionOutcome, SessionVerifier } from '../auth/sessionVerifier';
import { createAuthMiddleware } from './auth';
import { createPageContext } from './context';
import type { PageContext } from './types';

const USER = { sub: 'local|abc', email: { email: 'reader1@readers.neutron.test' }, login_count: 1 };
const EXPIRE_SESSION = `${SESSION_COOKIE}=; Path=/; SameSite=Lax; Secure; Max-Age=0`;
const LOGGED_OUT: AuthState = { fetchComplete: true, loggedIn: false, profile: null, user: null };

function context(cookies: Record<string, string>): PageContext {
  const cookie = Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; ');
  return createPageContext({ url: new URL('http://localhost/'), match: {} as RouteMatch, headers: new Headers(cookie ? { cookie } : {}) });
}

/** A verifier that answers one outcome (or throws) and records the tokens it saw. */
function sessions(answer: SessionOutcome | Error) {
  const seen: string[] = [];
  const verifier: Pick<SessionVerifier, 'verify'> = {
    async verify(token) {
      seen.push(token);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { verifier, seen };
}

async function run(cookies: Record<string, string>, answer: SessionOutcome | Error = { status: 'valid', user: USER }) {
  const { verifier, seen } = sessions(answer);
  const ctx = context(cookies);
  const outcome = await createAuthMiddleware({ sessions: verifier })(ctx);
  return { ctx, seen, outcome };
}

describe('auth middleware', () => {
  it('marks a visitor without a session logged out once auth is settled, without verifying anything', async () => {
    const { ctx, seen, outcome } = await run({});
    expect(outcome).toBeUndefined();
    expect(seen).toEqual([]);
    expect(ctx.state.auth).toEqual(LOGGED_OUT);
    expect(ctx.state.registered).toBe(false);
    expect(ctx.setCookies).toEqual([]);
  });

  it('logs in the user of a verified session, with no profile yet', async () => {
    const { ctx, seen } = await run({ [SESSION_COOKIE]: 'a.b.c' });
    expect(seen).toEqual(['a.b.c']);
    expect(ctx.state.auth).toEqual({ fetchComplete: true, loggedIn: true, profile: null, user: USER });
    expect(ctx.setCookies).toEqual([]);
  });

  it.each<[string, SessionOutcome | Error, string[]]>([
    ['a forged or garbled token, dropping its cookie', { status: 'invalid', reason: 'signature' }, [EXPIRE_SESSION]],
    ['an oversized token, dropping its cookie', { status: 'invalid', reason: 'oversized' }, [EXPIRE_SESSION]],
    ['an expired token, dropping its cookie', { status: 'expired' }, [EXPIRE_SESSION]],
    ['a token that could not be checked, keeping its cookie', { status: 'unavailable' }, []],
    ['a verifier that throws, keeping the cookie', new Error('boom'), []],
  ])('logs out on %s', async (_what, answer, setCookies) => {
    const { ctx } = await run({ [SESSION_COOKIE]: 'a.b.c' }, answer);
    expect(ctx.state.auth).toEqual(LOGGED_OUT);
    expect(ctx.setCookies).toEqual(setCookies);
  });

  it('ignores an empty session cookie', async () => {
    const { ctx, seen } = await run({ [SESSION_COOKIE]: '' });
    expect(seen).toEqual([]);
    expect(ctx.state.auth).toEqual(LOGGED_OUT);
    expect(ctx.setCookies).toEqual([]);
  });

  it.each<[string, Record<string, string>, SessionOutcome, boolean, boolean]>([
    ['a user cookie', { [USER_COOKIE]: 'local|abc' }, { status: 'valid', user: USER }, true, false],
    ['a previous-login cookie on a logged-out visitor', { [PREVIOUS_LOGIN_COOKIE]: '1' }, { status: 'valid', user: USER }, true, false],
    ['a previous-login cookie beside an expired session', { [PREVIOUS_LOGIN_COOKIE]: '1', [SESSION_COOKIE]: 'a.b.c' }, { status: 'expired' }, true, false],
    ['a valid session alone (registered is judged by the cookies only)', { [SESSION_COOKIE]: 'a.b.c' }, { status: 'valid', user: USER }, false, true],
  ])('judges registered by %s', async (_what, cookies, answer, registered, loggedIn) => {
    const { ctx } = await run(cookies, answer);
    expect(ctx.state.registered).toBe(registered);
    expect(ctx.state.auth.loggedIn).toBe(loggedIn);
  });
});
