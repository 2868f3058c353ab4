/**
 * Issue 39 points 3 and 7 (decision 121): at 1280 px the front door has no hole a card would fit
 * in, and the review, video, profile and gallery pages have the article's rail, with their rail
 * ad in it and their columns lined up. Measured from the boxes a reader sees, with ads consented
 * (the MPU and the rail ads reserve their boxes, as they do for most readers).
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { resolvePagePaths } from '../support/pageTypes';
import { ALL_CATEGORIES, grantConsent } from './consentHelpers';

let paths: Map<string, string> | undefined;
async function pathOf(baseURL: string, name: string): Promise<string> {
  if (!paths) paths = new Map((await resolvePagePaths(baseURL)).map((p) => [p.name, p.resolved]));
  return paths.get(name)!;
}

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ context, baseURL }) => {
  await grantConsent(context, baseURL!, ALL_CATEGORIES);
  // A desktop reader in the A/B control bucket (a new reader is bucketed at random; testA drops the ad slots).
  await context.addCookies([
    { name: 'device', value: 'desktop', url: baseURL! },
    { name: 'nemo_highlander', value: 'service_off%3A1%3Acontrol', url: baseURL! },
  ]);
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The largest blank rectangle found in the door's main column (from the lead list's top to the
 * last section block's bottom, as wide as the lead list) that is at least as wide and as tall as
 * the smallest story card of the section blocks, or null when there is none.
 */
async function holeInDoorGrid(page: Page): Promise<{ hole: Box | null; card: Box }> {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return { x: rect.x + scrollX, y: rect.y + scrollY, width: rect.width, height: rect.height };
    };
    const lead = box(document.querySelector('.door__lead')!);
    const sections = [...document.querySelectorAll('.door__rail')].map(box);
    const bottom = Math.max(...sections.map((section) => section.y + section.height));
    const cards = [...document.querySelectorAll('.door__rail .card')].map(box);
    const card = cards.reduce((small, next) => (next.width * next.height < small.width * small.height ? next : small));
    // What a reader sees: pictures, headings, texts, links, ad boxes.
    const content = [...document.querySelectorAll('img, h2, h3, p, a, time, .ad-slot, li')]
      .map(box)
      .filter((b) => b.width > 0 && b.height > 0);
    const cell = 4;
    const columns = Math.floor(lead.width / cell);
    const rows = Math.ceil((bottom - lead.y) / cell);
    const filled = new Uint8Array(columns * rows);
    for (const b of content) {
      const c0 = Math.max(0, Math.floor((b.x - lead.x) / cell));
      const c1 = Math.min(columns, Math.ceil((b.x + b.width - lead.x) / cell));
      const r0 = Math.max(0, Math.floor((b.y - lead.y) / cell));
      const r1 = Math.min(rows, Math.ceil((b.y + b.height - lead.y) / cell));
      for (let r = r0; r < r1; r += 1) filled.fill(1, r * columns + c0, r * columns + c1);
    }
    // Blank runs upwards per column; a row where `wide` neighbouring columns all reach `tall` is a hole.
    const wide = Math.ceil(card.width / cell);
    const tall = Math.ceil(card.height / cell);
    const up = new Uint32Array(columns);
    for (let r = 0; r < rows; r += 1) {
      let run = 0;
      for (let c = 0; c < columns; c += 1) {
        up[c] = filled[r * columns + c] ? 0 : up[c]! + 1;
        run = up[c]! >= tall ? run + 1 : 0;
        if (run >= wide) {
          let left = c;
          while (left > 0 && up[left - 1]! >= tall) left -= 1;
          let right = c;
          while (right < columns - 1 && up[right + 1]! >= tall) right += 1;
          const hole = {
            x: lead.x + left * cell,
            y: lead.y + (r - up[c]! + 1) * cell,
            width: (right - left + 1) * cell,
            height: up[c]! * cell,
          };
          return { hole, card };
        }
      }
    }
    return { hole: null, card };
  });
}

test('at 1280 px the front door has no blank region a card would fit in, and its sections are even card grids', async ({
  page,
  baseURL,
}) => {
  await page.goto(await pathOf(baseURL!, 'front door'), { waitUntil: 'load' });
  await expect(page.locator('.door__side .ad-slot')).toHaveCount(1);
  const { hole, card } = await holeInDoorGrid(page);
  expect(hole, `a blank region larger than a ${Math.round(card.width)}×${Math.round(card.height)} card`).toBeNull();
  // Each section block: its lead story pictured, the cards beside it in rows of equal height.
  const sections = page.locator('.door__rail');
  expect(await sections.count()).toBeGreaterThan(3);
  for (const section of await sections.all()) {
    await expect(section.locator('.card').first().locator('img')).toHaveCount(1);
    const rows = await section.locator('.card:not(:first-child)').evaluateAll((cards) => {
      const tops = new Map<number, number[]>();
      for (const card of cards) {
        const rect = card.getBoundingClientRect();
        tops.set(Math.round(rect.top), [...(tops.get(Math.round(rect.top)) ?? []), Math.round(rect.height)]);
      }
      return [...tops.values()];
    });
    // Two rows of two cards: no half-empty row.
    expect(rows.map((row) => row.length)).toEqual([2, 2]);
  }
});

/** The page's rail and main column at 1280 px. */
async function columns(page: Page, main: string) {
  const rail = page.locator('aside.rail');
  await expect(rail).toHaveCount(1);
  const railBox = (await rail.boundingBox())!;
  const mainBox = (await page.locator(main).first().boundingBox())!;
  return { railBox, mainBox };
}

for (const [type, main, ad] of [
  ['review', '.review h1', '.ad-slot--rightRail'],
  ['gallery', '.gallery h1', '.ad-slot--rightRail'],
  ['profile', '.profile h1', '.ad-slot--mpu'],
  ['video', '.video-page h1', '.ad-slot--videoCompanion'],
] as const) {
  test(`at 1280 px the ${type} page has the article's rail, with its rail ad in it`, async ({ page, baseURL }) => {
    await page.goto(await pathOf(baseURL!, type), { waitUntil: 'load' });
    const { railBox, mainBox } = await columns(page, main);
    expect(railBox.width).toBe(300);
    // Beside the main column, from its top: not under it, not inline in it.
    expect(railBox.x).toBeGreaterThanOrEqual(mainBox.x + mainBox.width);
    expect(railBox.y).toBeLessThanOrEqual(mainBox.y);
    const adBox = (await page.locator(`aside.rail ${ad}`).boundingBox())!;
    expect(adBox.x).toBe(railBox.x);
    expect(adBox.width).toBe(railBox.width);
  });
}

test('at 1280 px the video player, its title and byline share one left edge; "Up next" is a list beside them', async ({
  page,
  baseURL,
}) => {
  await page.goto(await pathOf(baseURL!, 'video'), { waitUntil: 'load' });
  const left = async (selector: string) => Math.round((await page.locator(selector).first().boundingBox())!.x);
  const player = (await page
    .locator('.video-page .video-player, .video-page .video-player__frame')
    .first()
    .boundingBox())!;
  expect(await left('.video-page h1')).toBe(Math.round(player.x));
  expect(await left('.video-page .byline')).toBe(Math.round(player.x));
  const upNext = (await page.locator('.up-next').boundingBox())!;
  // In the rail to the right of the player, starting above the player's bottom edge.
  expect(upNext.x).toBeGreaterThanOrEqual(player.x + player.width);
  expect(upNext.y).toBeLessThan(player.y + player.height);
  expect(upNext.width).toBe(300);
  // One column: every card starts at the list's left edge, each under the one before.
  const cards = await page
    .locator('.up-next__list li')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y })));
  expect(cards.length).toBeGreaterThan(1);
  for (const [index, card] of cards.entries()) {
    expect(Math.round(card.x)).toBe(Math.round(upNext.x));
    if (index > 0) expect(card.y).toBeGreaterThan(cards[index - 1]!.y);
  }
});
