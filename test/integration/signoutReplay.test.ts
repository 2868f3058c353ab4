/**
 * Sign-out signs out (issue 42 point 8, decision 059): a session cookie copied before the reader
 * signs out is refused afterwards — pages render signed out and remove it, and the JSON endpoints
 * behind the session answer 401 with a JSON error, never 502. So does a cookie that does not open.
 */
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, USER_COOKIE } from '../../shared/authConstants';
import { AUTH_MESSAGES } from '../../shared/auth/messages';
import { createReaders } from '../../upstream/identity/readers';
import { testPassword } from '../../upstream/identity/accounts';
import { LOCAL_CLIENT_ID, LOCAL_CLIENT_SECRET } from '../../upstream/identity/provider';
import { DEFAULT_SEED } from '../../upstream/world/world';
import { signInOverHttp } from '../support/signIn';
import { useStack } from '../support/stack';

const stack = useStack();
const [reader, other] = [createReaders(DEFAULT_SEED)[4]!, createReaders(DEFAULT_SEED)[5]!];
const HOST = '127.0.0.1';

/** A request from another browser that holds only `cookie`. */
function replay(path: string, cookie: string): Promise<Response> {
  return fetch(`${stack.neutron.url}${path}`, {
    headers: { cookie, accept: path.startsWith('/user/') ? 'application/json' : 'text/html' },
    redirect: 'manual',
  });
}

async function expectSignedOutPage(res: Response): Promise<void> {
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('Join / Log in');
  expect(html).not.toContain(reader.displayName);
  expect(res.headers.getSetCookie()).toContain(`${SESSION_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`);
}

async function expectNotSignedInJson(res: Response): Promise<Record<string, unknown>> {
  expect(res.status).toBe(401);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  const body = (await res.json()) as Record<string, unknown>;
  expect(body.error).toBe(AUTH_MESSAGES.notSignedIn);
  return body;
}

describe('a session cookie replayed after sign-out', () => {
  it('renders signed-out pages, removes the cookie, and /user/me/ answers 401 (not 502)', async () => {
    const { browser } = await signInOverHttp(stack.neutron.url, {
      email: reader.email,
      password: testPassword(reader.username),
    });
    const copied = `${SESSION_COOKIE}=${browser.cookie(HOST, SESSION_COOKIE)!}; ${USER_COOKIE}=1`;
    // Before sign-out the copy is as good as the original.
    const before = await replay('/', copied);
    expect(await before.text()).toContain(reader.displayName);
    expect((await replay('/user/me/', copied)).status).toBe(200);

    const out = await browser.request(`${stack.neutron.url}/signout/`, { method: 'POST', form: {} });
    expect(out.status).toBe(303);
    expect(browser.cookie(HOST, SESSION_COOKIE)).toBeUndefined();

    expect(await expectNotSignedInJson(await replay('/user/me/', copied))).toEqual({
      user: null,
      error: AUTH_MESSAGES.notSignedIn,
    });
    await expectSignedOutPage(await replay('/', copied));
    await expectNotSignedInJson(await replay('/user/comment-token/', copied));
    // The settings page behind the session shows no reader either.
    const settings = await replay('/user/settings/', copied);
    expect(await settings.text()).not.toContain(reader.email);
  });

  it('answers a cookie that does not open the same way: a signed-out page and 401 JSON, the cookie removed', async () => {
    const garbage = `${SESSION_COOKIE}=eyJhbGciOiJkaXIifQ..AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBB.CCCCCCCCCCCCCCCCCCCCCC`;
    await expectSignedOutPage(await replay('/', garbage));
    const me = await replay('/user/me/', garbage);
    await expectNotSignedInJson(me);
    expect(me.headers.getSetCookie()).toContain(`${SESSION_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`);
  });

  it('answers /user/me/ with 401 and removes the cookies when the provider no longer honours the access token', async () => {
    const signedIn = await signInOverHttp(stack.neutron.url, {
      email: other.email,
      password: testPassword(other.username),
    });
    // Revoked at the provider (RFC 7009), as a sign-out elsewhere or an administrator would.
    const revoked = await fetch(`${stack.upstream.url}/oidc/token/revocation`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${LOCAL_CLIENT_ID}:${LOCAL_CLIENT_SECRET}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ token: signedIn.accessToken, token_type_hint: 'access_token' }),
    });
    expect(revoked.status).toBe(200);
    const me = await signedIn.browser.request(`${stack.neutron.url}/user/me/`);
    expect(await expectNotSignedInJson(me)).toEqual({ user: null, error: AUTH_MESSAGES.notSignedIn });
    expect(signedIn.browser.cookie(HOST, SESSION_COOKIE)).toBeUndefined();
  });
});
