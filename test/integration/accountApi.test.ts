/**
 * The reader's JSON endpoints (issue 11): /user/me/ (the Token call of 000 §7, fetched by the
 * client runtime at startup, 000 §4) and /user/comment-token/ (the Comment login token of 000
 * §7), each behind the session: the provider's tokens never appear in what the browser gets.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { testPassword } from '../../upstream/identity/accounts';
import { createReaders } from '../../upstream/identity/readers';
import { DEFAULT_SEED } from '../../upstream/world/world';
import { HttpBrowser } from '../support/httpBrowser';
import { signInOverHttp, type SignedIn } from '../support/signIn';
import { useStack } from '../support/stack';

const stack = useStack();
const reader = createReaders(DEFAULT_SEED)[7]!;
let signedIn: SignedIn;

beforeAll(async () => {
  signedIn = await signInOverHttp(stack.neutron.url, { email: reader.email, password: testPassword(reader.username) });
});

describe('/user/me/', () => {
  it('answers the signed-in reader (Token call), privately, without any token', async () => {
    const res = await signedIn.browser.request(`${stack.neutron.url}/user/me/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = await res.text();
    expect(text).not.toContain(signedIn.accessToken);
    expect(JSON.parse(text)).toEqual({ user: { sub: reader.sub, email: { email: reader.email }, login_count: expect.any(Number), name: expect.any(String) } });
  });

  it('answers 401 with no user to an anonymous visitor', async () => {
    const res = await new HttpBrowser().request(`${stack.neutron.url}/user/me/`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ user: null });
  });
});

describe('/user/comment-token/ (000 §7 Comment login token)', () => {
  it('gives the signed-in reader a short-lived comment token, not the access token', async () => {
    const res = await signedIn.browser.request(`${stack.neutron.url}/user/comment-token/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = (await res.json()) as { token: string; expiresIn: number };
    expect(body.token).toMatch(/^[\w-]{16,}$/);
    expect(body.token).not.toBe(signedIn.accessToken);
    expect(body.expiresIn).toBeGreaterThan(0);
    const second = (await (await signedIn.browser.request(`${stack.neutron.url}/user/comment-token/`)).json()) as { token: string };
    expect(second.token).not.toBe(body.token);
  });

  it('answers 401 to an anonymous visitor', async () => {
    const res = await new HttpBrowser().request(`${stack.neutron.url}/user/comment-token/`);
    expect(res.status).toBe(401);
  });
});
