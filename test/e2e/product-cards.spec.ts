/**
 * Issue 39 point 6: a best list's product cards and 'Shop Related Products' look designed. The
 * card's heading is the product's name (the award a small tag above it), the editors' score and
 * the likes/dislikes show, the card starts at its top edge, and the offers are rows of price,
 * retailer and link with no box around each button; 'Shop Related Products' is a set of product
 * tiles (picture, name, price) that lead to their cards, two abreast on a phone. axe finds nothing.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createWorld } from '../../upstream/world/world';
import { splitLikes } from '../../shared/models/listicle';

const world = createWorld();
const bestList = world.articles.find(
  (a) =>
    a.type === 'Best List' &&
    a.site === 'cnet' &&
    a.body?.includes('type="listicle"') &&
    a.listicles.length >= 2 &&
    a.listicles.every((entry) => entry.merchantOffers.length > 0 && entry.productName && entry.hed),
)!;
const first = bestList.listicles[0]!;
const CARD = '.shortcode--listicle';
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(CARD).include('.shop-related').analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a best list card: product name as heading, award tag, score, verdict, offers without boxed buttons', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(bestList.canonicalUrl!);
  const card = page.locator(CARD).first();
  await card.scrollIntoViewIfNeeded();

  // The heading is the product; the award ("Best overall") is a smaller label above it.
  const heading = card.getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(first.productName!);
  const award = card.getByText(first.hed!, { exact: true });
  await expect(award).toBeVisible();
  const [awardSize, headingSize] = await Promise.all(
    [award, heading].map((l) => l.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))),
  );
  expect(awardSize).toBeLessThan(headingSize! * 0.7);
  expect((await award.boundingBox())!.y).toBeLessThan((await heading.boundingBox())!.y);

  // No blank band at the top: the first line of the card sits within its padding.
  const gap = await card.evaluate((el) => {
    const top = el.getBoundingClientRect().top;
    const texts = [...el.querySelectorAll('p, h2, span')].map((e) => e.getBoundingClientRect().top);
    return Math.min(...texts) - top;
  });
  expect(gap).toBeLessThanOrEqual(24);

  // The editors' score out of 10, and the likes and dislikes.
  await expect(card).toContainText(`${first.productScore!.toFixed(1)}/10`);
  for (const item of [...splitLikes(first.like), ...splitLikes(first.dislike)]) {
    await expect(card.getByText(item, { exact: true })).toBeVisible();
  }

  // Each offer: its price, its retailer and a link, and no bordered box between the card and the link.
  const links = card.locator('a[rel~="nofollow"]');
  expect(await links.count()).toBe(first.merchantOffers.length);
  for (const offer of first.merchantOffers) {
    await expect(card).toContainText(offer.offerMerchant!);
  }
  const boxed = await card.evaluate(
    (root) =>
      [...root.querySelectorAll('a[rel~="nofollow"]')].filter((link) => {
        for (let el = link.parentElement; el && el !== root; el = el.parentElement) {
          const s = getComputedStyle(el);
          const sides = [s.borderTopWidth, s.borderRightWidth, s.borderBottomWidth, s.borderLeftWidth];
          if (sides.every((w) => parseFloat(w) > 0)) return true;
        }
        return false;
      }).length,
  );
  expect(boxed).toBe(0);

  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(page)).toEqual([]);
});

test('Shop Related Products: product tiles with picture, name and price that lead to their cards', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(bestList.canonicalUrl!);
  const module = page.locator('section.shop-related').first();
  const tiles = module.locator('li');
  expect(await tiles.count()).toBeGreaterThanOrEqual(2);
  const firstTile = tiles.first();
  await expect(firstTile.locator('img')).toHaveCount(1);
  await expect(firstTile).toContainText(first.productName!);
  await expect(firstTile).toContainText(/From \$[\d,]+/);
  expect(await firstTile.evaluate((li) => getComputedStyle(li).listStyleType)).toBe('none');
  await firstTile.getByRole('link').click();
  await expect(page).toHaveURL(/#listicle-/);
  const target = new URL(page.url()).hash;
  await expect(page.locator(`${CARD}${target}`).getByRole('heading', { level: 2 })).toHaveText(first.productName!);
});

test('on a phone the tiles sit two abreast and the card stays readable, axe clean', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, userAgent: PHONE_UA });
  // A phone's stored device (the device watcher's cookie): the page is rendered for a phone.
  await context.addCookies([{ name: 'device', value: 'mobile', url: baseURL! }]);
  const page = await context.newPage();
  await page.goto(bestList.canonicalUrl!);
  const tiles = page.locator('section.shop-related li');
  const [a, b] = await Promise.all([tiles.nth(0).boundingBox(), tiles.nth(1).boundingBox()]);
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(1);
  expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
  const card = page.locator(CARD).first();
  const width = await card.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(width).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});
