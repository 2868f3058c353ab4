/** Observable effects of the request context and middleware: device, debug toolbar, flags, layouts, service worker. */
import { beforeAll, describe, expect, it } from 'vitest';
import { get, startNeutron } from '../support/neutron';
import { useStack } from '../support/stack';

const stack = useStack();
let articlePath: string;

beforeAll(async () => {
  const html = await (await get(stack.neutron.url, '/')).text();
  articlePath = /<a href="(\/(?:tech|news|science)\/[^"]+\/)"/.exec(html)![1]!;
});

describe('device', () => {
  it('setDevice forces the device and sets the week-long cookie; only known values count', async () => {
    const res = await get(stack.neutron.url, '/?setDevice=desktop');
    expect(res.headers.getSetCookie()).toContain('device=desktop; Path=/; SameSite=Lax; Secure; Max-Age=604800');
    expect(await res.text()).toContain('data-device="desktop"');
    const cookie = await get(stack.neutron.url, '/', { cookie: 'device=tablet' });
    expect(await cookie.text()).toContain('data-device="tablet"');
    const bad = await get(stack.neutron.url, '/?setDevice=toaster', {
      cookie: 'device=fridge',
      'x-device-type': 'watch',
    });
    expect(bad.status).toBe(200);
    expect(await bad.text()).toContain('data-device="mobile"');
  });
});

describe('jsDebug', () => {
  it('opens the debug toolbar with the route, params, middleware timings, flags and device', async () => {
    const res = await get(stack.neutron.url, `${articlePath}?jsDebug=true`);
    expect(res.headers.getSetCookie()).toContain('jsDebug=true; Path=/; SameSite=Lax; Secure');
    const html = await res.text();
    expect(html).toContain('class="debug-toolbar"');
    expect(html).toMatch(/<dt>route<\/dt><dd>[a-z-]+-article___en<\/dd>/);
    expect(html).toMatch(/<dt>middleware<\/dt><dd>brand [\d.]+ ms, nuxti18n/);
    expect(html).toMatch(/<dt>flags<\/dt><dd>[^<]*relatedArticles=on/);
    const viaCookie = await (await get(stack.neutron.url, articlePath, { cookie: 'jsDebug=true' })).text();
    expect(viaCookie).toContain('class="debug-toolbar"');
    const without = await (await get(stack.neutron.url, articlePath)).text();
    expect(without).not.toContain('class="debug-toolbar"');
  });
});

describe('feature flags', () => {
  it('featureDisable turns a feature off in rendering, featureEnable=all turns it back on', async () => {
    const off = await (await get(stack.neutron.url, `${articlePath}?featureDisable=relatedArticles`)).text();
    expect(off).not.toContain('More from ');
    const on = await (
      await get(stack.neutron.url, `${articlePath}?featureDisable=relatedArticles&featureEnable=all`)
    ).text();
    expect(on).not.toContain('More from '); // disable wins over enable
    const plain = await (await get(stack.neutron.url, `${articlePath}?featureEnable=all`)).text();
    expect(plain).toContain('More from ');
  });
});

describe('layouts and the error page', () => {
  it('marks the layout on the body; the error page uses the error layout and registers the service worker', async () => {
    expect(await (await get(stack.neutron.url, '/')).text()).toContain('data-layout="default"');
    const notFound = await (await get(stack.neutron.url, '/nothing-here/')).text();
    expect(notFound).toContain('data-layout="error"');
    expect(notFound).toContain('data-page-type="error_page"');
    expect(notFound).toContain('data-article-type="error_404"');
    expect(notFound).toContain('data-channel-type="error:error_page"');
    expect(notFound).toMatch(/ServiceWorkerRegistration/);
    const sw = await get(stack.neutron.url, '/service-worker.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await sw.text()).toContain("addEventListener('install'");
  });

  it('shows the error message and status only in development', async () => {
    const production = await (await get(stack.neutron.url, '/nothing-here/')).text();
    expect(production).not.toContain('class="error-details"');
    const dev = await startNeutron({ CONTENT_API_URL: stack.upstream.url, NODE_ENV: 'development' });
    try {
      const html = await (await get(dev.url, '/nothing-here/')).text();
      expect(html).toContain('class="error-details"');
      expect(html).toMatch(/404: This page could not be found/);
    } finally {
      await dev.stop();
    }
  });
});

describe('preview', () => {
  it('sends the preview value upstream as the PREVIEW header with hub-preview-version, uncached', async () => {
    const res = await get(stack.neutron.url, `${articlePath}?preview=42`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(await res.text()).toMatch(/<h1>\[Preview 42\] /);
    const normal = await (await get(stack.neutron.url, articlePath)).text();
    expect(normal).not.toContain('[Preview');
    const bad = await get(stack.neutron.url, `${articlePath}?preview=${encodeURIComponent('<x>')}`);
    expect(bad.status).toBe(200);
    expect(await bad.text()).not.toContain('[Preview');
  });
});

describe('RSC navigation requests', () => {
  it('run the same middleware chain as HTML requests', async () => {
    const res = await get(
      stack.neutron.url,
      `${articlePath}?setDevice=tablet&jsDebug=1&featureDisable=relatedArticles`,
      { RSC: '1' },
    );
    expect(res.headers.get('content-type')).toBe('text/x-component; charset=utf-8');
    const cookies = res.headers.getSetCookie();
    expect(cookies).toContain('device=tablet; Path=/; SameSite=Lax; Secure; Max-Age=604800');
    expect(cookies.some((cookie) => cookie.startsWith('nemo_highlander=') || cookie.startsWith('nemo_exclude_'))).toBe(
      true,
    );
    const flight = await res.text();
    expect(flight).toContain('"data-device":"tablet"');
    expect(flight).toContain('debug-toolbar');
    expect(flight).not.toContain('More from ');
  });
});

describe('page data for ads and tracking', () => {
  it('carries the A/B state (targeting id|version|bucket, tracking fields), device and ad overrides', async () => {
    const html = await (
      await get(stack.neutron.url, `${articlePath}?setDevice=desktop&adTargeting_pos=top`, {
        cookie: 'nemo_highlander=service_off%3A1%3AtestA',
      })
    ).text();
    const json = /<script type="application\/json" id="neutron-page-data">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const data = JSON.parse(json) as {
      device: string;
      ads: { pluginEnabled: boolean; overrides: Record<string, string>; targeting: { test: string[] } };
      tracking: Record<string, string>;
    };
    expect(data.device).toBe('desktop');
    expect(data.ads.overrides).toEqual({ adTargeting_pos: 'top' });
    expect(data.ads.targeting.test).toEqual(['service_off|1|testA']);
    expect(data.tracking).toMatchObject({
      testName: 'service_off',
      testVersion: '1',
      testGroup: 'testA',
      soastaBucket: 'service_off_1_testA',
    });
    expect(data.ads.pluginEnabled).toBe(false);
  });
});

describe('automotive content', () => {
  it('renders with the roadshow brand on its own paths and on /home/electric-vehicles/', async () => {
    const listing = (await (
      await fetch(
        `${stack.upstream.url}/api/neutron/components/cnet/listing/topic/electric-vehicles/web?apiKey=test&limit=1`,
      )
    ).json()) as {
      data: { component: { items: Array<{ url: string }> } };
    };
    const ev = listing.data.component.items[0]!.url;
    expect(ev).toMatch(/^\/home\/electric-vehicles\//);
    const html = await (await get(stack.neutron.url, ev)).text();
    expect(html).toContain('aria-label="Roadshow home"');
    const door = await (await get(stack.neutron.url, '/roadshow/')).text();
    expect(door).toContain('aria-label="Roadshow home"');
    expect(await (await get(stack.neutron.url, '/')).text()).toContain('aria-label="CNET home"');
  });
});
