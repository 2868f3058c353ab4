/**
 * Issue 39 point 8 (decision 123): a gallery a reader can use on a desktop. Previous/next buttons
 * move the picture and the "n / N" shown; the caption and the buttons stay where they are between
 * pictures of different shapes; one way through the gallery (no "Page 1 of 2" pager with a page
 * load under the carousel), and without JavaScript the strip still holds every picture.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { resolvePagePaths } from '../support/pageTypes';

let galleryPath: string | undefined;
async function pathOfGallery(baseURL: string): Promise<string> {
  galleryPath ??= (await resolvePagePaths(baseURL)).find((p) => p.name === 'gallery')!.resolved;
  return galleryPath;
}

/** The "n / N" of the picture the strip shows (the item whose left edge is at the strip's). */
function shownCount(page: Page): Promise<string> {
  return page.locator('.gallery-strip').evaluate((strip) => {
    const left = strip.getBoundingClientRect().left;
    const items = [...strip.querySelectorAll('.gallery-item')];
    const shown = items.find((item) => Math.abs(item.getBoundingClientRect().left - left) < 2);
    return shown?.querySelector('.gallery-count')?.textContent?.trim() ?? 'none';
  });
}

async function openGallery(page: Page, baseURL: string, path?: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(path ?? (await pathOfGallery(baseURL)));
  await page.waitForSelector('html[data-hydrated]');
}

test('gallery at 1280 px: the next and previous buttons move the picture and the "n / N" shown', async ({
  page,
  baseURL,
}) => {
  await openGallery(page, baseURL!);
  const next = page.getByRole('button', { name: 'Next picture' });
  const previous = page.getByRole('button', { name: 'Previous picture' });
  await expect(next).toBeVisible();
  await expect(previous).toBeVisible();
  const total = await page.locator('.gallery-item').count();
  expect(total).toBeGreaterThan(10);

  await expect.poll(() => shownCount(page)).toBe(`1 / ${total}`);
  await next.click();
  await expect.poll(() => shownCount(page)).toBe(`2 / ${total}`);
  await next.click();
  await expect.poll(() => shownCount(page)).toBe(`3 / ${total}`);
  await previous.click();
  await expect.poll(() => shownCount(page)).toBe(`2 / ${total}`);
  // The arrow keys move it too while a button has focus.
  await previous.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => shownCount(page)).toBe(`3 / ${total}`);
  // Past the first page's ten pictures without leaving the page.
  const url = page.url();
  for (let n = 4; n <= 12; n++) {
    await next.click();
    await expect.poll(() => shownCount(page)).toBe(`${n} / ${total}`);
  }
  expect(page.url()).toBe(url);
});

test('gallery at 1280 px: the caption and the buttons stay put between pictures of different shapes', async ({
  page,
  baseURL,
}) => {
  await openGallery(page, baseURL!);
  const items = page.locator('.gallery-item');
  // Each picture's shape, and where its caption starts against its own slide.
  const slides = await items.evaluateAll((elements) =>
    elements.map((item) => {
      const img = item.querySelector('img')!;
      return {
        shape: Math.round((Number(img.getAttribute('width')) / Number(img.getAttribute('height'))) * 100) / 100,
        captionTop: Math.round(
          item.querySelector('figcaption')!.getBoundingClientRect().top - item.getBoundingClientRect().top,
        ),
      };
    }),
  );
  const shapes = new Set(slides.map((s) => s.shape));
  expect(shapes.size, 'the gallery has pictures of different shapes').toBeGreaterThan(1);
  expect(new Set(slides.map((s) => s.captionTop)).size, JSON.stringify(slides)).toBe(1);

  // Move to a picture of another shape than the first: the buttons and the caption line stay where they were.
  const other = slides.findIndex((s) => s.shape !== slides[0]!.shape);
  const next = page.getByRole('button', { name: 'Next picture' });
  // Positions on the page (the click may scroll the window to bring a button into view).
  const where = () =>
    page.locator('.gallery-carousel').evaluate((carousel) => {
      const onPage = (element: Element) => {
        const rect = element.getBoundingClientRect();
        return [Math.round(rect.left + window.scrollX), Math.round(rect.top + window.scrollY)];
      };
      const strip = carousel.querySelector('.gallery-strip')!;
      const left = strip.getBoundingClientRect().left;
      const shown = [...strip.querySelectorAll('.gallery-item')].find(
        (item) => Math.abs(item.getBoundingClientRect().left - left) < 2,
      )!;
      return {
        next: onPage(carousel.querySelector('.gallery-next')!),
        previous: onPage(carousel.querySelector('.gallery-prev')!),
        count: onPage(shown.querySelector('.gallery-count')!)[1],
        caption: onPage(shown.querySelector('figcaption')!)[1],
        stripHeight: Math.round(strip.getBoundingClientRect().height),
      };
    });
  const before = await where();
  for (let n = 1; n <= other; n++) {
    await next.click();
    await expect.poll(() => shownCount(page)).toBe(`${n + 1} / ${slides.length}`);
  }
  expect(await where()).toEqual(before);
});

test('gallery with JavaScript: no pager under the carousel; a later page address opens at its first picture', async ({
  page,
  baseURL,
}) => {
  await openGallery(page, baseURL!);
  const total = await page.locator('.gallery-item').count();
  await expect(page.locator('.gallery .pagination')).toHaveCount(0);
  await expect(page.getByText(/Page \d+ of \d+/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^(Next|Previous)$/ })).toHaveCount(0);

  // The spec's paged address (/pictures/{slug}/2/) still answers: the same carousel at picture 11.
  await openGallery(page, baseURL!, `${await pathOfGallery(baseURL!)}2/`);
  await expect.poll(() => shownCount(page)).toBe(`11 / ${total}`);
});

test('gallery without JavaScript: every picture in the strip, which the arrow keys move; no dead buttons', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${baseURL}${await pathOfGallery(baseURL!)}`);
  const total = await page.locator('.gallery-item').count();
  expect(total).toBeGreaterThan(10);
  await expect(page.getByRole('button', { name: /picture$/ })).toHaveCount(0);
  await expect.poll(() => shownCount(page)).toBe(`1 / ${total}`);
  await page.locator('.gallery-strip').focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => shownCount(page)).toBe(`2 / ${total}`);
  await context.close();
});
