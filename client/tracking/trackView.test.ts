/**
 * The view orchestration in a stubbed browser (node has no DOM): what goes to the collection
 * service, with and without consent, across views of one page lifetime.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ViewProps } from './trackView';

const CONSENTED = `neutron_consent=${encodeURIComponent('v1:C0001:1|C0002:1|C0003:0|C0004:0|C0005:0')}`;
const COLLECT = 'http://collect.test';

interface Browser {
  beacons: Array<{ event: string; fields: Record<string, unknown> }>;
  images: URL[];
  fetches: URL[];
  attributes: Record<string, string>;
  storage: Map<string, string>;
  local: Map<string, string>;
}

function stubBrowser(options: { cookie: string; storageThrows?: boolean; local?: Map<string, string> }): Browser {
  const browser: Browser = {
    beacons: [],
    images: [],
    fetches: [],
    attributes: {},
    storage: new Map(),
    local: options.local ?? new Map(),
  };
  vi.stubGlobal('document', {
    cookie: options.cookie,
    referrer: 'https://www.google.com/',
    title: 'Document title',
    documentElement: { setAttribute: (name: string, value: string) => (browser.attributes[name] = value) },
  });
  vi.stubGlobal('location', { origin: 'http://site.test', href: 'http://site.test/' });
  const storage = {
    getItem: (key: string) => browser.storage.get(key) ?? null,
    setItem: (key: string, value: string) => void browser.storage.set(key, value),
  };
  const localStorage = {
    getItem: (key: string) => browser.local.get(key) ?? null,
    setItem: (key: string, value: string) => void browser.local.set(key, value),
  };
  vi.stubGlobal(
    'window',
    options.storageThrows
      ? {
          get sessionStorage(): Storage {
            throw new Error('denied');
          },
        }
      : { sessionStorage: storage, localStorage },
  );
  vi.stubGlobal('navigator', {
    sendBeacon: (_url: string, body: Blob) => {
      void body.text().then((text) => browser.beacons.push(JSON.parse(text) as Browser['beacons'][number]));
      return true;
    },
  });
  vi.stubGlobal(
    'Image',
    class {
      onerror: (() => void) | null = null;
      set src(value: string) {
        browser.images.push(new URL(value));
      }
    },
  );
  vi.stubGlobal('fetch', (url: string) => {
    browser.fetches.push(new URL(url));
    return Promise.resolve(new Response('{"pageviewCandidate":true}', { status: 200 }));
  });
  return browser;
}

async function load() {
  vi.resetModules();
  return { ...(await import('./trackView')), ...(await import('./viewState')) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const article: ViewProps = {
  collectUrl: COLLECT,
  fields: {
    articleId: 'a-1',
    siteName: 'CNET',
    section: 'tech',
    pageType: 'tech-article',
    deviceType: 'mobile',
    env: 'prod',
  },
  url: '/tech/story/',
  title: 'Story - CNET',
  seamless: false,
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('trackView', () => {
  it('without consent counts the view but sends and stores nothing', async () => {
    const browser = stubBrowser({ cookie: '' });
    const { trackView } = await load();
    trackView(article);
    trackView({ ...article, url: '/next/' });
    await flush();
    expect(browser.attributes['data-tracking-views']).toBe('2');
    expect(browser.beacons).toEqual([]);
    expect(browser.images).toEqual([]);
    expect(browser.fetches).toEqual([]);
    expect(browser.storage.size).toBe(0);
  });

  it('with consent: view 1 takes the guid ads already saw, view 2 gets a new one; pixel once, then pageview_candidate', async () => {
    const browser = stubBrowser({ cookie: CONSENTED });
    const { trackView, currentViewGuid } = await load();
    const early = currentViewGuid();
    trackView(article);
    trackView({ ...article, url: '/next/', title: 'Next - CNET' });
    await flush();
    const [first, second] = browser.beacons;
    expect(first?.fields).toMatchObject({
      articleId: 'a-1',
      pageViewGuid: early,
      viewNumber: 1,
      sessionPageCount: 1,
      url: 'http://site.test/tech/story/',
      title: 'Story - CNET',
      referrer: 'https://www.google.com/',
      traffic_source: 'search',
    });
    expect(second?.fields).toMatchObject({
      viewNumber: 2,
      sessionPageCount: 2,
      referrer: 'http://site.test/tech/story/',
      traffic_source: 'internal',
    });
    expect(second?.fields.pageViewGuid).not.toBe(early);
    expect(currentViewGuid()).toBe(second?.fields.pageViewGuid);
    expect(browser.images.map((url) => url.pathname)).toEqual(['/collect/pixel']);
    expect(browser.fetches.map((url) => url.pathname)).toEqual(['/collect/pageview_candidate.json']);
  });

  it('a view before consent is not sent later; the first consented view carries the pixel', async () => {
    const browser = stubBrowser({ cookie: '' });
    const { trackView } = await load();
    trackView(article);
    (document as { cookie: string }).cookie = CONSENTED;
    trackView({ ...article, url: '/next/' });
    await flush();
    expect(browser.beacons.map((beacon) => beacon.fields.viewNumber)).toEqual([2]);
    expect(browser.images.map((url) => url.pathname)).toEqual(['/collect/pixel']);
  });

  it('without session storage the view is still sent, without a session page count', async () => {
    const browser = stubBrowser({ cookie: CONSENTED, storageThrows: true });
    const { trackView } = await load();
    trackView({ ...article, errorPage: true });
    await flush();
    expect(browser.beacons[0]?.fields.viewNumber).toBe(1);
    expect(browser.beacons[0]?.fields).not.toHaveProperty('sessionPageCount');
    expect(browser.images.find((url) => url.pathname === '/collect/error.gif')?.searchParams.get('sid')).toMatch(
      /^[\w-]{36}$/,
    );
  });

  it('the error page sends its beacon with the view guid', async () => {
    const browser = stubBrowser({ cookie: CONSENTED });
    const { trackView } = await load();
    trackView({ ...article, url: '/missing/', errorPage: true });
    await flush();
    const beacon = browser.images.find((url) => url.pathname === '/collect/error.gif');
    expect(Object.fromEntries(beacon!.searchParams)).toEqual({
      xref: 'https://www.google.com/',
      srcurl: 'http://site.test/missing/',
      pagetype: 'error_page',
      pguid: browser.beacons[0]?.fields.pageViewGuid,
      devicetype: 'mobile',
      sid: browser.storage.get('neutron_session_id'),
      env: 'prod',
    });
  });

  it('identify goes once per session with the user id only', async () => {
    const browser = stubBrowser({ cookie: CONSENTED });
    const { trackView } = await load();
    trackView({ ...article, userId: 'user-7' });
    trackView({ ...article, url: '/next/', userId: 'user-7' });
    await flush();
    const identifies = browser.beacons.filter((beacon) => beacon.event === 'identify');
    expect(identifies).toHaveLength(1);
    expect(identifies[0]?.fields).toEqual({ userId: 'user-7' });
  });

  it('signup tracking fires once for a new signup, across page lifetimes, and only with consent', async () => {
    const local = new Map<string, string>();
    let browser = stubBrowser({ cookie: '', local });
    let { trackView } = await load();
    trackView({ ...article, userId: 'new-1', newSignup: true });
    await vi.dynamicImportSettled();
    await flush();
    expect(browser.beacons).toEqual([]);
    expect(local.size).toBe(0);

    vi.unstubAllGlobals();
    browser = stubBrowser({ cookie: CONSENTED, local });
    ({ trackView } = await load());
    trackView({ ...article, userId: 'new-1', newSignup: true });
    trackView({ ...article, url: '/next/', userId: 'new-1', newSignup: true });
    await vi.dynamicImportSettled();
    await flush();
    expect(browser.beacons.filter((beacon) => beacon.event === 'signup').map((beacon) => beacon.fields)).toEqual([
      { userId: 'new-1' },
    ]);

    // A later page lifetime of the same session (login_count is still 1): not again.
    vi.unstubAllGlobals();
    browser = stubBrowser({ cookie: CONSENTED, local });
    ({ trackView } = await load());
    trackView({ ...article, userId: 'new-1', newSignup: true });
    trackView({ ...article, userId: 'old-2' });
    await vi.dynamicImportSettled();
    await flush();
    expect(browser.beacons.filter((beacon) => beacon.event === 'signup')).toEqual([]);
  });
});
