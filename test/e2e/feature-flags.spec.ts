/**
 * Flags that do something (spec 000 §4, issue 40 point 4): `featureDisable=` switches off what
 * each flag names — ads leave no box, no script and no shift; live updates open no connection
 * and the page is the static list; video leaves the poster and loads no media; prefetch asks the
 * server for nothing ahead of a click.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ARTICLE_LINK, hydrated } from './helpers';

const UPSTREAM = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 3211}`;
const ALL_CONSENT = 'v1:C0001:1|C0002:1|C0003:1|C0004:1|C0005:1';

async function consentAndControl(page: Page): Promise<void> {
  await page.context().addCookies([
    { name: 'neutron_consent', value: ALL_CONSENT, domain: '127.0.0.1', path: '/' },
    { name: 'nemo_highlander', value: 'service_off%3A1%3Acontrol', domain: '127.0.0.1', path: '/' },
  ]);
}

/** The layout shift of the page so far (buffered layout-shift entries, as CLS counts them). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

/** An article of the front door (read without opening the door: its own scripts stay out of the test). */
async function firstArticle(page: Page): Promise<string> {
  const door = await (await page.request.get('/')).text();
  const path = door.match(/href="(\/(?:tech|news|science)\/[a-z0-9-]+\/[a-z0-9-/]*)"/)?.[1];
  if (!path) throw new Error('no article on the front door');
  return path;
}

test('featureDisable=ads: no ad box, no ad request, no ad script, and nothing shifts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await consentAndControl(page);
  const path = await firstArticle(page);
  const adRequests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/ads/') || url.includes('ad-library')) adRequests.push(url);
  });
  await page.goto(`${path}?featureDisable=ads`);
  await hydrated(page);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[id^="ad-container-"], .ad-slot')).toHaveCount(0);
  // Nothing moves while the page loads (the ads are not there to move it, and left no well).
  await page.waitForTimeout(1000);
  expect(await layoutShift(page)).toBe(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  // Slots far down would load on a scroll: there are none, so nothing is asked.
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(1500);
  expect(adRequests).toEqual([]);
});

test('featureDisable=liveUpdates: the live page is the static list and opens no connection', async ({
  page,
  request,
}) => {
  const res = await request.get(`${UPSTREAM}/__live`);
  const { articles } = (await res.json()) as { articles: Array<{ url: string; liveNow: boolean }> };
  const live = articles.find((entry) => entry.liveNow && entry.url.startsWith('/news-live/'));
  if (!live) throw new Error('no ongoing live article in the upstream world');
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto(`${live.url}?featureDisable=liveUpdates`);
  await hydrated(page);
  const stream = page.getByRole('region', { name: 'Live updates' });
  await expect(stream).toBeVisible();
  await expect(stream.locator('.live-item').first()).toBeVisible();
  await page.waitForTimeout(2000);
  await expect(stream).not.toHaveAttribute('data-live-state');
  expect(sockets).toEqual([]);
  // The same page without the flag does connect (the test above is not vacuous).
  await page.goto(live.url);
  await expect(page.locator('.live-stream')).toHaveAttribute('data-live-state', 'subscribed', { timeout: 10_000 });
  expect(sockets.length).toBeGreaterThan(0);
});

test('featureDisable=video: the video page shows the poster, no player and no media request', async ({ page }) => {
  const door = await (await page.request.get('/videos/')).text();
  const path = door.match(/href="(\/videos\/[a-z0-9-]+\/)"/)?.[1];
  if (!path) throw new Error('no video on /videos/');
  const media: string[] = [];
  page.on('request', (request) => {
    if (['media', 'xhr', 'fetch'].includes(request.resourceType()) && /\.(mp4|m3u8|vtt)\b|\/vast/.test(request.url()))
      media.push(request.url());
  });
  await page.goto(`${path}?featureDisable=video`);
  await hydrated(page);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  const poster = page.locator('figure.video-player--off img');
  await expect(poster).toBeVisible();
  expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.waitForTimeout(1000);
  expect(media).toEqual([]);
  // The poster stands in for the player: named by its video's title, and the page stays accessible.
  expect(await poster.getAttribute('alt')).toBe(await page.locator('main h1').textContent());
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('featureDisable=prefetch: links in view are not prefetched', async ({ page }) => {
  const rscRequests: string[] = [];
  page.on('request', (request) => {
    if (request.headers().rsc === '1') rscRequests.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?featureDisable=prefetch');
  await hydrated(page);
  // Prefetch waits for the load event and idle, at most 2000 ms (001 §9).
  await page.waitForTimeout(3000);
  expect(rscRequests).toEqual([]);
  // A click still navigates in place (the router fetches the payload then).
  const link = page.locator(ARTICLE_LINK).first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(href);
  expect(rscRequests.map((url) => new URL(url).pathname)).toEqual([href]);
});
