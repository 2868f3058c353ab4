/**
 * The implicit return of spec 000 §4 (an access token in the URL hash), server half: the client
 * runtime posts the token and state it took from the hash to POST /signin/callback/, which makes
 * it a sealed session only for the sign-in this browser started, with a token the platform knows.
 * The token here is a real one of the local provider (obtained by a code-flow sign-in).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/auth/messages';
import { SESSION_COOKIE, SIGN_IN_TRANSACTION_COOKIE } from '../../shared/authConstants';
import { testPassword } from '../../upstream/identity/accounts';
import { createReaders } from '../../upstream/identity/readers';
import { DEFAULT_SEED } from '../../upstream/world/world';
import { HttpBrowser } from '../support/httpBrowser';
import { signInOverHttp } from '../support/signIn';
import { useStack } from '../support/stack';

const stack = useStack();
const reader = createReaders(DEFAULT_SEED)[3]!;
const HOST = '127.0.0.1';
let accessToken = '';

beforeAll(async () => {
  ({ accessToken } = await signInOverHttp(stack.neutron.url, {
    email: reader.email,
    password: testPassword(reader.username),
  }));
});

/** A browser that started a sign-in at /signin/ (it holds the transaction cookie) and the state sent to the provider. */
async function startedSignIn(returnTo = '/news/'): Promise<{ browser: HttpBrowser; state: string }> {
  const browser = new HttpBrowser();
  const res = await browser.request(`${stack.neutron.url}/signin/?returnTo=${encodeURIComponent(returnTo)}`);
  await res.body?.cancel();
  expect(res.status).toBe(303);
  const state = new URL(res.headers.get('location')!).searchParams.get('state');
  expect(state).toBeTruthy();
  expect(browser.cookie(HOST, SIGN_IN_TRANSACTION_COOKIE)).toBeTruthy();
  return { browser, state: state! };
}

const post = (browser: HttpBrowser, form: Record<string, string>, headers?: Record<string, string>) =>
  browser.request(`${stack.neutron.url}/signin/callback/`, { form, ...(headers ? { headers } : {}) });

describe('implicit return (token in the hash, posted by the client runtime)', () => {
  it('signs the reader in for the sign-in this browser started, and sends them to returnTo', async () => {
    const { browser, state } = await startedSignIn('/news/');
    const res = await post(browser, { access_token: accessToken, token_type: 'Bearer', expires_in: '3600', state });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ returnTo: '/news/' });
    expect(browser.cookie(HOST, SESSION_COOKIE)).toBeTruthy();
    const home = await browser.go(`${stack.neutron.url}/`);
    expect(home.html).toContain('class="account-name"');
    expect(home.html).not.toContain('Join / Log in');
    expect(home.html).not.toContain(accessToken);
  });

  it('refuses a token with a state this browser did not send (an injected sign-in)', async () => {
    const { browser } = await startedSignIn();
    const res = await post(browser, { access_token: accessToken, state: 'forged' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: AUTH_MESSAGES.signInExpired });
    expect(browser.cookie(HOST, SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a token without a started sign-in', async () => {
    const browser = new HttpBrowser();
    const res = await post(browser, { access_token: accessToken, state: 'anything' });
    expect(res.status).toBe(400);
    expect(browser.cookie(HOST, SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a token the platform does not know', async () => {
    const { browser, state } = await startedSignIn();
    const res = await post(browser, { access_token: 'not-a-real-token', state });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: AUTH_MESSAGES.signInRefused });
    expect(browser.cookie(HOST, SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a cross-site post (403)', async () => {
    const { browser, state } = await startedSignIn();
    const res = await post(browser, { access_token: accessToken, state }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(browser.cookie(HOST, SESSION_COOKIE)).toBeUndefined();
  });
});
