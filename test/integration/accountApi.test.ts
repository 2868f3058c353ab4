/**
 * The reader's JSON endpoints (issue 11): /user/me/ (the Token call of 000 §7, fetched by the
 * client runtime at startup, 000 §4) and /user/comment-token/ (the Comment login token of 000
 * §7), each behind the session: the provider's tokens never appear in what the browser gets.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/auth/messages';
import { SIGN_UP_TEXT_LINKS } from '../../client/auth/signUpText';
import { testPassword } from '../../upstream/identity/accounts';
import { createReaders } from '../../upstream/identity/readers';
import { DEFAULT_SEED } from '../../upstream/world/world';
import { formAction, HttpBrowser } from '../support/httpBrowser';
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
    expect(JSON.parse(text)).toEqual({
      user: {
        sub: reader.sub,
        email: { email: reader.email },
        login_count: expect.any(Number),
        name: expect.any(String),
      },
    });
  });

  it('asks for a roadshow reader on the roadshow site, and refuses a site that does not exist with 400', async () => {
    const roadshow = await signedIn.browser.request(`${stack.neutron.url}/user/me/?site=roadshow`);
    expect(roadshow.status).toBe(200);
    expect(((await roadshow.json()) as { user: { sub: string } }).user.sub).toBe(reader.sub);
    for (const path of ['/user/me/?site=nowhere', '/user/comment-token/?site=CNET']) {
      const res = await signedIn.browser.request(`${stack.neutron.url}${path}`);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { error: string }).error, path).toBe('site must be cnet or roadshow');
    }
    expect((await signedIn.browser.request(`${stack.neutron.url}/user/comment-token/?site=roadshow`)).status).toBe(200);
  });

  it('answers 401 with no user to an anonymous visitor', async () => {
    const res = await new HttpBrowser().request(`${stack.neutron.url}/user/me/`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ user: null, error: AUTH_MESSAGES.notSignedIn });
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
    const second = (await (await signedIn.browser.request(`${stack.neutron.url}/user/comment-token/`)).json()) as {
      token: string;
    };
    expect(second.token).not.toBe(body.token);
  });

  it('answers 401 to an anonymous visitor', async () => {
    const res = await new HttpBrowser().request(`${stack.neutron.url}/user/comment-token/`);
    expect(res.status).toBe(401);
  });
});

describe('failures show the spec 000 §8 messages, never a 500', () => {
  afterEach(async () => {
    await stack.upstream.reset();
  });

  it("the Token call failing: /user/me/ answers 502 with 'error fetching user'", async () => {
    await stack.upstream.control({ faults: [{ match: '/user/token', mode: 'error500' }] });
    const res = await signedIn.browser.request(`${stack.neutron.url}/user/me/`);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: AUTH_MESSAGES.errorFetchingUser, user: { sub: reader.sub } });
  });

  it("the profile store failing: the settings page says 'Failed to get user profile', a save 'Failed to update user profile'", async () => {
    const settings = await signedIn.browser.go(`${stack.neutron.url}/user/settings/`);
    expect(settings.status).toBe(200);
    await stack.upstream.control({ faults: [{ match: '/user/profile', mode: 'error500' }] });
    const read = await signedIn.browser.go(`${stack.neutron.url}/user/settings/`);
    expect(read.status).toBe(200);
    expect(read.html).toContain(AUTH_MESSAGES.failedToGetProfile);
    const save = await signedIn.browser.go(formAction(settings, '/user/settings/'), { form: { displayName: 'Eight' } });
    expect(save.status).toBe(503);
    expect(save.html).toContain(AUTH_MESSAGES.failedToUpdateProfile);
  });
});

describe('the sign-up text (000 §5)', () => {
  it.each(Object.entries(SIGN_UP_TEXT_LINKS))('links to a page that exists: %s', async (_name, path) => {
    expect((await fetch(`${stack.neutron.url}${path}`)).status).toBe(200);
  });
});
