import { describe, expect, it } from 'vitest';
import { PREVIOUS_LOGIN_COOKIE, SESSION_COOKIE, USER_COOKIE } from '../../shared/authConstants';
import type { AuthState } from '../../shared/requestState';
import type { RouteMatch } from '../../shared/routes/types';
import type { TokenSet } from '../auth/identityClient';
import { sessionOf } from '../auth/requestSession';
import { createSessionManager } from '../auth/sessions';
import { createSessionSeal, type Session } from '../auth/sessionSeal';
import { createAuthMiddleware } from './auth';
import { createPageContext } from './context';

const NOW = 1_800_000_000;
const seal = createSessionSeal('s'.repeat(48));
const USER = { sub: 'local|abc', email: { email: 'reader1@readers.neutron.test' }, login_count: 1, name: 'Reader 1' };
const LOGGED_OUT: AuthState = { fetchComplete: true, loggedIn: false, profile: null, user: null };
const session = (expiresIn: number, rt: string | undefined = 'rt-1'): Session => ({
  user: USER,
  at: 'at-1',
  rt,
  it: 'id-1',
  exp_at: NOW + expiresIn,
  auth_time: NOW - 100,
});

/** The identity side of a refresh: answers with tokens (or fails as told) and counts the calls. */
function refresher(answer: TokenSet | Error) {
  const calls: string[] = [];
  return {
    calls,
    identity: {
      async refresh(token: string) {
        calls.push(token);
        if (answer instanceof Error) throw answer;
        return answer;
      },
    },
  };
}

async function run(
  cookies: Record<string, string>,
  answer: TokenSet | Error = { accessToken: 'at-2', expiresAt: NOW + 3600 },
) {
  const { identity, calls } = refresher(answer);
  const sessions = createSessionManager({ seal, identity, now: () => NOW * 1000 });
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const ctx = createPageContext({
    url: new URL('https://www.example.com/'),
    match: {} as RouteMatch,
    headers: new Headers(cookie ? { cookie } : {}),
  });
  await createAuthMiddleware({ sessions })(ctx);
  return { ctx, calls };
}

describe('auth middleware', () => {
  it('marks a visitor without a session logged out once auth is settled', async () => {
    const { ctx, calls } = await run({});
    expect(ctx.state.auth).toEqual(LOGGED_OUT);
    expect(ctx.state.registered).toBe(false);
    expect(ctx.setCookies).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('logs in the user of a session, keeps its tokens out of the state, and refreshes nothing while the token is fresh', async () => {
    const { ctx, calls } = await run({ [SESSION_COOKIE]: await seal.seal(session(3000), 600) });
    expect(ctx.state.auth).toEqual({ fetchComplete: true, loggedIn: true, profile: null, user: USER });
    expect(JSON.stringify(ctx.state)).not.toContain('at-1');
    expect(sessionOf(ctx.requestHeaders)?.at).toBe('at-1');
    expect(calls).toEqual([]);
    expect(ctx.setCookies).toEqual([]);
  });

  it('refreshes an access token about to expire and sends the renewed session', async () => {
    const { ctx, calls } = await run({ [SESSION_COOKIE]: await seal.seal(session(30), 600) });
    expect(calls).toEqual(['rt-1']);
    expect(ctx.state.auth.loggedIn).toBe(true);
    expect(sessionOf(ctx.requestHeaders)?.at).toBe('at-2');
    const renewed = ctx.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(renewed).toMatch(/HttpOnly/);
    expect(renewed).toMatch(/Secure/);
    const opened = await seal.open(decodeURIComponent(renewed!.split(';')[0]!.slice(SESSION_COOKIE.length + 1)));
    expect(opened).toMatchObject({ at: 'at-2', rt: 'rt-1', exp_at: NOW + 3600 });
  });

  it('signs out a reader whose cookie was tampered with, and removes it', async () => {
    const value = await seal.seal(session(3000), 600);
    // One character in the middle changed (never only the padding bits of the last one).
    const middle = Math.floor(value.length / 2);
    const tampered = `${value.slice(0, middle)}${value[middle] === 'A' ? 'B' : 'A'}${value.slice(middle + 1)}`;
    const { ctx } = await run({ [SESSION_COOKIE]: tampered });
    expect(ctx.state.auth).toEqual(LOGGED_OUT);
    expect(ctx.setCookies).toContain(`${SESSION_COOKIE}=; Path=/; SameSite=Lax; Secure; Max-Age=0`);
    expect(ctx.setCookies).toContain(`${USER_COOKIE}=; Path=/; SameSite=Lax; Secure; Max-Age=0`);
  });

  it('signs out when the provider refuses the refresh', async () => {
    const { ResponseBodyError } = await import('openid-client');
    const refusal = Object.create(ResponseBodyError.prototype) as Error;
    const { ctx } = await run({ [SESSION_COOKIE]: await seal.seal(session(-10), 600) }, refusal);
    expect(ctx.state.auth).toEqual(LOGGED_OUT);
    expect(ctx.setCookies.some((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
  });

  it('keeps an expired session (logged out for now) when the provider cannot be reached', async () => {
    const { ctx } = await run(
      { [SESSION_COOKIE]: await seal.seal(session(-10), 600) },
      new Error('connect ECONNREFUSED'),
    );
    expect(ctx.state.auth).toEqual(LOGGED_OUT);
    expect(ctx.setCookies).toEqual([]);
  });

  it('keeps a still-valid session when a refresh cannot reach the provider', async () => {
    const { ctx } = await run({ [SESSION_COOKIE]: await seal.seal(session(20), 600) }, new Error('timeout'));
    expect(ctx.state.auth.loggedIn).toBe(true);
  });

  it('judges registered by the user or previous-login cookie alone', async () => {
    expect((await run({ [USER_COOKIE]: '1' })).ctx.state.registered).toBe(true);
    expect((await run({ [PREVIOUS_LOGIN_COOKIE]: '2025-01-01' })).ctx.state.registered).toBe(true);
  });
});
