/**
 * Issue 10 point 3: the image service answers real pictures in the format the URL asks, and the
 * article hero (a `<picture>` with AVIF and WebP candidates) is fetched at the size the layout
 * needs: a phone never downloads the desktop image. The hero is the page's LCP candidate: eager,
 * high priority.
 */
import { expect, test } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { resolvePagePaths } from '../support/pageTypes';

let articlePath: string | undefined;

/** The resize requests one page load makes at the given viewport (device pixel ratio 1). */
async function imageRequests(
  browser: Browser,
  baseURL: string,
  width: number,
): Promise<Array<{ url: URL; type: string }>> {
  if (!articlePath)
    articlePath = (await resolvePagePaths(baseURL)).find((p) => p.name === 'article with topic')!.resolved;
  const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const seen: Array<{ url: URL; type: string }> = [];
  page.on('response', (response) => {
    if (response.url().includes('/resize/'))
      seen.push({ url: new URL(response.url()), type: response.headers()['content-type'] ?? '' });
  });
  await page.goto(`${baseURL}${articlePath}`, { waitUntil: 'load' });
  const hero = page.locator('.hero img');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('loading', 'eager');
  // The browser really decoded a picture of the hero's aspect ratio.
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight)).toBeCloseTo(16 / 9, 1);
  await context.close();
  return seen;
}

test('a phone fetches the small AVIF hero, never the desktop size', async ({ browser, baseURL }) => {
  const seen = await imageRequests(browser, baseURL!, 390);
  const hero = seen.find((r) => r.url.searchParams.get('format') === 'avif');
  expect(hero?.url.searchParams.get('width')).toBe('480');
  expect(hero?.type).toBe('image/avif');
  expect(seen.filter((r) => Number(r.url.searchParams.get('width')) > 480).map((r) => r.url.pathname)).toEqual([]);
});

test('a desktop fetches the hero at the width of the main column', async ({ browser, baseURL }) => {
  const seen = await imageRequests(browser, baseURL!, 1280);
  const hero = seen.find((r) => r.url.searchParams.get('format') === 'avif');
  expect(hero?.url.searchParams.get('width')).toBe('800');
});
