/**
 * Auth initialisation in a stubbed browser (node has no DOM), spec 000 §4 and §8: the stored
 * strategy makes the client fetch the user; no session removes the user and forgets the strategy;
 * a failed fetch is 'error fetching user' and forgets it too; an implicit return is posted to the
 * server; fetchComplete is true at the end.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_STRATEGY_STORAGE_KEY } from '../../shared/authConstants';

interface Browser {
  storage: Map<string, string>;
  attributes: Record<string, string>;
  requests: Array<{ url: string; method: string; body?: string }>;
  replaced: string[];
}

const USER = { sub: 'auth0|reader-1', email: { email: 'reader1@example.com' }, login_count: 3, name: 'Reader One' };

function stubBrowser(
  answer: (url: string) => Response | Promise<Response>,
  strategy?: string,
  brand = 'cnet',
): Browser {
  const browser: Browser = {
    storage: new Map(strategy ? [[SIGN_IN_STRATEGY_STORAGE_KEY, strategy]] : []),
    attributes: {},
    requests: [],
    replaced: [],
  };
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => browser.storage.get(key) ?? null,
      setItem: (key: string, value: string) => void browser.storage.set(key, value),
      removeItem: (key: string) => void browser.storage.delete(key),
    },
  });
  vi.stubGlobal('document', {
    documentElement: { setAttribute: (name: string, value: string) => (browser.attributes[name] = value) },
    body: { dataset: { brand } },
  });
  vi.stubGlobal('location', { replace: (url: string) => browser.replaced.push(url) });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    browser.requests.push({ url, method: init.method ?? 'GET', ...(init.body ? { body: String(init.body) } : {}) });
    return answer(url);
  });
  return browser;
}

async function load() {
  vi.resetModules();
  return { ...(await import('./authStartup')), ...(await import('./authStore')) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('auth at startup', () => {
  it('with a stored strategy fetches the user, sets it, and completes', async () => {
    const browser = stubBrowser(() => json({ user: USER }), 'password');
    const { startAuth, authStore } = await load();
    await startAuth({
      implicitHash: null,
      signedIn: false,
      strategy: browser.storage.get(SIGN_IN_STRATEGY_STORAGE_KEY) ?? null,
    });
    expect(browser.requests).toEqual([{ url: '/user/me/?site=cnet', method: 'GET' }]);
    expect(authStore.get()).toEqual({ fetchComplete: true, loggedIn: true, profile: null, user: USER });
    expect(browser.attributes['data-auth-client']).toBe('logged-in');
    expect(browser.storage.get(SIGN_IN_STRATEGY_STORAGE_KEY)).toBe('password');
  });

  it('names the site of the page for a roadshow reader (000 §7 /uds/{site}/)', async () => {
    const browser = stubBrowser(() => json({ user: USER }), 'password', 'roadshow');
    const { startAuth, authStore } = await load();
    await startAuth({ implicitHash: null, signedIn: false, strategy: 'password' });
    expect(browser.requests).toEqual([{ url: '/user/me/?site=roadshow', method: 'GET' }]);
    expect(authStore.get().loggedIn).toBe(true);
  });

  it('fetches the user of a page rendered for a signed-in reader even without a strategy', async () => {
    const browser = stubBrowser(() => json({ user: USER }));
    const { startAuth, authStore } = await load();
    await startAuth({ implicitHash: null, signedIn: true, strategy: null });
    expect(browser.requests).toHaveLength(1);
    expect(authStore.get().loggedIn).toBe(true);
  });

  it('without a strategy or a session fetches nothing and completes logged out', async () => {
    const browser = stubBrowser(() => json({ user: USER }));
    const { startAuth, authStore } = await load();
    await startAuth({
      implicitHash: null,
      signedIn: false,
      strategy: browser.storage.get(SIGN_IN_STRATEGY_STORAGE_KEY) ?? null,
    });
    expect(browser.requests).toEqual([]);
    expect(authStore.get()).toEqual({ fetchComplete: true, loggedIn: false, profile: null, user: null });
    expect(browser.attributes['data-auth-client']).toBe('logged-out');
  });

  it('no session any more (401): the user is removed and the strategy forgotten', async () => {
    const browser = stubBrowser(() => json({ user: null }, 401), 'facebook');
    const { startAuth, authStore } = await load();
    await startAuth({
      implicitHash: null,
      signedIn: false,
      strategy: browser.storage.get(SIGN_IN_STRATEGY_STORAGE_KEY) ?? null,
    });
    expect(authStore.get()).toEqual({ fetchComplete: true, loggedIn: false, profile: null, user: null });
    expect(browser.storage.has(SIGN_IN_STRATEGY_STORAGE_KEY)).toBe(false);
  });

  it.each([
    ['a failed Token call', () => json({ user: USER, error: 'error fetching user' }, 502)],
    ['an answer that is not a user', () => json({ user: { name: 'no sub' } })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("%s is 'error fetching user' and clears the stored strategy (000 §8)", async (_what, answer) => {
    const browser = stubBrowser(answer, 'password');
    const { startAuth, authStore } = await load();
    await startAuth({
      implicitHash: null,
      signedIn: false,
      strategy: browser.storage.get(SIGN_IN_STRATEGY_STORAGE_KEY) ?? null,
    });
    expect(console.warn).toHaveBeenCalledWith('error fetching user', expect.anything());
    expect(browser.storage.has(SIGN_IN_STRATEGY_STORAGE_KEY)).toBe(false);
    expect(authStore.get()).toMatchObject({ fetchComplete: true, loggedIn: false, user: null });
  });

  it('posts an implicit return to the server and goes on to where the sign-in started', async () => {
    const browser = stubBrowser(() => json({ returnTo: '/news/' }));
    const { startAuth, authStore } = await load();
    await startAuth({
      implicitHash: '#access_token=tok-1&token_type=Bearer&expires_in=600&state=st-1',
      signedIn: false,
      strategy: browser.storage.get(SIGN_IN_STRATEGY_STORAGE_KEY) ?? null,
    });
    expect(browser.requests).toEqual([
      { url: '/signin/callback/', method: 'POST', body: 'access_token=tok-1&state=st-1&expires_in=600' },
    ]);
    expect(browser.replaced).toEqual(['/news/']);
    expect(browser.storage.get(SIGN_IN_STRATEGY_STORAGE_KEY)).toBe('implicit');
    // The page is being replaced: initialisation finishes on the next one.
    expect(authStore.get().fetchComplete).toBe(false);
    expect(browser.attributes).toEqual({});
  });

  it('never follows a returnTo off the site, even from the server', async () => {
    const browser = stubBrowser(() => json({ returnTo: '//evil.example/' }));
    const { startAuth } = await load();
    await startAuth({
      implicitHash: '#access_token=tok-1&state=st-1',
      signedIn: false,
      strategy: browser.storage.get(SIGN_IN_STRATEGY_STORAGE_KEY) ?? null,
    });
    expect(browser.replaced).toEqual(['/']);
  });

  it('a refused implicit return shows the callback problem page', async () => {
    const browser = stubBrowser(() => json({ error: 'refused' }, 400));
    const { startAuth } = await load();
    await startAuth({
      implicitHash: '#access_token=tok-1&state=st-1',
      signedIn: false,
      strategy: browser.storage.get(SIGN_IN_STRATEGY_STORAGE_KEY) ?? null,
    });
    expect(browser.replaced).toEqual(['/signin/callback/']);
    expect(browser.storage.has(SIGN_IN_STRATEGY_STORAGE_KEY)).toBe(false);
  });

  it('an error return (the reader cancelled) stays on the page and completes', async () => {
    const browser = stubBrowser(() => json({}));
    const { startAuth, authStore } = await load();
    await startAuth({
      implicitHash: '#error=access_denied&state=st-1',
      signedIn: false,
      strategy: browser.storage.get(SIGN_IN_STRATEGY_STORAGE_KEY) ?? null,
    });
    expect(browser.requests).toEqual([]);
    expect(browser.replaced).toEqual([]);
    expect(authStore.get().fetchComplete).toBe(true);
  });
});

describe('the store', () => {
  it('on a page without startup work (an anonymous reader) is logged out and complete', async () => {
    stubBrowser(() => json({}));
    const { authStore } = await load();
    expect(authStore.get()).toEqual({ fetchComplete: true, loggedIn: false, profile: null, user: null });
  });
});
