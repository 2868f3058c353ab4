/**
 * Field Web Vitals in Chromium (issue 41 point 4, decision 115): with performance consent, the
 * opened page (hard) and a client-router navigation (soft) each reach the collector with their
 * metrics and tags — page type and device as the page view says, navigation kind, render cache
 * as the response's Server-Timing says; without consent the vitals code is never fetched and
 * nothing is sent.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { cacheStateOf, parseServerTiming } from '../../shared/vitals/cacheStatus';
import { VITALS_PATH } from '../../shared/vitals/constants';
import type { VitalBeacon } from '../../shared/vitals/constants';
import { grantConsent, recordRequests, rejectConsent } from './consentHelpers';
import { ARTICLE_LINK, hydrated, withoutPrefetch } from './helpers';

const UPSTREAM = `http://127.0.0.1:${Number(process.env.E2E_UPSTREAM_PORT ?? 3211)}`;

async function clear(): Promise<void> {
  expect((await fetch(`${UPSTREAM}${VITALS_PATH}`, { method: 'DELETE' })).status).toBe(204);
  expect((await fetch(`${UPSTREAM}/collect/v1/events`, { method: 'DELETE' })).status).toBe(204);
}

async function vitals(): Promise<VitalBeacon[]> {
  const body = (await (await fetch(`${UPSTREAM}${VITALS_PATH}`)).json()) as { vitals: VitalBeacon[] };
  return body.vitals;
}

async function pageViews(): Promise<Array<{ url: string; pageType: string; deviceType: string }>> {
  const res = await fetch(`${UPSTREAM}/collect/v1/events?event=pageView`);
  const body = (await res.json()) as {
    events: Array<{ fields: { url: string; pageType: string; deviceType: string } }>;
  };
  return body.events.map((event) => event.fields);
}

/** A click whose handler keeps the main thread for `ms`: an interaction INP must see (≥ ms). */
async function slowClick(page: Page, selector: string, ms: number): Promise<void> {
  await page
    .locator(selector)
    .first()
    .evaluate((element, busy) => {
      element.addEventListener(
        'click',
        () => {
          const until = performance.now() + busy;
          while (performance.now() < until);
        },
        { once: true },
      );
    }, ms);
  await page
    .locator(selector)
    .first()
    .click({ position: { x: 2, y: 2 } });
}

/** Ends the page lifetime the way a reader leaving does: pagehide and visibility hidden flush the batch. */
async function leave(page: Page): Promise<void> {
  await page.goto('about:blank');
}

test('with performance consent a hard load and a soft navigation send tagged Web Vitals', async ({
  context,
  page,
  baseURL,
}) => {
  await clear();
  await grantConsent(context, baseURL!, ['C0002']);
  await withoutPrefetch(page);
  const document = await page.goto('/');
  const hardCache = cacheStateOf(parseServerTiming(document!.headers()['server-timing']));
  await hydrated(page);
  await expect(page.locator('html[data-tracking-views="1"]')).toHaveCount(1);
  await slowClick(page, 'main', 80); // an interaction on the opened page

  // The soft navigation's own response carries the Server-Timing the soft view is tagged with.
  const link = page.locator(ARTICLE_LINK).first();
  const articlePath = new URL((await link.getAttribute('href'))!, baseURL).pathname;
  const payload = page.waitForResponse(
    (response) => new URL(response.url()).pathname === articlePath && response.request().resourceType() === 'fetch',
  );
  await link.click();
  const softCache = cacheStateOf(parseServerTiming((await payload).headers()['server-timing']));
  await expect(page).toHaveURL(articlePath);
  await expect(page.locator('html[data-tracking-views="2"]')).toHaveCount(1);
  await slowClick(page, 'h1', 120); // an interaction on the new view
  await page.waitForLoadState('networkidle'); // the article's images have loaded before the reader leaves
  await leave(page);

  const views = await pageViews();
  const front = views.find((view) => new URL(view.url).pathname === '/')!;
  const article = views.find((view) => new URL(view.url).pathname === articlePath)!;
  await expect.poll(async () => (await vitals()).length).toBeGreaterThanOrEqual(6);
  const all = await vitals();

  const hard = all.filter((beacon) => beacon.navigation === 'hard');
  expect(new Set(hard.map((beacon) => beacon.metric))).toEqual(new Set(['TTFB', 'FCP', 'LCP', 'INP', 'CLS']));
  for (const beacon of hard)
    expect(beacon).toMatchObject({ path: '/', pageType: front.pageType, device: front.deviceType, cache: hardCache });
  expect(hard.find((beacon) => beacon.metric === 'LCP')!.attribution).toHaveProperty('timeToFirstByte');
  expect(new Set(hard.map((beacon) => beacon.viewId)).size).toBe(1);
  // The opened page's INP sees its 80 ms click (the click that navigated is the opened page's too).
  expect(hard.find((beacon) => beacon.metric === 'INP')!.value).toBeGreaterThanOrEqual(80);

  const soft = all.filter((beacon) => beacon.navigation === 'soft');
  expect(new Set(soft.map((beacon) => beacon.metric))).toEqual(new Set(['TTFB', 'FCP', 'LCP', 'INP', 'CLS']));
  for (const beacon of soft)
    expect(beacon).toMatchObject({
      path: articlePath,
      pageType: article.pageType,
      device: article.deviceType,
      cache: softCache,
    });
  const value = (metric: string) => soft.find((beacon) => beacon.metric === metric)!.value;
  expect(value('TTFB')).toBeLessThanOrEqual(value('FCP'));
  expect(value('FCP')).toBeLessThanOrEqual(value('LCP'));
  expect(value('INP')).toBeGreaterThanOrEqual(120);
  expect(soft[0]!.viewId).not.toBe(hard[0]!.viewId);
});

test('without consent the vitals code is not fetched and nothing is sent', async ({ context, page, baseURL }) => {
  await clear();
  await rejectConsent(context, baseURL!);
  const requests = recordRequests(context);
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('html[data-tracking-views="1"]')).toHaveCount(1);
  await page.locator(ARTICLE_LINK).first().click();
  await expect(page.locator('html[data-tracking-views="2"]')).toHaveCount(1);
  await leave(page);
  // The collector is read after the page went away; a beacon in flight would have arrived by a second read.
  await expect.poll(() => requests.urls.filter((url) => url.includes(VITALS_PATH)).length).toBe(0);
  expect(requests.urls.filter((url) => /\/vitals\.[0-9a-f]+\.js$/.test(url))).toEqual([]);
  expect(await vitals()).toEqual([]);
});
