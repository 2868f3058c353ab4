/**
 * The one way a web font could reach a page after its first paint (decision 025, "Fonts from
 * the cache"): the browser remembers the fonts' stylesheet but its cache has lost the font files,
 * so they come over a slow network while the page paints with the fallbacks. `font-display:
 * optional` keeps the fallbacks for that page: nothing moves when the fonts arrive. (With `swap`
 * the live page's headline wraps one line shorter in Inter at 390 px and the page below it moves:
 * CLS 0.16 measured; this is the page and width the test uses.)
 */
import { expect, test } from '@playwright/test';
import { resolvePagePaths } from '../support/pageTypes';

/** How long each font file is held back: well after the page's first paint on any machine. */
const FONT_DELAY_MS = 2500;

test('fonts: a font that arrives after the first paint changes nothing on that page', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const path = (await resolvePagePaths(baseURL!)).find((row) => row.name === 'live article')!.resolved;
  const html = await (await fetch(`${baseURL}${path}`)).text();
  const stylesheet = html.match(/var h="(\/static\/webfonts\.[0-9a-f]{8}\.css)"/)?.[1];
  expect(stylesheet, 'the head script names the fonts’ stylesheet').toBeDefined();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const arrived: number[] = [];
  await page.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
    await route.continue();
  });
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('.woff2')) arrived.push(Date.now());
  });
  await page.addInitScript((href) => {
    localStorage.setItem('neutron:webfonts', href); // the stylesheet is remembered; its fonts are not cached
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  }, stylesheet!);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('head link#webfonts')).toHaveCount(1);
  await expect.poll(() => arrived.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  const state = await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300)));
    return {
      painted: performance.getEntriesByName('first-contentful-paint').length,
      shifts: (window as unknown as { shifts: number }).shifts,
    };
  });
  // The page painted before the fonts came, and their arrival moved nothing.
  expect(state.painted).toBe(1);
  expect(state.shifts).toBe(0);
  await context.close();
});
