/**
 * Sign-in end to end over plain HTTP (decision 040): Neutron as the relying party of the local
 * upstream's OpenID Connect provider, whose hosted login form is driven like a reader without
 * JavaScript would. Also the attacks: state forged, replayed or missing, a code used twice, a
 * tampered session cookie, open redirects, sign-out without same-origin, provider down.
 */
import { describe, expect, it } from 'vitest';
import {
  PREVIOUS_LOGIN_COOKIE,
  SESSION_COOKIE,
  SIGN_IN_TRANSACTION_COOKIE,
  USER_COOKIE,
} from '../../shared/authConstants';
import { AUTH_MESSAGES } from '../../shared/auth/messages';
import { createReaders } from '../../upstream/identity/readers';
import { testPassword } from '../../upstream/identity/accounts';
import { DEFAULT_SEED } from '../../upstream/world/world';
import { formAction, HttpBrowser, type Page } from '../support/httpBrowser';
import { useStack } from '../support/stack';

const stack = useStack();
const reader = createReaders(DEFAULT_SEED)[2]!;
const HOST = '127.0.0.1';
const escaped = (text: string) => text.replaceAll("'", '&#x27;');

/** /signin/ → provider's login page (the browser has left Neutron). */
async function toLoginPage(browser: HttpBrowser, returnTo = '/user/settings/'): Promise<Page> {
  const page = await browser.go(`${stack.neutron.url}/signin/?returnTo=${encodeURIComponent(returnTo)}`);
  expect(page.status).toBe(200);
  expect(page.url.startsWith(`${stack.upstream.url}/oidc/interaction/`)).toBe(true);
  return page;
}

async function signIn(
  browser: HttpBrowser,
  returnTo = '/user/settings/',
  email = reader.email,
  password = testPassword(reader.username),
): Promise<Page> {
  const login = await toLoginPage(browser, returnTo);
  return browser.go(formAction(login, '/login'), { form: { email, password } });
}

/** Signs in but stops at the redirect to Neutron's callback: the callback URL, not yet visited. */
async function callbackUrl(browser: HttpBrowser): Promise<string> {
  const login = await toLoginPage(browser);
  let res = await browser.request(formAction(login, '/login'), {
    form: { email: reader.email, password: testPassword(reader.username) },
  });
  for (let hops = 0; hops < 10; hops += 1) {
    const location = new URL(res.headers.get('location')!, res.url || stack.upstream.url).href;
    await res.body?.cancel();
    if (location.startsWith(`${stack.neutron.url}/signin/callback/`)) return location;
    res = await browser.request(location.startsWith('/') ? `${stack.upstream.url}${location}` : location);
  }
  throw new Error('never reached the callback');
}

describe('sign-in flow over HTTP', () => {
  it('publishes discovery with PKCE S256, refresh tokens, userinfo and end-session', async () => {
    const res = await fetch(`${stack.upstream.url}/oidc/.well-known/openid-configuration`);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(`${stack.upstream.url}/oidc`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
    for (const key of ['jwks_uri', 'userinfo_endpoint', 'end_session_endpoint', 'token_endpoint'])
      expect(doc[key]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/oidc\//);
  });

  it('signs a reader in through the provider and back to returnTo, with the session sealed and nothing leaked', async () => {
    const browser = new HttpBrowser();
    const page = await signIn(browser);
    expect(page.url).toBe(`${stack.neutron.url}/user/settings/`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`You are signed in as ${reader.email}.`);
    expect(page.html).toContain(reader.displayName);
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    const session = browser.cookie(HOST, SESSION_COOKIE)!;
    expect(session.split('.')).toHaveLength(5);
    expect(browser.cookie(HOST, USER_COOKIE)).toBe('1');
    expect(browser.cookie(HOST, PREVIOUS_LOGIN_COOKIE)).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(browser.cookie(HOST, SIGN_IN_TRANSACTION_COOKIE)).toBeUndefined();
    // The page shows the reader but carries none of the tokens, and an RSC request neither.
    const rsc = await browser.request(`${stack.neutron.url}/`, { headers: { rsc: '1' } });
    const payload = await rsc.text();
    expect(payload).toContain(reader.displayName);
    expect(rsc.headers.get('cache-control')).toBe('private, no-cache');
    for (const text of [page.html, payload]) {
      expect(text).not.toContain(session);
      expect(text).not.toMatch(/access_token|refresh_token|id_token|"at":|"rt":/);
    }
  });

  it('never serves a signed-in page from the render cache to another reader', async () => {
    const browser = new HttpBrowser();
    await signIn(browser, '/');
    const signedIn = await browser.go(`${stack.neutron.url}/`);
    expect(signedIn.html).toContain(reader.displayName);
    const anonymous = await fetch(`${stack.neutron.url}/`);
    const html = await anonymous.text();
    expect(html).not.toContain(reader.displayName);
    expect(html).toContain('Join / Log in');
  });

  it('reads and writes the profile with the bearer token, and requests a password reset', async () => {
    const browser = new HttpBrowser();
    const settings = await signIn(browser);
    const saved = await browser.go(formAction(settings, '/user/settings/'), {
      form: { displayName: 'Third Reader', newsletters: ['deals', 'money', 'bogus'] },
    });
    expect(saved.url).toBe(`${stack.neutron.url}/user/settings/?status=saved`);
    expect(saved.html).toContain(AUTH_MESSAGES.profileSaved);
    expect(saved.html).toContain('value="Third Reader"');
    expect(saved.html).toContain('name="newsletters" checked="" value="deals"');
    expect(saved.html).toContain('name="newsletters" checked="" value="money"');
    expect(saved.html).toContain('name="newsletters" value="how-to"');
    const reset = await browser.go(formAction(saved, 'password-reset'), { form: {} });
    expect(reset.html).toContain(escaped(AUTH_MESSAGES.resetRequested));
    const outbox = (await (await fetch(`${stack.upstream.url}/__identity/resets`)).json()) as {
      mails: Array<{ to: string }>;
    };
    expect(outbox.mails.map((m) => m.to)).toContain(reader.email);
  });

  it('joins a new reader on the provider page (with the password rules) and signs them in', async () => {
    const browser = new HttpBrowser();
    const page = await browser.go(`${stack.neutron.url}/signin/?screen=signup&returnTo=/`);
    expect(page.html).toContain('At least 1 special character');
    const weak = await browser.go(formAction(page, '/join'), {
      form: { name: 'Newbie', email: 'new.reader@example.com', password: 'abc123' },
    });
    expect(weak.status).toBe(400);
    expect(weak.html).toContain('does not meet the requirements');
    const joined = await browser.go(formAction(weak, '/join'), {
      form: { name: 'Newbie', email: 'new.reader@example.com', password: 'abc123!' },
    });
    expect(joined.url).toBe(`${stack.neutron.url}/`);
    expect(joined.html).toContain('Newbie');
  });

  it('signs in with the simulated Facebook connection', async () => {
    const browser = new HttpBrowser();
    const login = await toLoginPage(browser, '/');
    const page = await browser.go(formAction(login, '/facebook'), { form: {} });
    expect(page.url).toBe(`${stack.neutron.url}/`);
    expect(page.html).toContain('Reader 12');
  });

  it('signs out (POST, same-origin) locally and at the provider', async () => {
    const browser = new HttpBrowser();
    await signIn(browser, '/');
    const forged = await browser.request(`${stack.neutron.url}/signout/`, {
      method: 'POST',
      form: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect((await browser.request(`${stack.neutron.url}/signout/`)).status).toBe(405);
    expect(browser.cookie(HOST, SESSION_COOKIE)).toBeDefined();
    const out = await browser.request(`${stack.neutron.url}/signout/`, { method: 'POST', form: {} });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toContain('/oidc/session/end');
    expect(browser.cookie(HOST, SESSION_COOKIE)).toBeUndefined();
    expect(browser.cookie(HOST, PREVIOUS_LOGIN_COOKIE)).toBeDefined();
    const home = await browser.go(`${stack.neutron.url}/`);
    expect(home.html).toContain('Join / Log in');
  });
});

describe('bad input and attacks', () => {
  it.each([
    ['a missing state and transaction', (url: string) => url.replace(/state=[^&]+/, ''), false],
    ['a forged state', (url: string) => url.replace(/state=[^&]+/, 'state=forged'), true],
  ])('answers %s with a 400 page and a sign-in link', async (_what, change, keepTransaction) => {
    const browser = new HttpBrowser();
    const url = await callbackUrl(browser);
    if (!keepTransaction) browser.setCookie(HOST, SIGN_IN_TRANSACTION_COOKIE, '');
    const page = await browser.go(change(url));
    expect(page.status).toBe(400);
    expect(page.html).toContain(AUTH_MESSAGES.signInExpired);
    expect(page.html).toContain('href="/signin/');
    expect(browser.cookie(HOST, SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a replayed callback (the transaction is spent) and a code used twice', async () => {
    const browser = new HttpBrowser();
    const url = await callbackUrl(browser);
    const transaction = browser.cookie(HOST, SIGN_IN_TRANSACTION_COOKIE)!;
    const first = await browser.go(url);
    expect(first.status).toBe(200);
    // Replay without the transaction cookie (it was cleared): 400.
    const replay = await browser.go(url);
    expect(replay.status).toBe(400);
    // Replay with the old transaction cookie: the provider refuses the used code.
    const attacker = new HttpBrowser();
    attacker.setCookie(HOST, SIGN_IN_TRANSACTION_COOKIE, transaction);
    const reused = await attacker.go(url);
    expect(reused.status).toBe(400);
    expect(reused.html).toContain(AUTH_MESSAGES.signInRefused);
    expect(attacker.cookie(HOST, SESSION_COOKIE)).toBeUndefined();
  });

  it('signs out a reader whose session cookie was tampered with', async () => {
    const browser = new HttpBrowser();
    await signIn(browser, '/');
    const session = browser.cookie(HOST, SESSION_COOKIE)!;
    const parts = session.split('.');
    // One character in the middle of the ciphertext changed (never only the padding bits of the last one).
    const text = parts[3]!;
    const middle = Math.floor(text.length / 2);
    parts[3] = `${text.slice(0, middle)}${text[middle] === 'A' ? 'B' : 'A'}${text.slice(middle + 1)}`;
    browser.setCookie(HOST, SESSION_COOKIE, parts.join('.'));
    const res = await browser.request(`${stack.neutron.url}/`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('Join / Log in');
    expect(res.headers.getSetCookie()).toContain(`${SESSION_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`);
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example/', 'javascript:alert(1)'])(
    'sends returnTo %j to the front door',
    async (returnTo) => {
      const browser = new HttpBrowser();
      const page = await signIn(browser, returnTo);
      expect(page.url).toBe(`${stack.neutron.url}/`);
    },
  );

  it('says so with 503 on the sign-in page when the provider is down, while pages still render', async () => {
    await stack.upstream.control({ faults: [{ match: '/oidc/', mode: 'error500' }] });
    try {
      // A Neutron that has not discovered the provider yet.
      const browser = new HttpBrowser();
      const { startNeutron } = await import('../support/neutron');
      const fresh = await startNeutron({ CONTENT_API_URL: stack.upstream.url });
      try {
        const page = await browser.go(`${fresh.url}/signin/`);
        expect(page.status).toBe(503);
        expect(page.html).toContain(AUTH_MESSAGES.providerDown);
        // Every other page renders for anonymous readers, with the Join / Log in control.
        for (const path of ['/', '/news/', '/user/settings/']) {
          const other = await fetch(`${fresh.url}${path}`);
          expect(other.status, path).toBe(200);
          expect(await other.text(), path).toContain('Join / Log in');
        }
        const door = await new HttpBrowser().go(`${fresh.url}/news/`);
        const article = /href="(\/news\/[^"/]+\/)"/.exec(door.html)?.[1];
        expect(article).toBeTruthy();
        expect((await fetch(`${fresh.url}${article!}`)).status).toBe(200);
      } finally {
        await fresh.stop();
      }
    } finally {
      await stack.upstream.reset();
    }
  });
});
