/**
 * Affiliate click ids in a real browser (decision 072): a click, a keyboard activation and a
 * middle click each reach the partner with a fresh click id in the URL's sub-id, never the
 * placeholder; without JavaScript the redirect path makes one. The commerce pixel loads only
 * when its rule set holds, and the test-automation runner rule turns it off for a WebDriver
 * browser (001 §6, §9). Partner sites are answered by the test (the network is closed).
 */
import { chromium, expect, test } from '@playwright/test';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { createWorld } from '../../upstream/world/world';
import { grantAllConsent } from '../../scripts/bench/jsWeight.mjs';
import { hydrated } from './helpers';

const world = createWorld();
const bestList = world.articles.find(
  (a) => a.type === 'Best List' && a.body.includes('__COM_CLICK_ID__') && a.canonicalUrl?.startsWith('/tech/'),
)!;
const LINK = 'a[href^="/go/?to="]';
const CLICK_ID = /-([0-9a-f]{16})-(?:mwb|dtp)/;

/** Answers every partner site with a small page, so following a link ends somewhere. */
async function answerPartners(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.protocol === 'https:',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>partner</title>' }),
  );
}

const isPartner = (request: Request) => request.url().startsWith('https://') && request.isNavigationRequest();

function clickIdOf(url: string): string {
  expect(url).not.toMatch(/__COM_CLICK_ID__|CNET_CORRELATION_ID|\{cid\}|%7Bcid%7D/i);
  const id = CLICK_ID.exec(decodeURIComponent(url))?.[1];
  expect(id, url).toBeDefined();
  return id!;
}

async function openArticle(page: Page): Promise<void> {
  await page.goto(bestList.canonicalUrl!);
  await hydrated(page);
  await expect(page.locator(LINK).first()).toBeVisible();
}

test('a click and a keyboard activation each reach the partner with a fresh click id', async ({ page, context }) => {
  await answerPartners(context);
  await openArticle(page);
  const link = page.locator(LINK).first();

  const [first] = await Promise.all([page.waitForRequest(isPartner), link.click()]);
  const firstId = clickIdOf(first.url());
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'dw-tag')?.value).toBe(firstId);

  await openArticle(page);
  await page.locator(LINK).first().focus();
  const [second] = await Promise.all([page.waitForRequest(isPartner), page.keyboard.press('Enter')]);
  expect(clickIdOf(second.url())).not.toBe(firstId);
});

test('a middle click opens the partner in a new tab with its own click id', async ({ page, context }) => {
  await answerPartners(context);
  await openArticle(page);
  const link = (await page.locator(LINK).first().elementHandle())!;
  // The new tab opens the href the link has at that moment (its first request is not routed by
  // Playwright, so the href is read back): a partner URL with a fresh id, each time.
  await Promise.all([context.waitForEvent('page'), link.click({ button: 'middle' })]);
  const first = clickIdOf((await link.getAttribute('href'))!);
  await Promise.all([context.waitForEvent('page'), link.click({ button: 'middle' })]);
  expect(clickIdOf((await link.getAttribute('href'))!)).not.toBe(first);
  expect((await context.cookies()).find((c) => c.name === 'dw-tag')?.value).not.toBe(first);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('an affiliate link reaches the partner through the redirect path with a server-made click id', async ({
    page,
    context,
  }) => {
    await answerPartners(context);
    await page.goto(bestList.canonicalUrl!);
    const [partner] = await Promise.all([page.waitForRequest(isPartner), page.locator(LINK).first().click()]);
    clickIdOf(partner.url());
  });
});

test('the commerce pixel: off in the test-automation runner and for excluded crawlers, on in a browser that is not automated', async ({
  context,
  baseURL,
}) => {
  await grantAllConsent(context, baseURL!);
  const page = await context.newPage();
  const pixel: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/thirdparty/commerce-pixel.js')) pixel.push(request.url());
  });
  await page.goto(bestList.canonicalUrl!);
  await hydrated(page);
  await page.waitForFunction(
    () => (window as unknown as { neutronAnalytics?: unknown }).neutronAnalytics !== undefined,
    undefined,
    { timeout: 20_000 },
  );
  expect(pixel).toEqual([]);

  // The same page in a Chromium that does not announce automation (navigator.webdriver false).
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-blink-features=AutomationControlled',
    ],
  });
  try {
    const free = await browser.newContext({ baseURL });
    await grantAllConsent(free, baseURL!);
    const other = await free.newPage();
    expect(await other.evaluate(() => navigator.webdriver)).toBe(false);
    const [loaded] = await Promise.all([
      other.waitForRequest((r) => r.url().includes('/thirdparty/commerce-pixel.js'), { timeout: 20_000 }),
      other.goto(bestList.canonicalUrl!),
    ]);
    // Told the page's site-section code and commerce type (001 §9).
    expect(loaded.url()).toContain('/thirdparty/commerce-pixel.js?ss=nw&ct=best-list');
    // A news article is not in the pixel's rule set.
    const news = world.articles.find((a) => a.type === 'News' && a.canonicalUrl?.startsWith('/tech/'))!;
    const seen: string[] = [];
    other.on('request', (r) => r.url().includes('commerce-pixel') && seen.push(r.url()));
    await other.goto(news.canonicalUrl!);
    await other.waitForFunction(
      () => (window as unknown as { neutronAnalytics?: unknown }).neutronAnalytics !== undefined,
      undefined,
      { timeout: 20_000 },
    );
    expect(seen).toEqual([]);

    // The crawler exclusion (001 §6): Yeti, Baiduspider, Linespider and googlebot do not get the pixel.
    const crawler = await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)',
    });
    await grantAllConsent(crawler, baseURL!);
    const yeti = await crawler.newPage();
    const crawled: string[] = [];
    yeti.on('request', (r) => r.url().includes('commerce-pixel') && crawled.push(r.url()));
    await yeti.goto(bestList.canonicalUrl!);
    await yeti.waitForFunction(
      () => (window as unknown as { neutronAnalytics?: unknown }).neutronAnalytics !== undefined,
      undefined,
      { timeout: 20_000 },
    );
    expect(crawled).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('the performance timer times article pages only (001 §9: video_page, article, product_main)', async ({
  page,
  context,
  baseURL,
}) => {
  const upstream = `http://127.0.0.1:${Number(process.env.E2E_UPSTREAM_PORT ?? 3211)}`;
  const timings = async () => {
    const res = await fetch(`${upstream}/collect/v1/events?event=performanceTiming`);
    return ((await res.json()) as { events: Array<{ fields: Record<string, unknown> }> }).events;
  };
  await fetch(`${upstream}/collect/v1/events`, { method: 'DELETE' });
  await grantAllConsent(context, baseURL!);
  await page.goto('/');
  await hydrated(page);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-tracking-views'), undefined, {
    timeout: 20_000,
  });
  await page.goto(bestList.canonicalUrl!);
  await hydrated(page);
  await expect
    .poll(async () => (await timings()).map((event) => event.fields.timerPageType), { timeout: 20_000 })
    .toEqual(['article']);
  const [timing] = await timings();
  expect(typeof timing!.fields.ttfb).toBe('number');
});
