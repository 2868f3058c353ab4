import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ARTICLE_LINK, hydrated, withoutPrefetch } from './helpers';

/**
 * Seamless scrolling in Chromium (decision 022): the next articles load as the reader nears the
 * end, the address bar and title follow the article in view, no article is asked twice, and
 * scrolling back restores the opened article's URL and title.
 */

interface Recorded {
  listing: string[];
  articles: Array<{ path: string; marker: string }>;
}

function record(page: Page): Recorded {
  const recorded: Recorded = { listing: [], articles: [] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/seamless/')) recorded.listing.push(url.pathname + url.search);
    const marker = request.headers()['x-neutron-seamless'];
    if (marker !== undefined) recorded.articles.push({ path: url.pathname, marker });
  });
  return recorded;
}

async function openArticle(page: Page): Promise<{ path: string; title: string }> {
  await withoutPrefetch(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const path = (await page.locator(ARTICLE_LINK).first().getAttribute('href'))!;
  await page.goto(path);
  await hydrated(page);
  return { path, title: await page.title() };
}

/** Scrolls to the bottom of the page (where the sentinel waits). */
async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

test('scrolling an article loads the next ones, the URL and title follow, none twice', async ({ page }) => {
  const recorded = record(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const opened = await openArticle(page);
  const pages = page.locator('.seamless__page');
  await expect(pages).toHaveCount(0);

  // Near the end: the first next article arrives and renders after the opened one.
  await scrollToEnd(page);
  await expect(pages).toHaveCount(1);
  const first = pages.nth(0);
  await expect(first.locator('article h1')).toBeVisible();
  await expect(first.locator('.seamless-page')).toHaveAttribute('data-seamless', '1');

  // It comes into view: the address bar and title are its own.
  await first.evaluate((element) => element.scrollIntoView());
  const firstPath = (await first.getAttribute('data-seamless-url'))!;
  const firstTitle = (await first.locator('.seamless-page').getAttribute('data-title'))!;
  expect(firstPath).not.toBe(opened.path);
  await expect(page).toHaveURL(firstPath);
  await expect(page).toHaveTitle(firstTitle);

  // Further down: the next ones, up to the listing's 3 (the reader reaches each one's end).
  for (const count of [2, 3]) {
    await scrollToEnd(page);
    await expect(pages).toHaveCount(count);
    await expect(pages.nth(count - 1).locator('article h1')).toBeVisible();
  }
  await scrollToEnd(page);
  await expect(page.locator('.seamless')).toHaveAttribute('data-seamless-state', 'done');
  await expect(page.locator('.seamless__sentinel')).toHaveCount(0);
  await expect(page.locator('.site-footer')).toBeVisible();
  await expect(pages).toHaveCount(3);
  const last = pages.nth(2);
  await expect(page).toHaveURL((await last.getAttribute('data-seamless-url'))!);

  // Each article carries its own view data; none was asked twice, the opened one never.
  const ids = await page
    .locator('.seamless-page')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-content-id')));
  expect(new Set(ids).size).toBe(3);
  expect(
    await page
      .locator('.seamless-page')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-seamless'))),
  ).toEqual(['1', '2', '3']);
  expect(recorded.listing).toHaveLength(1);
  expect(recorded.listing[0]).toMatch(/^\/api\/seamless\/cnet\?slug=[^&]+&contentId=/);
  const paths = recorded.articles.map((entry) => entry.path);
  expect(paths).toHaveLength(3);
  expect(new Set(paths).size).toBe(3);
  expect(paths).not.toContain(opened.path);
  expect(recorded.articles.map((entry) => entry.marker)).toEqual(['1;curated', '2;curated', '3;curated']);

  // Back at the top: the opened article's URL and title again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page).toHaveURL(opened.path);
  await expect(page).toHaveTitle(opened.title);
  expect(errors).toEqual([]);
});

test('back to a seamless article URL after leaving shows that article, and leaving stops loading', async ({ page }) => {
  const recorded = record(page);
  await openArticle(page);
  await scrollToEnd(page);
  const first = page.locator('.seamless__page').first();
  await expect(first.locator('article h1')).toBeVisible();
  await first.evaluate((element) => element.scrollIntoView());
  const seamlessPath = (await first.getAttribute('data-seamless-url'))!;
  const headline = (await first.locator('article h1').textContent())!;
  await expect(page).toHaveURL(seamlessPath);

  // Leave with a client navigation from a link of the seamless article (its breadcrumb, in view):
  // the island goes away with the page.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const link = first.locator('article nav a[href^="/"]').first();
  const target = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(target);
  await expect(page.locator('.seamless')).toHaveCount(0);
  const asked = recorded.articles.length;
  await scrollToEnd(page);
  await page.waitForTimeout(500);
  expect(recorded.articles.length).toBe(asked);

  // Back: the seamless article's URL, now as its own page with its headline on top.
  await page.goBack();
  await expect(page).toHaveURL(seamlessPath);
  await expect(page.locator('main h1').first()).toHaveText(headline);
  // ...at the same place in it (the reader was at its top), not at the seamless stack's offset.
  await expect(page.locator('main h1').first()).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('an article with a seamless next article stays accessible (axe: no serious or critical violations)', async ({
  page,
}) => {
  await openArticle(page);
  await scrollToEnd(page);
  await expect(page.locator('.seamless__page article h1')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const failing = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    failing.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

test('each seamless article gets its own page view (own view guid, seamless, its content id)', async ({
  page,
  context,
}) => {
  const upstream = `http://127.0.0.1:${Number(process.env.E2E_UPSTREAM_PORT ?? 3211)}`;
  await context.addCookies([
    {
      name: 'neutron_consent',
      value: encodeURIComponent('v1:C0001:1|C0002:1|C0003:0|C0004:0|C0005:0'),
      domain: '127.0.0.1',
      path: '/',
    },
  ]);
  expect((await fetch(`${upstream}/collect/v1/events`, { method: 'DELETE' })).status).toBe(204);
  const pageViews = async () =>
    (
      (await (await fetch(`${upstream}/collect/v1/events?event=pageView`)).json()) as {
        events: Array<{ fields: Record<string, unknown> }>;
      }
    ).events.map((e) => e.fields);

  const opened = await openArticle(page);
  // openArticle passes through the front door: count from the opened article's own view.
  const fromOpened = async () => {
    const all = await pageViews();
    return all.slice(all.findIndex((view) => String(view.url).endsWith(opened.path)));
  };
  await expect.poll(async () => (await pageViews()).some((view) => String(view.url).endsWith(opened.path))).toBe(true);
  const pages = page.locator('.seamless__page');
  for (const count of [1, 2, 3]) {
    await scrollToEnd(page);
    await expect(pages).toHaveCount(count);
    await pages.nth(count - 1).evaluate((element) => element.scrollIntoView());
    await expect
      .poll(async () => (await fromOpened()).length, { message: `page view of seamless article ${count}` })
      .toBe(count + 1);
  }
  const views = await fromOpened();
  const ids = await page
    .locator('.seamless-page')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-content-id')));
  expect(views[0]!.seamless).toBe(false);
  expect(views[0]!.url).toContain(opened.path);
  expect(views.slice(1).map((view) => view.seamless)).toEqual([true, true, true]);
  expect(views.slice(1).map((view) => view.contentId)).toEqual(ids);
  expect(views.map((view) => view.viewNumber)).toEqual([1, 2, 3, 4]);
  expect(new Set(views.map((view) => view.pageViewGuid)).size).toBe(4);
  // Scrolling back up does not count the opened article again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page).toHaveURL(opened.path);
  await page.waitForTimeout(300);
  expect(await fromOpened()).toHaveLength(4);
});
