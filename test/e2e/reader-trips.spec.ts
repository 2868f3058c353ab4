/**
 * Issue 39, points 1, 2, 4 and 5, as a reader meets them: the phone menu closes on navigation,
 * Escape and a tap outside, and focus goes somewhere sensible; nothing slides over the article's
 * sticky rail on a desktop; ad boxes reserve only what their sizes need and leave no empty well
 * after "Reject all"; a story list's date sits under its title, not under the thumbnail.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { resolvePagePaths } from '../support/pageTypes';
import { rejectConsent } from './consentHelpers';
import { DEVICE_COOKIE, deviceForWidth } from '../../shared/device/device';

let paths: Map<string, string> | undefined;
async function pathOf(baseURL: string, name: string): Promise<string> {
  if (!paths) paths = new Map((await resolvePagePaths(baseURL)).map((p) => [p.name, p.resolved]));
  return paths.get(name)!;
}

/**
 * Opens a page as a returning reader: the device cookie for this width (the server lays the ads
 * out by it) and the A/B bucket that keeps the ad slots (one bucket drops them).
 */
async function openAsReader(page: Page, baseURL: string, name: string) {
  const device = deviceForWidth(page.viewportSize()!.width);
  await page.context().addCookies([
    { name: DEVICE_COOKIE, value: device, url: baseURL },
    { name: 'nemo_highlander', value: 'service_off%3A1%3Acontrol', url: baseURL },
  ]);
  await page.goto(await pathOf(baseURL, name));
}

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]');
const menuOpen = (page: Page) => page.evaluate(() => document.querySelector('details.site-menu')!.hasAttribute('open'));
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.closest('.site-menu') ? ' in menu' : ''}`
      : '';
  });

test.describe('the phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('closes when a section is chosen, and focus moves to the new page', async ({ page, baseURL }) => {
    await openAsReader(page, baseURL!, 'article with topic');
    await hydrated(page);
    await page.locator('.site-menu summary').click();
    const link = page.locator('.site-header nav[aria-label="Sections"] a').nth(1);
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect(page.locator('.site-header nav[aria-label="Sections"] a').first()).toBeHidden();
    expect(await menuOpen(page)).toBe(false);
    // Focus leaves the (now hidden) menu for the new page's heading or main.
    await expect.poll(() => focused(page)).toMatch(/^(h1|main#main)$/);
    // The new page's headline is not covered: the element at its centre is the headline itself.
    const covered = await page.evaluate(() => {
      const h1 = document.querySelector('main h1')!;
      const box = h1.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + 10, box.top + box.height / 2);
      return !hit || !h1.contains(hit);
    });
    expect(covered).toBe(false);
  });

  test('closes on Escape and on a tap outside, focus back on the menu button', async ({ page, baseURL }) => {
    await openAsReader(page, baseURL!, 'section door');
    await hydrated(page);
    const summary = page.locator('.site-menu summary');
    await summary.click();
    await page.locator('.site-header nav[aria-label="Sections"] a').first().focus();
    await page.keyboard.press('Escape');
    expect(await menuOpen(page)).toBe(false);
    expect(await focused(page)).toBe('summary in menu');

    await summary.click();
    expect(await menuOpen(page)).toBe(true);
    await page.mouse.click(195, 700);
    expect(await menuOpen(page)).toBe(false);
    expect(await focused(page)).toBe('summary in menu');
    await expect(page.locator('.site-header nav[aria-label="Sections"] a').first()).toBeHidden();
  });
});

test('at 1280 px nothing in the article slides over the sticky rail', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAsReader(page, baseURL!, 'article with topic');
  await page.locator('.rail .related').waitFor();
  // The rail sticks while the reader scrolls: look at every depth down to the page's end.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const overlaps: string[] = [];
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    overlaps.push(
      ...(await page.evaluate(() => {
        const rail = document.querySelector('.article .rail')!;
        const r = rail.getBoundingClientRect();
        const found: string[] = [];
        for (const el of document.querySelectorAll('main *')) {
          if (rail.contains(el) || el.contains(rail)) continue;
          const b = el.getBoundingClientRect();
          if (b.width === 0 || b.height === 0) continue;
          const x = Math.min(b.right, r.right) - Math.max(b.left, r.left);
          const y = Math.min(b.bottom, r.bottom) - Math.max(b.top, r.top);
          if (x > 1 && y > 1)
            found.push(`${el.tagName.toLowerCase()}.${el.className} at ${Math.round(window.scrollY)}`);
        }
        return found;
      })),
    );
  }
  expect(overlaps).toEqual([]);
});

test.describe('ad boxes', () => {
  test('an 800 px desktop screen shows the article headline high up', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAsReader(page, baseURL!, 'article with topic');
    const top = await page.evaluate(() => document.querySelector('main h1')!.getBoundingClientRect().top);
    // Header 56, the skybox's 90 px creative (970 px ones do not fit the column) and its label: under 300.
    expect(top).toBeLessThan(300);
  });

  for (const [name, width] of [
    ['article with topic', 1280],
    ['article with topic', 390],
    ['section door', 1280],
    ['front door', 390],
  ] as const) {
    test(`after "Reject all" no empty ad box stays (${name}, ${width} px)`, async ({ page, context, baseURL }) => {
      await page.setViewportSize({ width, height: 800 });
      await rejectConsent(context, baseURL!);
      await openAsReader(page, baseURL!, name);
      await hydrated(page);
      // Below the screen an empty box takes no space; on it, it shows no well and no label.
      await page.waitForTimeout(500);
      const boxes = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.ad-slot')].flatMap((el) => {
          const box = el.getBoundingClientRect();
          if (box.height === 0) return [];
          const label = el.querySelector('.ad-slot__label')!;
          const well = getComputedStyle(el).backgroundColor !== 'rgba(0, 0, 0, 0)';
          const labelled = getComputedStyle(label).visibility === 'visible';
          const below = box.top >= window.innerHeight;
          return below || well || labelled
            ? [`${el.className} ${Math.round(box.height)}px at ${Math.round(box.top)}`]
            : [];
        }),
      );
      expect(boxes).toEqual([]);
    });
  }
});

test('a tap on "Reject all" takes every ad box away at once', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openAsReader(page, baseURL!, 'article with topic');
  await hydrated(page);
  const heights = () =>
    page.evaluate(() => [...document.querySelectorAll('.ad-slot')].map((el) => el.getBoundingClientRect().height));
  expect((await heights()).some((h) => h > 0)).toBe(true);
  await page.getByRole('button', { name: 'Reject all' }).click();
  await expect.poll(heights).toEqual((await heights()).map(() => 0));
});

/** Thumbnail rows: the date under its title, the card as tall as its picture or its text. */
async function cardHoles(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const holes: string[] = [];
    let checked = 0;
    for (const card of document.querySelectorAll<HTMLElement>(sel)) {
      const img = card.querySelector('img');
      const title = card.querySelector('h2, h3');
      const time = card.querySelector(':scope > p > time');
      if (!img || !title || !time || img.getBoundingClientRect().width > 200) continue;
      checked++;
      const i = img.getBoundingClientRect();
      const t = title.getBoundingClientRect();
      const d = time.parentElement!.getBoundingClientRect();
      const text = d.bottom - t.top;
      // What the reader sees of the card: its picture, title and date (the list's row may be taller).
      const c = { height: Math.max(i.bottom, d.bottom) - Math.min(i.top, t.top) };
      if (d.top - t.bottom > 8 || c.height > Math.max(i.height, text) + 2)
        holes.push(
          `${title.textContent}: ${Math.round(d.top - t.bottom)} px under the title, card ${Math.round(c.height)}`,
        );
    }
    return { checked, holes };
  }, selector);
}

for (const [name, width, selector] of [
  ['section door', 390, '.listing .card'],
  ['front door', 390, '.door__lead .card'],
  ['front door', 1280, '.door__lead .card'],
  ['article with topic', 1280, '.rail .card'],
  ['profile', 390, '.compact .card'],
  ['profile', 1280, '.compact .card'],
] as const) {
  test(`story lists keep the date under the title (${name}, ${width} px)`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(await pathOf(baseURL!, name));
    await page.locator(selector).first().waitFor();
    const { checked, holes } = await cardHoles(page, selector);
    expect(checked).toBeGreaterThan(0);
    expect(holes).toEqual([]);
  });
}
