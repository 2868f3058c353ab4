import { expect, test } from '@playwright/test';
import { ARTICLE_LINK } from './helpers';

test.use({ javaScriptEnabled: false });

test('articles are fully readable with JavaScript disabled', async ({ page }) => {
  await page.goto('/');
  const link = page.locator(ARTICLE_LINK).first();
  const href = (await link.getAttribute('href'))!;
  await page.goto(href);
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('.byline a[rel="author"]').first()).toBeVisible();
  const paragraphs = await page.locator('.body p').count();
  expect(paragraphs).toBeGreaterThanOrEqual(8);
  const hero = page.locator('.hero img');
  await expect(hero).toHaveAttribute('width', /\d+/);
  await expect(hero).toHaveAttribute('height', /\d+/);
});
