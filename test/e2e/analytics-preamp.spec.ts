/**
 * The analytics preamp in a real browser (001 §9 "analytics preamp hides preload classes after
 * 3000 ms"; decision 073). The 'Shop Related Products' module is the analytics vendor's
 * placement: for a reader whose consent lets the vendor run it stays invisible (its box kept)
 * until the vendor answers, and never longer than the preamp's 3000 ms timer. The test holds that
 * one timer (the head script's setTimeout of 3000 ms) instead of waiting on the wall clock, so
 * "visible by 3000 ms" is shown by firing it, and "earlier when the vendor answers" by the module
 * showing while the timer was never fired. A vendor that arrives after the timer changes nothing.
 */
import { expect, test } from '@playwright/test';
import type { Page, Route } from '@playwright/test';
import { createWorld } from '../../upstream/world/world';
import { ANALYTICS_PREAMP_TIMEOUT_MS } from '../../shared/node/scripts/analyticsPreamp';
import { grantConsent, rejectConsent } from './consentHelpers';
import { hydrated } from './helpers';

const world = createWorld();
const commerce = world.articles.find((a) => a.type === 'Best List' && a.canonicalUrl?.startsWith('/tech/'))!;
const MODULE = 'section.shop-related';
const ANALYTICS = '**/thirdparty/analytics.js';

/** Holds the first setTimeout of the preamp's delay: the test fires it with `fireHeldTimer`. */
async function holdPreampTimer(page: Page): Promise<void> {
  await page.addInitScript((delay: number) => {
    const w = window as unknown as { __heldTimer?: { delay: number; fire: () => void } };
    const original = window.setTimeout.bind(window);
    window.setTimeout = ((handler: (...args: unknown[]) => void, timeout?: number, ...rest: unknown[]) => {
      if (timeout === delay && !w.__heldTimer) {
        w.__heldTimer = { delay: timeout, fire: () => handler(...rest) };
        return 0;
      }
      return original(handler, timeout, ...rest);
    }) as typeof window.setTimeout;
  }, ANALYTICS_PREAMP_TIMEOUT_MS);
}

const visibility = (page: Page) =>
  page
    .locator(MODULE)
    .first()
    .evaluate((el) => getComputedStyle(el).visibility);
const preampOutcome = (page: Page) => page.locator('html').getAttribute('data-preamp');

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('the vendor never answers: the placement keeps its box while hidden and shows when the 3000 ms timer fires', async ({
  page,
  context,
  baseURL,
}) => {
  await grantConsent(context, baseURL!, ['C0002']);
  let held: Route | undefined;
  await page.route(ANALYTICS, (route) => void (held = route)); // not answered until the timer fired
  await holdPreampTimer(page);
  await page.goto(commerce.canonicalUrl!, { waitUntil: 'domcontentloaded' });
  await hydrated(page);

  expect(await page.evaluate(() => (window as unknown as { __heldTimer?: { delay: number } }).__heldTimer?.delay)).toBe(
    3000,
  );
  await expect(page.locator('html')).toHaveClass(/preamp-hiding/);
  expect(await visibility(page)).toBe('hidden');
  const hiddenBox = await page.locator(MODULE).first().boundingBox();
  expect(hiddenBox!.height).toBeGreaterThan(40);
  // The page's headline and hero are never preload elements.
  await expect(page.locator('h1')).toBeVisible();
  expect(await page.locator('.preload h1, h1.preload, img.preload').count()).toBe(0);
  // Its product thumbnails (issue 39) are never the page's largest picture: each is far smaller than the hero.
  const [largest, preloaded] = await page.evaluate(() => {
    const area = (img: Element) => img.getBoundingClientRect().width * img.getBoundingClientRect().height;
    const preloadImgs = [...document.querySelectorAll('.preload img')];
    const others = [...document.querySelectorAll('img')].filter((img) => !preloadImgs.includes(img));
    return [Math.max(...others.map(area)), Math.max(0, ...preloadImgs.map(area))];
  });
  expect(preloaded).toBeLessThan(largest / 10);

  await page.evaluate(() => (window as unknown as { __heldTimer: { fire: () => void } }).__heldTimer.fire());
  await expect(page.locator(MODULE).first()).toBeVisible();
  expect(await visibility(page)).toBe('visible');
  expect(await preampOutcome(page)).toBe('timeout');
  expect(await page.locator(MODULE).first().boundingBox()).toEqual(hiddenBox);

  // The vendor arrives after all: too late to change what the reader already sees.
  await expect.poll(() => held !== undefined, { timeout: 20_000 }).toBe(true);
  await held!.continue();
  await page.waitForFunction(
    () => (window as unknown as { neutronAnalytics?: { ready?: boolean } }).neutronAnalytics?.ready === true,
    undefined,
    { timeout: 20_000 },
  );
  await expect(page.locator(MODULE).first()).not.toHaveAttribute('data-preamp-variant', /./);
  expect(await preampOutcome(page)).toBe('timeout');
  expect(await page.locator(MODULE).first().boundingBox()).toEqual(hiddenBox);
});

test('the vendor answers: the placement shows with the vendor’s variant before the timer ever fires', async ({
  page,
  context,
  baseURL,
}) => {
  await grantConsent(context, baseURL!, ['C0002']);
  await holdPreampTimer(page);
  await page.goto(commerce.canonicalUrl!);
  await hydrated(page);

  await expect(page.locator(MODULE).first()).toBeVisible({ timeout: 20_000 });
  expect(await preampOutcome(page)).toBe('ready');
  await expect(page.locator(MODULE).first()).toHaveAttribute('data-preamp-variant', 'reversed');
  expect(await page.evaluate(() => (window as unknown as { __heldTimer?: unknown }).__heldTimer)).toBeDefined(); // held, never fired
  // The vendor's variant: the module's links in reverse order, shown by the stylesheet.
  const tops = await page
    .locator(`${MODULE} li`)
    .evaluateAll((items) => items.map((li) => li.getBoundingClientRect().top));
  expect(tops.length).toBeGreaterThan(1);
  expect([...tops].sort((a, b) => b - a)).toEqual(tops);
});

test('a reader the vendor will not run for never waits: refused, undecided, or without JavaScript', async ({
  browser,
  baseURL,
}) => {
  for (const setup of ['refused', 'undecided', 'no-js'] as const) {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: setup !== 'no-js',
      viewport: { width: 1280, height: 900 },
    });
    if (setup === 'refused') await rejectConsent(context, baseURL!);
    if (setup === 'no-js') await grantConsent(context, baseURL!, ['C0002']);
    const page = await context.newPage();
    await page.route(ANALYTICS, () => undefined);
    await page.goto(commerce.canonicalUrl!, { waitUntil: 'domcontentloaded' });
    await expect(page.locator(MODULE).first(), setup).toBeVisible();
    await expect(page.locator('html'), setup).not.toHaveClass(/preamp-hiding/);
    await context.close();
  }
});
