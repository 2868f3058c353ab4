/**
 * Issue 5 item 7: the debug toolbar's client part — browser facts beside the server's, and a
 * way to switch the toolbar off that sticks (the jsDebug cookie is removed). The toolbar sits
 * above the consent banner (a developer must reach it whatever the reader's choice), which the
 * first test leaves open on purpose.
 */
import { expect, test } from '@playwright/test';
import { hydrated } from './helpers';

test('jsDebug shows what the browser measured and can be switched off', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?jsDebug=true');
  await hydrated(page);
  const toolbar = page.locator('.debug-toolbar');
  await expect(toolbar).toBeVisible();
  // Our scripts: the entry and React at least.
  await expect(toolbar.locator('dt', { hasText: 'our scripts' }).locator('+ dd')).toHaveText(/^[1-9]\d* \(/);
  await expect(toolbar.locator('dt', { hasText: 'viewport device' }).locator('+ dd')).toHaveText(/^desktop/);
  await expect(toolbar.locator('dt', { hasText: 'layout shift' }).locator('+ dd')).toHaveText(/^\d\.\d{4}$/);
  expect((await context.cookies()).some((c) => c.name === 'jsDebug' && c.value === 'true')).toBe(true);

  await toolbar.getByRole('link', { name: 'Turn debug off' }).click();
  await expect(page).toHaveURL(/jsDebug=false/);
  await expect(page.locator('.debug-toolbar')).toHaveCount(0);
  await page.goto('/');
  await expect(page.locator('.debug-toolbar')).toHaveCount(0);
  expect((await context.cookies()).some((c) => c.name === 'jsDebug')).toBe(false);
});

test('the viewport device row says when the server rendered for another device', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?jsDebug=true&setDevice=mobile');
  await hydrated(page);
  await expect(page.locator('.debug-toolbar dt', { hasText: 'viewport device' }).locator('+ dd')).toHaveText(
    'desktop (server rendered mobile)',
  );
});
